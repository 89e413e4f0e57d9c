# Where an 8 × 8 cloth's particles sit in chapter 16's arrays. The program's
# --dump at step 0 (layout.csv) gives each particle's index, its place in
# x[], y[] and the other arrays, and where it hangs; each dot is labelled
# with its index. Within a row the even columns come first, then the odd
# ones. Two batches are drawn, worked out from the rule in cloth_build and
# colour_springs (the program does not report its batches): in blue, the
# springs along the rows from an even column, each row's one run (row 1:
# 8 9 10 11 to 12 13 14 15); in red, the upright springs down from the
# even rows, each a run of eight (row 0: 0 to 7 down to 8 to 15). The
# anchors, the top row, are squares.
set terminal svg size 760,520 enhanced font "DejaVu Sans,13" background rgb "white"
set output output
unset key
unset border
unset tics
unset grid
set size ratio -1
set margins 1, 1, 0.5, 0.5
side = 8
n = side * side
array X[n]
array Y[n]
stats data.'layout.csv' using (X[int($3) + 1] = $4, Y[int($3) + 1] = $5, 0) nooutput

# Index of the particle in row r, column c: cloth_build's cloth_slot.
evens = (side + 1) / 2
slot(r, c) = r * side + (c % 2 == 0 ? c / 2 : evens + c / 2)
do for [r = 0:side - 1] {
    do for [c = 0:side - 2:2] {
        a = slot(r, c) + 1; b = slot(r, c + 1) + 1
        set arrow from X[a], Y[a] to X[b], Y[b] nohead linecolor rgb "#1f6fb2" linewidth 3
    }
}
do for [r = 0:side - 2:2] {
    do for [c = 0:side - 1] {
        a = slot(r, c) + 1; b = slot(r + 1, c) + 1
        set arrow from X[a], Y[a] to X[b], Y[b] nohead linecolor rgb "#d1495b" linewidth 3
    }
}
set xrange [X[1] - 0.15:X[side] + 0.15]
set yrange [Y[n] - 0.15:Y[1] + 0.15]
plot data.'layout.csv' using 4:5:($3 < side ? 5 : 7) with points pointtype variable pointsize 1.1 linecolor rgb "#555555", \
     data.'layout.csv' using 4:5:(sprintf("%d", $3)) with labels offset 1.1, 0.8 font ",11" textcolor rgb "#333333"
