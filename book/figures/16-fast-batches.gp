# The batches of an 8 × 8 cloth, a panel per kind of spring. Where each
# particle hangs comes from the program's --dump at step 0 (layout.csv, the
# run the layout figure reads); each spring's ends and the batch it is
# swept in come from its --springs (sweep.csv), as colour_springs made them.
# A spring's kind is read off where its ends hang: upright, a diagonal down
# to the right or to the left, or along a row. A spring is drawn in its
# batch's colour; a kind's two batches share a hue, dark then light, and
# each panel names the two batches most of its springs are in.
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

# The springs in the order the sweep visits them: their ends and batches.
stats data.'sweep.csv' using 1 nooutput
springs = STATS_records
array A[springs]
array B[springs]
array BATCH[springs]
stats data.'sweep.csv' using (s = $0 + 1, A[s] = int(column('a')), B[s] = int(column('b')), \
                              BATCH[s] = int(column('batch')), 0) nooutput

# 0 upright, 1 down to the right, 2 down to the left, 3 along a row; a
# spring's upper end is the one with the larger y.
flat(d) = abs(d) < spacing / 100
upper(i) = Y[A[i] + 1] > Y[B[i] + 1] ? A[i] : B[i]
lower(i) = Y[A[i] + 1] > Y[B[i] + 1] ? B[i] : A[i]
kind(i) = flat(X[A[i] + 1] - X[B[i] + 1]) ? 0 : flat(Y[A[i] + 1] - Y[B[i] + 1]) ? 3 : \
          X[lower(i) + 1] > X[upper(i) + 1] ? 1 : 2

# How many springs of each kind each batch holds: COUNT[kind * 64 + batch + 1].
batches = 64
array COUNT[4 * batches]
do for [i = 1:4 * batches] { COUNT[i] = 0 }
do for [i = 1:springs] { c = kind(i) * batches + BATCH[i] + 1; COUNT[c] = COUNT[c] + 1 }

array COLOUR[8] = ["#b2182b", "#f4a582", "#1f6fb2", "#92c5de", "#1b7837", "#a6dba0", "#762a83", "#c2a5cf"]
array NAME[4] = ["uprights", "diagonals down-right", "diagonals down-left", "along the rows"]
width = (side - 1) * spacing
gap = 0.55
x0(kind) = kind * (width + gap) - left   # where a panel's left edge goes
do for [i = 1:springs] {
    k = kind(i)
    set arrow i from X[A[i] + 1] + x0(k), Y[A[i] + 1] to X[B[i] + 1] + x0(k), Y[B[i] + 1] nohead \
        linecolor rgb COLOUR[BATCH[i] + 1] linewidth 4
}
do for [k = 0:3] {
    # The two batches with the most springs of this kind.
    first = -1
    second = -1
    do for [b = 0:batches - 1] {
        count = COUNT[k * batches + b + 1]
        if (first < 0 || count > COUNT[k * batches + first + 1]) {
            second = first
            first = b
        } else {
            if (second < 0 || count > COUNT[k * batches + second + 1]) { second = b }
        }
    }
    low = first < second ? first : second
    high = first < second ? second : first
    set label 100 + k NAME[k + 1] at x0(k) + left + width / 2, Y[1] + 0.45 center font ",17" textcolor rgb "#222222"
    set label 110 + k sprintf("batch %d", low) at x0(k) + left + width / 2 - 0.05, Y[n] - 0.35 right font ",16" \
        textcolor rgb COLOUR[low + 1]
    set label 120 + k sprintf("batch %d", high) at x0(k) + left + width / 2 + 0.05, Y[n] - 0.35 left font ",16" \
        textcolor rgb COLOUR[high + 1]
}
set xrange [-0.2 : 4 * width + 3 * gap + 0.2]
set yrange [Y[n] - 0.55 : Y[1] + 0.65]
set size ratio -1
plot for [k = 0:3] data.'layout.csv' using ($4 + x0(k)):5 with points pointtype 7 pointsize 0.6 linecolor rgb "#333333"
