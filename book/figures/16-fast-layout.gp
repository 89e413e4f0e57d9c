# Where the first two rows of an 8 × 8 cloth sit in chapter 16's arrays,
# drawn as memory: a strip of slots 0 to 15, the particles' places in x[],
# y[] and the other arrays. The program's --dump at step 0 (layout.csv)
# gives each slot's particle and where it hangs; the label under a slot is
# the column that position is in (within a row the even columns come first,
# then the odd ones). Two batches' runs are drawn as arcs, worked out from
# the rule in cloth_build and colour_springs (the program does not report
# its batches): above, in red, the upright springs down from row 0, one run
# of eight (slot k to slot 8 + k); below, in blue, the springs along row 1
# from an even column, one run of four (slot 8 + k to slot 12 + k). The
# slots of row 0, the anchors, are grey.
set terminal svg size 760,330 enhanced font "DejaVu Sans,13" background rgb "white"
set output output
unset key
unset border
unset tics
unset grid
set margins 0, 0, 0, 0
side = 8
n = side * side
array X[n]
array Y[n]
stats data.'layout.csv' using (X[int($3) + 1] = $4, Y[int($3) + 1] = $5, 0) nooutput
spacing = X[side / 2 + 1] - X[1]        # slot side/2 holds column 1, slot 0 column 0
column_of(i) = int(floor((X[i + 1] - X[1]) / spacing + 0.5))
row_of(i) = int(floor((Y[1] - Y[i + 1]) / spacing + 0.5))

cells = 2 * side
set xrange [-2.3:cells + 0.1]   # x_low and x_high below
set yrange [-3.1:2.75]
set samples 60
do for [i = 0:cells - 1] {
    set object i + 1 rect from i - 0.45, -0.45 to i + 0.45, 0.45 \
        fillcolor rgb (row_of(i) == 0 ? "#dddddd" : "#ffffff") fillstyle solid 1.0 border linecolor rgb "#555555"
    set label sprintf("%d", i) at i, 0 center font ",13" textcolor rgb "#222222" front
    set label sprintf("%d", column_of(i)) at i, -0.8 center font ",11" textcolor rgb "#555555"
}
set label "slot" at -0.7, 0 right font ",11" textcolor rgb "#555555"
set label "column" at -0.7, -0.8 right font ",11" textcolor rgb "#555555"
set label "row 0 (pinned)" at (side - 1) / 2.0, -2.85 center font ",12" textcolor rgb "#333333"
set label "row 1" at side + (side - 1) / 2.0, -2.85 center font ",12" textcolor rgb "#333333"
set arrow from -0.45, -2.55 to side - 0.55, -2.55 nohead linecolor rgb "#999999" linewidth 1
set arrow from side - 0.45, -2.55 to cells - 0.55, -2.55 nohead linecolor rgb "#999999" linewidth 1
set label "uprights down from row 0: slot k to 8 + k" at side - 0.5, 2.5 center font ",12" textcolor rgb "#d1495b"
set label "along row 1, from an even column: slot 8 + k to 12 + k" at side + 3.5, -2.2 center \
    font ",12" textcolor rgb "#1f6fb2"

# An arc from slot a to slot b, above the strip (up = 1) or below its column
# labels (up = -1);
# '+' samples the x range, which t(x) maps onto 0 to 1.
x_low = -2.3
x_high = cells + 0.1
t(x) = (x - x_low) / (x_high - x_low)
arc_x(a, b, s) = a + (b - a) * s
arc_y(a, b, s, up) = up > 0 ? 0.5 + 0.2 * (b - a) * sin(pi * s) : -1.1 - 0.2 * (b - a) * sin(pi * s)
evens = side / 2
plot for [k = 0:side - 1] '+' using (arc_x(k, side + k, t($1))):(arc_y(k, side + k, t($1), 1)) \
         with lines linecolor rgb "#d1495b" linewidth 2.5, \
     for [k = 0:evens - 1] '+' using (arc_x(side + k, side + evens + k, t($1))):(arc_y(side + k, side + evens + k, t($1), -1)) \
         with lines linecolor rgb "#1f6fb2" linewidth 2.5
