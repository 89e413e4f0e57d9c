# What one step does to a ring of states (no run). The state is (x, u),
# u = v·dt; the step's matrix M = [[1, 1], [-κ, 1 - γ]] at the tests'
# stiffer spring, κ = 0.5 (k = 1800 N/m, m = 1 kg, dt = 1/60 s), and
# c = 139 N·s/m, γ = 139/60, just past the upper edge. Grey: a ring of
# starting states; an arrow from each to where one step takes it. Dashed:
# the two eigenvectors' lines, s = (1, λ - 1), on which the step only
# scales: by λ1 ≈ 0.76 (blue, shrinks toward the origin) and by
# λ2 ≈ -1.08 (red, flips through the origin and grows).
set terminal svg size 620,560 enhanced font "DejaVu Sans,13" background rgb "white"
set output output
set datafile separator whitespace
set datafile nocolumnheaders
kappa = 0.5
gamma = 139.0 / 60
T = 2 - gamma
D = 1 + kappa - gamma
l1 = (T + sqrt(T * T - 4 * D)) / 2
l2 = (T - sqrt(T * T - 4 * D)) / 2
mx(x, u) = x + u
mu(x, u) = -kappa * x + (1 - gamma) * u
set size ratio -1

set xrange [-2.2:2.2]
set yrange [-2.2:2.2]
set xlabel "x, the stretch"
set ylabel "u = v Δt"
# Not an opaque key: gnuplot draws one twice, repeating its ids in the
# SVG, which an EPUB may not hold.
set key at graph 0.99, graph 0.99 right top Left reverse samplen 1.5
unset grid
set xzeroaxis linecolor rgb "#c8c8c8"
set yzeroaxis linecolor rgb "#c8c8c8"
set samples 400
# The eigenvectors, of length one: where the ring meets their lines.
n1 = sqrt(1 + (l1 - 1)**2)
n2 = sqrt(1 + (l2 - 1)**2)
# Each curve is sampled into a table first, and the plot draws tables.
set table $line1
plot sample [t=-3:3] '+' using 1:((l1 - 1) * $1) with table
set table $line2
plot sample [t=-3:3] '+' using 1:((l2 - 1) * $1) with table
set table $ring
plot sample [t=0:2*pi] '+' using (cos($1)):(sin($1)) with table
set table $after
plot sample [t=0:2*pi] '+' using (mx(cos($1), sin($1))):(mu(cos($1), sin($1))) with table
set table $moves
plot sample [t=0.3:2*pi:pi/4] '+' using (cos($1)):(sin($1)):(mx(cos($1), sin($1)) - cos($1)):(mu(cos($1), sin($1)) - sin($1)) with table
unset table
$eigen << EOD
EOD
set print $eigen
print sprintf("%g %g %g %g", 1 / n1, (l1 - 1) / n1, (l1 - 1) / n1, (l1 - 1) * (l1 - 1) / n1)
print sprintf("%g %g %g %g", -1 / n2, -(l2 - 1) / n2, (l2 - 1) * -1 / n2, (l2 - 1) * -(l2 - 1) / n2)
unset print
plot $line1 using 1:2 with lines linecolor rgb "#1f6fb2" dashtype (6, 4) linewidth 1 notitle, \
     $line2 using 1:2 with lines linecolor rgb "#d1495b" dashtype (6, 4) linewidth 1 notitle, \
     $ring using 1:2 with lines linecolor rgb "#9a9a9a" linewidth 1.5 title "states", \
     $after using 1:2 with lines linecolor rgb "#333333" linewidth 1 dashtype (2, 3) title "a step later", \
     $moves using 1:2:3:4 with vectors head filled size screen 0.012, 25 linecolor rgb "#c4c4c4" notitle, \
     $eigen every ::0::0 using 1:2:3:4 with vectors head filled size screen 0.015, 25 linecolor rgb "#1f6fb2" linewidth 2.5 title sprintf("on its line, × λ_1 = %.2f", l1), \
     $eigen every ::1::1 using 1:2:3:4 with vectors head filled size screen 0.015, 25 linecolor rgb "#d1495b" linewidth 2.5 title sprintf("on its line, × λ_2 = %.2f", l2)
