# Where the first two rows of an 8 × 8 cloth sit in chapter 16's arrays,
# drawn as memory: a strip of slots 0 to 15, the particles' places in x[],
# y[] and the other arrays. The program's --dump at step 0 (layout.csv)
# gives each slot's particle and where it hangs; the label under a slot is
# the column that position is in (within a row the even columns come first,
# then the odd ones). Two batches' runs are drawn as arcs, from slot a to
# slot b of each spring the program's --springs lists (sweep.csv): above, in
# red, the upright springs down from row 0; below, in blue, the springs
# along row 1 from an even column. Each must be one run of the sweep: in
# one batch, one after another, both ends a slot further on at each spring
# (else the figure fails), and the captions give a run's slots. The slots
# of row 0, the anchors, are grey.
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

# The springs in the sweep's order: their ends and batches.
stats data.'sweep.csv' using 1 nooutput
springs = STATS_records
array A[springs]
array B[springs]
array BATCH[springs]
stats data.'sweep.csv' using (s = $0 + 1, A[s] = int(column('a')), B[s] = int(column('b')), \
                              BATCH[s] = int(column('batch')), 0) nooutput

# The two runs: UP_A[j] to UP_B[j] and DOWN_A[j] to DOWN_B[j], in the
# sweep's order, each spring's ends as low slot, high slot; AT_UP and
# AT_DOWN are where each spring is in the sweep.
array UP_A[side]
array UP_B[side]
array AT_UP[side]
array DOWN_A[side]
array DOWN_B[side]
array AT_DOWN[side]
ups = 0
downs = 0
do for [i = 1:springs] {
    low = A[i] < B[i] ? A[i] : B[i]
    high = A[i] < B[i] ? B[i] : A[i]
    left_end = X[A[i] + 1] < X[B[i] + 1] ? A[i] : B[i]
    if (row_of(low) == 0 && row_of(high) == 1 && column_of(low) == column_of(high)) {
        ups = ups + 1
        UP_A[ups] = low; UP_B[ups] = high; AT_UP[ups] = i
    }
    if (row_of(A[i]) == 1 && row_of(B[i]) == 1 && column_of(left_end) % 2 == 0) {
        downs = downs + 1
        DOWN_A[downs] = low; DOWN_B[downs] = high; AT_DOWN[downs] = i
    }
}
if (ups != side || downs != side / 2) {
    print sprintf("16-fast-layout: %d springs down from row 0, %d along row 1 from an even column", ups, downs)
    exit status 1
}
do for [j = 2:ups] {
    i = AT_UP[j]
    if (i != AT_UP[j - 1] + 1 || BATCH[i] != BATCH[i - 1] || UP_A[j] != UP_A[j - 1] + 1 || UP_B[j] != UP_B[j - 1] + 1) {
        print "16-fast-layout: the springs down from row 0 are not one run"; exit status 1
    }
}
do for [j = 2:downs] {
    i = AT_DOWN[j]
    if (i != AT_DOWN[j - 1] + 1 || BATCH[i] != BATCH[i - 1] || DOWN_A[j] != DOWN_A[j - 1] + 1 || \
        DOWN_B[j] != DOWN_B[j - 1] + 1) {
        print "16-fast-layout: the springs along row 1 from an even column are not one run"; exit status 1
    }
}

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
# A run's slots: "k to 8 + k" from its first spring, slots 0 and 8.
slots(a, b) = sprintf("%sk to %d + k", a == 0 ? "" : sprintf("%d + ", a), b)
set label "uprights down from row 0: slot ".slots(UP_A[1], UP_B[1]) at side - 0.5, 2.5 center font ",12" \
    textcolor rgb "#d1495b"
set label "along row 1, from an even column: slot ".slots(DOWN_A[1], DOWN_B[1]) at side + 3.5, -2.2 center \
    font ",12" textcolor rgb "#1f6fb2"

# An arc from slot a to slot b, above the strip (up = 1) or below its column
# labels (up = -1);
# '+' samples the x range, which t(x) maps onto 0 to 1.
x_low = -2.3
x_high = cells + 0.1
t(x) = (x - x_low) / (x_high - x_low)
arc_x(a, b, s) = a + (b - a) * s
arc_y(a, b, s, up) = up > 0 ? 0.5 + 0.2 * (b - a) * sin(pi * s) : -1.1 - 0.2 * (b - a) * sin(pi * s)
plot for [j = 1:ups] '+' using (arc_x(UP_A[j], UP_B[j], t($1))):(arc_y(UP_A[j], UP_B[j], t($1), 1)) \
         with lines linecolor rgb "#d1495b" linewidth 2.5, \
     for [j = 1:downs] '+' using (arc_x(DOWN_A[j], DOWN_B[j], t($1))):(arc_y(DOWN_A[j], DOWN_B[j], t($1), -1)) \
         with lines linecolor rgb "#1f6fb2" linewidth 2.5
