# The clock's wheel angle θ (rad, never wrapped) against time, from the dump:
# two body rows per step, the fixed frame (index 0) then the wheel (index 1),
# so `every 2::1` takes the wheel's. Dashed: the derived
# θ_n = ρ^n·(A·cos nφ + B·sin nφ) for κ = Cs = 0.001, γ = Cd = 0.06, with
# ρ = √(1 − γ), cos φ = (2 − κ − γ)/(2ρ), A = 6π and
# B = ((1 − κ)·6π/ρ − A·cos φ)/sin φ. Thin lines at the multiples of 2π.
# Red: a coil that wraps its winding, wound 2.6 turns, which is this program's
# clock wound −0.4 turn drawn 6π up (figures/07-angular.mk says why).
dt = 1.0 / 60
kappa = 0.001
gamma = 0.06
rho = sqrt(1 - gamma)
phi = acos((2 - kappa - gamma) / (2 * rho))
A = 6 * pi
B = ((1 - kappa) * A / rho - A * cos(phi)) / sin(phi)
derived(n) = rho**n * (A * cos(n * phi) + B * sin(n * phi))

set multiplot
set xrange [0:10]
set yrange [-1:20]
set xtics 1
set ytics ("0" 0, "2π" 2 * pi, "4π" 4 * pi, "6π" 6 * pi)
set grid noytics
set xlabel "time t (s); Δt = 1/60 s"
set ylabel "the wheel's angle θ_b (rad)"
set key at graph 0.97, graph 0.91 right top Left reverse samplen 3
do for [turn = 0:3] {
    set arrow from 0, 2 * pi * turn to 10, 2 * pi * turn nohead dashtype (3, 3) linecolor rgb "#9a9a9a" back
    set label sprintf("%d turn%s wound", turn, turn == 1 ? "" : "s") at 10.1, 2 * pi * turn left textcolor rgb "#666666"
}
set margins 10, 14, 4, 1.5

set samples 601
plot data.'clock-dump.csv' every 2::1 using (column('step') * dt):'angle' \
         with lines linetype 1 linewidth 4 title 'measured (--dump)', \
     derived(x / dt) with lines dashtype (4, 4) linewidth 1.5 linecolor rgb "#222222" \
         title 'derived: chapter 05''s step, solved', \
     data.'clock-wrapped.csv' every 2::1 using (column('step') * dt):(column('angle') + 6 * pi) \
         with lines linetype 2 linewidth 3 title 'a wrapped coil, wound 2.6 turns'

# The inset: the end of the unwinding in degrees, where the wheel crosses its
# rest angle (step 333) and overshoots by about a hundredth of a degree.
unset arrow
unset label
unset key
set origin 0.36, 0.2
set size 0.42, 0.5
set margins 8, 1, 2.5, 1
set object 1 rectangle from graph 0, graph 0 to graph 1, graph 1 fillcolor rgb "white" fillstyle solid 1.0 border linecolor rgb "#9a9a9a" behind
set xrange [4:10]
set yrange [-0.02:0.04]
set xtics 2 font ",11"
set ytics ("-0.01°" -0.01, "0" 0, "0.01°" 0.01, "0.02°" 0.02, "0.03°" 0.03) font ",11"
set grid ytics
set xlabel "t (s)" font ",11" offset 0, 0.3
unset ylabel
set arrow from 4, 0 to 10, 0 nohead linecolor rgb "#666666" back
plot data.'clock-dump.csv' every 2::1 using (column('step') * dt):(column('angle') * 180 / pi) \
         with lines linetype 1 linewidth 3 notitle, \
     derived(x / dt) * 180 / pi with lines dashtype (4, 4) linewidth 1.5 linecolor rgb "#222222" notitle
unset multiplot
