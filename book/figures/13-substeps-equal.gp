# The same budget of 8 sweeps a step, spent as S substeps of N sweeps
# (ball-SxN.csv, dumps of the wrecking ball after 80 steps). Above each
# chain, one frame: S boxes (substeps, each with its own axes, targets and
# move), holding N dots (sweeps). Below, the chain as that split leaves it
# at step 80, the anchor at the top, the ball the large dot; the dashed arc
# is the chain's length, 16 links of 0.3 m, round the anchor.
unset border
unset tics
unset grid
unset key
set size ratio -1
set margins 1, 1, 1, 1
set xrange [-1.6:19.2]
set yrange [-7.3:2.4]
step = 80
gap = 5.0
length = 16 * 0.3
splits = "1x8 2x4 4x2 8x1"
set style arrow 1 nohead linecolor rgb "#6b6b6b" linewidth 1
do for [k = 1:4] {
    off = (k - 1) * gap
    s = int(word(splits, k)[1:strstrt(word(splits, k), "x") - 1])
    n = 8 / s
    # one frame, cut into S substeps, each holding its N sweeps
    set object 10 * k rectangle from off - 1.2, 1.0 to off + 2.4, 1.5 fillstyle empty border linecolor rgb "#6b6b6b" linewidth 1
    do for [i = 1:s - 1] {
        x = off - 1.2 + i * 3.6 / s
        set arrow 10 * k + i from x, 1.0 to x, 1.5 arrowstyle 1
    }
    do for [d = 0:7] {
        set label 100 + 10 * k + d "" at off - 1.2 + 3.6 * (d + 0.5) / 8, 1.25 point pointtype 7 pointsize 0.5 linecolor rgb "#333333"
    }
    set label 200 + k sprintf("%d × %d", s, n) at off + 0.6, 2.05 center font ",15"
}
set label 300 "one frame: S substeps (boxes) of N sweeps (dots)" at -1.2, 0.65 left font ",11" textcolor rgb "#6b6b6b"
set label 301 "dashed: the chain's length round its anchor" at 13.0, -6.9 center font ",11" textcolor rgb "#6b6b6b"
# the arc's angle from the anchor's downward line, sampled across the x range
arc(x) = -0.35 + 0.9 * (x + 1.6) / 20.8
plot for [k = 1:4] '+' using ((k - 1) * gap + length * sin(arc($1))):(-length * cos(arc($1))) with lines dashtype (3, 4) linecolor rgb "#9a9a9a" linewidth 1, \
     for [k = 1:4] data.'ball-'.word(splits, k).'.csv' using ($1 == step ? $4 + (k - 1) * gap : NaN):5 with linespoints linetype 1 pointtype 7 pointsize 0.45, \
     for [k = 1:4] data.'ball-'.word(splits, k).'.csv' using ($1 == step && $3 == 16 ? $4 + (k - 1) * gap : NaN):5 with points linetype 2 pointtype 7 pointsize 1.4
