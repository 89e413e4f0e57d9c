# How far chapter 08's program departs from chapter 07's on every scene: at
# each step, the largest difference of any value of any particle or body,
# divided by the scale of its kind in chapter 07's whole run (the largest
# |position|, |angle|, |velocity| or |omega| the scene reaches, as in the test
# follows_chapter_07::every_scene_to_a_trillionth_of_its_scale), and drawn as
# the largest so far. The dashed curve is chapter 07 against itself with the
# string's mass one bit heavier: what the string makes of any change of
# rounding. The dumps' columns: step,kind,index,x,y,angle,vx,vy,omega.
max(a, b) = a > b ? a : b
steps = 1000
pairs = "dumbbell spinning string box wheels clock string-bit"
reference(i) = data.'ch07-'.(i == 7 ? 'string' : word(pairs, i)).'.dump'
other(i) = data.(i == 7 ? 'ch07-string-bit' : 'ch08-'.word(pairs, i)).'.dump'

array worst[7 * (steps + 1)]
do for [k = 1:|worst|] { worst[k] = 0 }
do for [i = 1:7] {
    stats reference(i) using 1 nooutput
    rows = STATS_records
    array X[rows]
    array Y[rows]
    array A[rows]
    array VX[rows]
    array VY[rows]
    array W[rows]
    position = 0; angle = 0; velocity = 0; omega = 0
    stats reference(i) using (r = int($0) + 1, \
        X[r] = $4, Y[r] = $5, A[r] = $6, VX[r] = $7, VY[r] = $8, W[r] = $9, \
        position = max(position, max(abs($4), abs($5))), angle = max(angle, abs($6)), \
        velocity = max(velocity, max(abs($7), abs($8))), omega = max(omega, abs($9)), 0) nooutput
    part(d, s) = s > 0 ? d / s : 0
    stats other(i) using (r = int($0) + 1, k = (i - 1) * (steps + 1) + int($1) + 1, \
        d = max(max(part(abs($4 - X[r]), position), part(abs($5 - Y[r]), position)), \
                max(max(part(abs($6 - A[r]), angle), part(abs($9 - W[r]), omega)), \
                    max(part(abs($7 - VX[r]), velocity), part(abs($8 - VY[r]), velocity)))), \
        worst[k] = max(worst[k], d), 0) nooutput
    do for [n = 2:steps + 1] {
        k = (i - 1) * (steps + 1) + n
        worst[k] = max(worst[k], worst[k - 1])
    }
}
# The seven curves as one table: step, then one column per pair.
set print $curves
print "step,".pairs
do for [n = 0:steps] {
    line = sprintf("%d", n)
    do for [i = 1:7] { line = line.sprintf(",%.6g", worst[(i - 1) * (steps + 1) + n + 1]) }
    print line
}
unset print
shown(i) = column(i + 1) > 0 ? column(i + 1) : NaN

set logscale y
set format y "10^{%L}"
set xrange [0:steps]
set yrange [1e-18:1e-7]
set xlabel "step"
set ylabel "largest difference so far / scene's scale"
set key top left Left reverse samplen 2.5 maxrows 4 width -2
set ytics 100
# A sixth colour; the clock is dotted, since its curve and the dumbbell's sit
# at the same height: one rounding of a value near 0.85 of a power of two.
set linetype 6 linecolor rgb "#8c6d31" linewidth 2.5 dashtype (1, 2)

plot for [i = 1:6] $curves using 1:(shown(i)) with lines linetype i title word(pairs, i), \
     $curves using 1:(shown(7)) with lines dashtype (6, 4) linewidth 1.5 linecolor rgb "#555555" \
         title 'string: 07 vs 07, mass +1 bit', \
     1e-12 with lines dashtype (2, 3) linewidth 1 linecolor rgb "#999999" title 'the test: 10^{-12}'
