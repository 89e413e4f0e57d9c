# The batches of an 8 × 8 cloth, a panel per kind of spring. Where each
# particle hangs comes from the program's --dump at step 0 (layout.csv, the
# run the layout figure reads): its row and column are read off its place.
# The springs are made as cloth_build makes them, a kind at a time (every
# upright, then each diagonal, then those along the rows, the odd-column
# ones of a row before the even), and each joins the first batch in which
# neither of its ends has a spring yet: colour_springs' greedy colouring
# (the program does not report its batches). A spring is drawn in its
# batch's colour; a kind's two batches share a hue, dark then light.
set terminal svg size 760,250 enhanced font "DejaVu Sans,13" background rgb "white"
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
spacing = Y[1] - Y[side + 1]          # slot side holds row 1, slot 0 row 0
left = X[1]
do for [i = 1:n] {
    if (X[i] < left) { left = X[i] }
}
# AT[row * side + column + 1]: the particle (its index) at that place.
array AT[n]
do for [i = 1:n] {
    AT[int(floor((Y[1] - Y[i]) / spacing + 0.5)) * side + int(floor((X[i] - left) / spacing + 0.5)) + 1] = i - 1
}
at(row, column) = AT[row * side + column + 1]

# The springs in the order cloth_build makes them, and their kinds.
springs = 2 * side * (side - 1) + 2 * (side - 1) * (side - 1)
array A[springs]
array B[springs]
array KIND[springs]
s = 0
do for [row = 1:side - 1] { do for [column = 0:side - 1] {
    s = s + 1; A[s] = at(row - 1, column); B[s] = at(row, column); KIND[s] = 0 } }
do for [row = 1:side - 1] { do for [column = 1:side - 1] {
    s = s + 1; A[s] = at(row - 1, column - 1); B[s] = at(row, column); KIND[s] = 1 } }
do for [row = 1:side - 1] { do for [column = 0:side - 2] {
    s = s + 1; A[s] = at(row - 1, column + 1); B[s] = at(row, column); KIND[s] = 2 } }
do for [row = 0:side - 1] {
    do for [column = 1:side - 1:2] {
        s = s + 1; A[s] = at(row, column - 1); B[s] = at(row, column); KIND[s] = 3 }
    do for [column = 2:side - 1:2] {
        s = s + 1; A[s] = at(row, column - 1); B[s] = at(row, column); KIND[s] = 3 }
}

# Greedy colouring: TAKEN[particle + 1] has bit i set once a spring of
# batch i ends there.
array TAKEN[n]
do for [i = 1:n] { TAKEN[i] = 0 }
array BATCH[springs]
do for [i = 1:springs] {
    taken = TAKEN[A[i] + 1] | TAKEN[B[i] + 1]
    free = 0
    while ((taken >> free) & 1) { free = free + 1 }
    BATCH[i] = free
    TAKEN[A[i] + 1] = TAKEN[A[i] + 1] | (1 << free)
    TAKEN[B[i] + 1] = TAKEN[B[i] + 1] | (1 << free)
}

array COLOUR[8] = ["#b2182b", "#f4a582", "#1f6fb2", "#92c5de", "#1b7837", "#a6dba0", "#762a83", "#c2a5cf"]
array NAME[4] = ["uprights", "diagonals down-right", "diagonals down-left", "along the rows"]
width = (side - 1) * spacing
gap = 0.55
x0(kind) = kind * (width + gap) - left   # where a panel's left edge goes
do for [i = 1:springs] {
    k = KIND[i]
    set arrow i from X[A[i] + 1] + x0(k), Y[A[i] + 1] to X[B[i] + 1] + x0(k), Y[B[i] + 1] nohead \
        linecolor rgb COLOUR[BATCH[i] + 1] linewidth 4
}
do for [k = 0:3] {
    set label 100 + k NAME[k + 1] at x0(k) + left + width / 2, Y[1] + 0.45 center font ",17" textcolor rgb "#222222"
    set label 110 + k sprintf("batch %d", 2 * k) at x0(k) + left + width / 2 - 0.05, Y[n] - 0.35 right font ",16" \
        textcolor rgb COLOUR[2 * k + 1]
    set label 120 + k sprintf("batch %d", 2 * k + 1) at x0(k) + left + width / 2 + 0.05, Y[n] - 0.35 left font ",16" \
        textcolor rgb COLOUR[2 * k + 2]
}
set xrange [-0.2 : 4 * width + 3 * gap + 0.2]
set yrange [Y[n] - 0.55 : Y[1] + 0.65]
set size ratio -1
plot for [k = 0:3] data.'layout.csv' using ($4 + x0(k)):5 with points pointtype 7 pointsize 0.6 linecolor rgb "#333333"
