# The order a sweep meets a cloth's springs in, on a cloth of 5 x 5 particles
# as chapter 12 builds it (its --dump at step 0, cloth5.csv, gives where the
# particles are). Both orders are the programs' own lists of the springs in
# the order their step visits them: left, chapter 12's --springs
# (scene-order.csv), the order cloth_build makes them in; right, the bench's
# order=particles, from bench_solver-12 --springs (by-particle.csv). Left,
# the springs are coloured by group: a stretch of springs along one
# direction in which no two share a particle (each row's upright springs,
# its two sets of diagonals, its odd and its even horizontal ones); right,
# by their second particle, by which the bench sorts them. The springs of
# the top two rows, with which both orders begin, are numbered in the order
# met; the rest are grey, and only the top three rows are drawn. The
# anchors, the top row, are squares.
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
top = Y[1]
do for [i = 1:n] {
    if (Y[i] > top) { top = Y[i] }
}

# The springs as indices a, b from 0, in each order: A1, B1 the scene's,
# A2, B2 by particle.
stats data.'scene-order.csv' using 1 nooutput
m = STATS_records
stats data.'by-particle.csv' using 1 nooutput
if (STATS_records != m) {
    print sprintf("17-how-fast-order: %d springs by particle, %d in the scene's order", STATS_records, m)
    exit status 1
}
array A1[m]; array B1[m]; array R1[m]
array A2[m]; array B2[m]; array R2[m]
stats data.'scene-order.csv' using (s = $0 + 1, A1[s] = int(column('a')), B1[s] = int(column('b')), 0) nooutput
stats data.'by-particle.csv' using (s = $0 + 1, A2[s] = int(column('a')), B2[s] = int(column('b')), 0) nooutput
# A row's spacing: the shortest spring.
stats data.'scene-order.csv' using 'rest_length' nooutput
spacing = STATS_min

# The scene's order in groups: a spring opens a new one where it turns to
# another direction or meets a particle the group already holds
# (HELD[particle + 1] is the last group to hold it).
same(u, v) = abs(u - v) < spacing / 100
array HELD[n]
do for [i = 1:n] { HELD[i] = 0 }
group = 0
do for [k = 1:m] {
    ia = A1[k] + 1
    ib = B1[k] + 1
    turns = k == 1 ? 1 : !(same(X[ib] - X[ia], X[B1[k - 1] + 1] - X[A1[k - 1] + 1]) && \
                           same(Y[ib] - Y[ia], Y[B1[k - 1] + 1] - Y[A1[k - 1] + 1]))
    if (turns || HELD[ia] == group || HELD[ib] == group) { group = group + 1 }
    HELD[ia] = group
    HELD[ib] = group
    R1[k] = group
}
# By particle: each spring's group is its second particle, b.
do for [k = 1:m] { R2[k] = B2[k] }

# In the top two rows: both ends there.
in_top_rows(i) = Y[i] > top - 1.5 * spacing
dx = 1.3
# One row per spring per order: its ends, its place in the order, its group's
# colour, where its label goes, and whether it is numbered (1) or grey (0).
# A label sits 0.3 of the way up from the lower end on a diagonal, so that
# the two diagonals of a square, which cross at its middle, keep apart.
set print $S
do for [p = 1:2] {
    do for [i = 1:m] {
        ia = (p == 1 ? A1[i] : A2[i]) + 1
        ib = (p == 1 ? B1[i] : B2[i]) + 1
        group = p == 1 ? R1[i] : R2[i]
        t = (X[ia] != X[ib] && Y[ia] != Y[ib]) ? 0.3 : 0.5
        print sprintf("%d,%d,%g,%g,%g,%g,%d,%g,%g,%d", p, i, X[ia] + (p - 1) * dx, Y[ia], \
                      X[ib] - X[ia], Y[ib] - Y[ia], group % 2 == 0 ? 0x1f6fb2 : 0xe59c2f, \
                      X[ib] + t * (X[ia] - X[ib]) + (p - 1) * dx, Y[ib] + t * (Y[ia] - Y[ib]), \
                      in_top_rows(ia) && in_top_rows(ib))
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
     $S using ($10 > 0 ? $3 : NaN):4:5:6:7 with vectors nohead linecolor rgb variable linewidth 3, \
     for [p = 1:2] data.'cloth5.csv' using ($4 + (p - 1) * dx):($3 < side ? NaN : $5) with points pointtype 7 pointsize 0.8 linecolor rgb "#555555", \
     for [p = 1:2] data.'cloth5.csv' using ($4 + (p - 1) * dx):($3 < side ? $5 : NaN) with points pointtype 5 pointsize 1 linecolor rgb "#333333", \
     $S using ($10 > 0 ? $8 : NaN):9:(sprintf("%d", $2)) with labels boxed font ",15" textcolor rgb "#222222"
