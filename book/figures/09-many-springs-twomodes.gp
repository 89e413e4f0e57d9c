# The two modes of two particles of mass m between two anchors, on three
# springs in a line (the page's example; drawn, not run). Top row: both move
# by +δ (together); bottom row: by +δ and −δ (opposite). A pale tick marks
# where a particle was built, the dot where the mode puts it, the arrow above
# its move. Each spring is coloured by its stretch, the difference of its
# ends' moves (red stretched, blue squeezed, grey unchanged), and under each
# particle the springs' push on it is drawn to scale, in units of Cs·δ/Δt:
# an outer spring (to an anchor, m_red = m) changed by δ gives its particle
# 1; the middle one (m_red = m/2) changed by 2δ gives each end 1 as well.
# Together: 1 each, κ = Cs. Opposite: 2 each, κ = 2Cs.
unset key
unset border
unset tics
unset grid
set terminal svg size 760,250 enhanced font "DejaVu Sans,13" background rgb "white"
set output output
set margins 1, 1, 0.5, 0.5

stretched = "#c0392b"
squeezed = "#1f6fb2"
still = "#9a9a9a"
t = 0.2                      # how far the picture moves a particle
scale = 0.22                 # a push of Cs·δ/Δt, drawn
set xrange [-1.7 : 4.4]
set yrange [-2.15 : 0.75]

# d(r, i): the move of particle i (0 and 3 are the anchors) in row r.
d(r, i) = (i == 0 || i == 3) ? 0 : (r == 0 ? 1 : (i == 1 ? 1 : -1))
mred(i) = i == 1 ? 0.5 : 1.0         # spring i joins i and i + 1
push(r, i) = -(mred(i - 1) * (d(r, i) - d(r, i - 1)) + mred(i) * (d(r, i) - d(r, i + 1)))
X(r, i) = i + t * d(r, i)

do for [r = 0 : 1] {
    y = -1.35 * r
    set label (r == 0 ? "together" : "opposite") at -1.0, y center textcolor rgb "#333333" font ",14"
    set label (r == 0 ? "κ = C_s" : "κ = 2C_s") at 3.55, y left textcolor rgb "#2a9d6f" font ",15"
    do for [i = 0 : 2] {
        s = d(r, i + 1) - d(r, i)
        colour = s > 0 ? stretched : (s < 0 ? squeezed : still)
        set arrow from X(r, i), y to X(r, i + 1), y nohead linewidth 3.5 linecolor rgb colour back
        lab = s == 0 ? "0" : sprintf("%s%sδ", s > 0 ? "+" : "−", abs(s) == 2 ? "2" : "")
        set label lab at (X(r, i) + X(r, i + 1)) / 2, y - 0.2 center textcolor rgb colour
    }
    do for [i = 1 : 2] {
        set arrow from i, y to i, y + 0.12 nohead linewidth 1.5 linecolor rgb "#b0b0b0"
        set arrow from i, y + 0.3 to X(r, i), y + 0.3 head filled size screen 0.012,25 linewidth 2 linecolor rgb "#333333"
        set label (d(r, i) > 0 ? "+δ" : "−δ") at i + 0.5 * t * d(r, i), y + 0.5 center textcolor rgb "#333333"
        set arrow from X(r, i), y - 0.45 to X(r, i) + scale * push(r, i), y - 0.45 head filled size screen 0.01,25 linewidth 2.5 linecolor rgb "#2a9d6f"
    }
}

# The particles where the mode puts them (kind 7), and the anchors (kind 5).
set print $points
do for [r = 0 : 1] {
    do for [i = 0 : 3] {
        print sprintf("%g %g %d", X(r, i), -1.35 * r, (i == 0 || i == 3) ? 5 : 7)
    }
}
set print
set datafile separator whitespace
set datafile nocolumnheaders
plot $points using 1:($3 == 7 ? $2 : NaN) with points pointtype 7 pointsize 1.4 linecolor rgb "#333333", \
     $points using 1:($3 == 5 ? $2 : NaN) with points pointtype 5 pointsize 1.6 linecolor rgb "#333333"
