# One sweep down the top six links of a long chain, every link stretched by
# the same x at rest, computed from the page's recurrence: the link below
# particle l moves it back by xi(l+1) = eta/2 (1 + xi(l)), having found its
# top particle moved toward the anchor by xi(l); the first link, from the
# anchor (which does not move), has m_red = m and gives particle 1 eta. These
# are velocity changes (positions move only after the sweeps), in units of
# x/dt, up toward the anchor. For each particle: the velocity the link above
# gives it (blue, up) and the velocity the link below takes back (red, from
# the blue tip, ending at the particle's velocity after the sweep).
# Dashed: eta/(2 - eta).
set terminal svg size 760,340 enhanced font "DejaVu Sans,12" background rgb "white"
set output output
unset key
set style arrow 1 head filled size 0.12,20 linecolor rgb "#1f6fb2" linewidth 2.5
set style arrow 2 head filled size 0.12,20 linecolor rgb "#d1495b" linewidth 2.5
set xrange [0.4:6.6]
set yrange [-0.45:1.2]
set xtics 1
set ytics 0.5
set xlabel "particle, counted from the anchor"
set multiplot layout 1,2 margins 0.1, 0.98, 0.2, 0.88 spacing 0.06, 0
do for [panel = 1:2] {
    eta = panel == 1 ? 1.0 : 0.6
    unset arrow; unset label
    if (panel == 1) { set ylabel "Δv toward the anchor (x/Δt)" } else { unset ylabel }
    set title sprintf("correction η = %g", eta) font ",12"
    xi = 0.0
    do for [l = 1:6] {
        # the first link hangs from the anchor: m_red = m, the whole correction
        up = l == 1 ? eta : eta / 2 * (1 + xi)
        back = eta / 2 * (1 + up)
        set arrow from l - 0.12, 0 to l - 0.12, up arrowstyle 1
        set arrow from l + 0.12, up to l + 0.12, up - back arrowstyle 2
        xi = up
    }
    if (panel == 2) {
        set label "↑ from the link above" at 6.5, -0.2 right font ",11" textcolor rgb "#1f6fb2"
        set label "↓ from the link below" at 6.5, -0.34 right font ",11" textcolor rgb "#d1495b"
    }
    limit = eta / (2 - eta)
    set label sprintf("η/(2−η) = %.2f", limit) at 6.5, limit + 0.09 right font ",11" textcolor rgb "#6b6b6b"
    plot limit with lines linecolor rgb "#9a9a9a" dashtype (6, 4) linewidth 1.5, \
         0 with lines linecolor rgb "#333333" linewidth 1
}
unset multiplot
