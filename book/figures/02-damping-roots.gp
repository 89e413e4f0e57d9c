# The eigenvalues of one damped spring's step, drawn against the unit circle
# as the damper grows, at the tests' spring: k = 1800 N/m, m = 1 kg,
# dt = 1/60 s, so κ = 0.5. M has T = 2 − γ and D = 1 + κ − γ. While
# γ² < 4κ the eigenvalues are the complex pair (T ± i·sqrt(4D − T²))/2, of
# size sqrt(D); past that they are real, (T ± sqrt(T² − 4D))/2. The marked
# points are the band's edges (γ = κ, where |λ| = 1; γ = 2 + κ/2, where
# λ = −1), the critical damping γ = 2·sqrt(κ) where the pair meets, and no
# damper at all. The two crosses are read from the program: the last
# velocity ratio of the runs 3 % inside and 3 % outside the upper edge.
kappa = 1800.0 / 3600.0
T(g) = 2 - g
D(g) = 1 + kappa - g
gc = 2 * sqrt(kappa)
gtop = 2 + kappa / 2

stats data.'upper-in.csv' using 'momentum_x' nooutput
n_in = STATS_records
stats data.'upper-in.csv' every ::(n_in - 1)::(n_in - 1) using 'momentum_x' nooutput
v1_in = STATS_max
stats data.'upper-in.csv' every ::(n_in - 2)::(n_in - 2) using 'momentum_x' nooutput
v0_in = STATS_max
stats data.'upper-out.csv' using 'momentum_x' nooutput
n_out = STATS_records
stats data.'upper-out.csv' every ::(n_out - 1)::(n_out - 1) using 'momentum_x' nooutput
v1_out = STATS_max
stats data.'upper-out.csv' every ::(n_out - 2)::(n_out - 2) using 'momentum_x' nooutput
v0_out = STATS_max
r_in = v1_in / v0_in
r_out = v1_out / v0_out

set datafile nocolumnheaders
set parametric
set size ratio -1
set xrange [-1.5:1.5]
set yrange [-1.08:1.08]
set xtics -1, 0.5, 1
set ytics -1, 0.5, 1
set xlabel "real part"
set ylabel "imaginary part"
set terminal svg size 760,640 enhanced font "DejaVu Sans,13" background rgb "white"
set output output
set margins 9, 3, 8, 1
set key at screen 0.5, screen 0.01 center bottom horizontal maxrows 2 Left reverse samplen 2 spacing 1.3 width 1
set xzeroaxis linecolor rgb "#bbbbbb"
set yzeroaxis linecolor rgb "#bbbbbb"
set style textbox opaque noborder margins 1, 1

set label 1 "no damper" at 1.04, 0.74 left textcolor rgb "#333333" front
set label 2 "lower edge, c = 30" at 0.66, 0.8 right textcolor rgb "#2a7a55" front
set label 3 "critical, c = 85" at 0.3, -0.12 center textcolor rgb "#333333" front
set label 4 "upper edge, c = 135" at -1.0, -0.14 center textcolor rgb "#2a7a55" front
set label 5 "unit circle |λ| = 1" at -0.84, 0.8 right textcolor rgb "#888888" front

set trange [0:1]
plot cos(2 * pi * t), sin(2 * pi * t) with lines linecolor rgb "#888888" dashtype (4, 4) \
         linewidth 1.2 notitle, \
     T(gc * t) / 2, sqrt(4 * D(gc * t) - T(gc * t)**2) / 2 with lines linetype 1 \
         title "the pair as c grows from 0", \
     T(gc * t) / 2, -sqrt(4 * D(gc * t) - T(gc * t)**2) / 2 with lines linetype 1 notitle, \
     (T(gc + (gtop + 0.15 - gc) * t) + sqrt(T(gc + (gtop + 0.15 - gc) * t)**2 - 4 * D(gc + (gtop + 0.15 - gc) * t))) / 2, \
         0 with lines linetype 2 linewidth 3 notitle, \
     (T(gc + (gtop + 0.15 - gc) * t) - sqrt(T(gc + (gtop + 0.15 - gc) * t)**2 - 4 * D(gc + (gtop + 0.15 - gc) * t))) / 2, \
         0 with lines linetype 2 linewidth 3 title "past critical: two real roots", \
     '+' using (1):(sqrt(kappa)) every ::0::0 with points pointtype 7 pointsize 0.8 linecolor rgb "#333333" notitle, \
     '+' using (T(kappa) / 2):(sqrt(4 * D(kappa) - T(kappa)**2) / 2) every ::0::0 with points pointtype 7 \
         pointsize 1.0 linecolor rgb "#2a9d6f" notitle, \
     '+' using (T(gc) / 2):(0) every ::0::0 with points pointtype 7 pointsize 0.8 linecolor rgb "#333333" notitle, \
     '+' using (-1):(0) every ::0::0 with points pointtype 7 pointsize 1.0 linecolor rgb "#2a9d6f" notitle, \
     '+' using (r_in):(0) every ::0::0 with points pointtype 2 pointsize 1.6 linewidth 2.5 \
         linecolor rgb "#222222" title "program, c = 131 and 139", \
     '+' using (r_out):(0) every ::0::0 with points pointtype 2 pointsize 1.6 linewidth 2.5 \
         linecolor rgb "#222222" notitle
