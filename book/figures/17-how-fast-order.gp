# The order a sweep meets a cloth's springs in, on a cloth of 5 x 5 particles
# as chapter 12 builds it (its --dump at step 0, cloth5.csv, gives where the
# particles are). The program does not report its springs' order, so the
# order here is worked out from the code's own rule: left, cloth_build's loops
# in chapter 12's scenes.c (each row: its upright springs, its two sets of
# diagonals, its odd and its even horizontal ones, each loop a group in which no
# two springs share a particle); right, bench_solver.c's order=particles sort
# (by second particle, then by first from the last). Both orders begin with
# the same 21 springs, those of the top two rows, numbered here in the order
# met and coloured by group (left) and by particle (right); the rest are grey,
# and only the top three rows are drawn. The anchors, the top row, are squares.
set terminal svg size 760,240 enhanced font "DejaVu Sans,13" background rgb "white"
set output output
unset key
unset border
unset tics
unset grid
set size ratio -1
set margins 1, 1, 0.3, 0.3
side = 5
n = side * side
array X[n]
array Y[n]
stats data.'cloth5.csv' using (X[int($3) + 1] = $4, Y[int($3) + 1] = $5, 0) nooutput

# The springs as indices a, b from 0, in each order, and the group each is in.
m = 4 * (side - 1)**2 + 2 * (side - 1)
array A1[m]; array B1[m]; array R1[m]
array A2[m]; array B2[m]; array R2[m]
k = 0
group = 0
do for [row = 0:side - 1] {
    here = row * side
    above = here - side
    if (row > 0) {
        group = group + 1
        do for [c = 0:side - 1] { k = k + 1; A1[k] = above + c; B1[k] = here + c; R1[k] = group }
        group = group + 1
        do for [c = 1:side - 1] { k = k + 1; A1[k] = above + c - 1; B1[k] = here + c; R1[k] = group }
        group = group + 1
        do for [c = 0:side - 2] { k = k + 1; A1[k] = above + c + 1; B1[k] = here + c; R1[k] = group }
    }
    group = group + 1
    do for [c = 1:side - 1:2] { k = k + 1; A1[k] = here + c - 1; B1[k] = here + c; R1[k] = group }
    group = group + 1
    do for [c = 2:side - 1:2] { k = k + 1; A1[k] = here + c - 1; B1[k] = here + c; R1[k] = group }
}
# By particle: every spring's second particle is the lower or the right one,
# b; sorted by b, and for each b by a from the last: its left neighbour, then
# the particle above and to the right, above, above and to the left.
k = 0
do for [b = 0:n - 1] {
    row = b / side
    c = b % side
    above = b - side
    if (c > 0) { k = k + 1; A2[k] = b - 1; B2[k] = b; R2[k] = b }
    if (row > 0 && c < side - 1) { k = k + 1; A2[k] = above + 1; B2[k] = b; R2[k] = b }
    if (row > 0) { k = k + 1; A2[k] = above; B2[k] = b; R2[k] = b }
    if (row > 0 && c > 0) { k = k + 1; A2[k] = above - 1; B2[k] = b; R2[k] = b }
}
if (k != m) { print sprintf("17-how-fast-order: %d springs by particle, %d in groups", k, m); exit status 1 }

# The top two rows' springs: side - 1 along the anchors, then side upright,
# 2(side - 1) diagonal and side - 1 horizontal in the row below.
shown = (side - 1) + side + 2 * (side - 1) + (side - 1)
dx = 1.3
# One row per spring per order: its ends, its place in the order, its group or
# particle. A label sits 0.3 of the way up from the lower end on a diagonal,
# so that the two diagonals of a square, which cross at its middle, keep apart.
set print $S
do for [p = 1:2] {
    do for [i = 1:m] {
        ia = (p == 1 ? A1[i] : A2[i]) + 1
        ib = (p == 1 ? B1[i] : B2[i]) + 1
        group = p == 1 ? R1[i] : R2[i]
        t = (X[ia] != X[ib] && Y[ia] != Y[ib]) ? 0.3 : 0.5
        print sprintf("%d,%d,%g,%g,%g,%g,%d,%g,%g", p, i, X[ia] + (p - 1) * dx, Y[ia], \
                      X[ib] - X[ia], Y[ib] - Y[ia], group % 2 == 0 ? 0x1f6fb2 : 0xe59c2f, \
                      X[ib] + t * (X[ia] - X[ib]) + (p - 1) * dx, Y[ib] + t * (Y[ia] - Y[ib]))
    }
}
unset print
set datafile nocolumnheaders
set xrange [-0.56:dx + 0.56]
set yrange [-0.42:0.12]
set label 1 "in groups: the scene’s order" at 0, 0.085 center font ",15"
set label 2 "by particle (order=particles)" at dx, 0.085 center font ",15"
set style textbox opaque noborder margins 0.5, 0.5
plot $S using 3:4:5:6 with vectors nohead linecolor rgb "#d4d4d4" linewidth 1.5, \
     $S using ($2 <= shown ? $3 : NaN):4:5:6:7 with vectors nohead linecolor rgb variable linewidth 3, \
     for [p = 1:2] data.'cloth5.csv' using ($4 + (p - 1) * dx):($3 < side ? NaN : $5) with points pointtype 7 pointsize 0.8 linecolor rgb "#555555", \
     for [p = 1:2] data.'cloth5.csv' using ($4 + (p - 1) * dx):($3 < side ? $5 : NaN) with points pointtype 5 pointsize 1 linecolor rgb "#333333", \
     $S using ($2 <= shown ? $8 : NaN):9:(sprintf("%d", $2)) with labels boxed font ",15" textcolor rgb "#222222"
