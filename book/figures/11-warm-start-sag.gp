# The girder at rest after 3000 steps at the program's defaults (8
# iterations), cold (shape-cold.csv, warmstart 0) over warm-started at 1 by
# the article's rule (shape-warm.csv), drawn to scale from --dump runs of
# the sequential world alone, with the built girder dashed. Particle 2i is
# panel i's top, 2i + 1 its bottom; 0 and 1 are the anchors at the wall.
# Each panel has its two chords, its vertical and both diagonals.
N = 22
last = 3000
array X[2 * N]
array Y[2 * N]
files = "shape-cold.csv shape-warm.csv"
do for [f = 1:2] {
    do for [i = 0:N - 1] {
        row = last * N + i
        stats data.word(files, f) every ::row::row using 4 nooutput
        X[(f - 1) * N + i + 1] = STATS_max
        stats data.word(files, f) every ::row::row using 5 nooutput
        Y[(f - 1) * N + i + 1] = STATS_max
    }
}
set datafile nocolumnheaders
bx(i) = int(i / 2) * 0.5
by(i) = i % 2 == 0 ? 0 : -0.5
colour(f) = f == 0 ? "#b0b0b0" : f == 1 ? "#d1495b" : "#2a9d6f"
# spring k of panel p (p = 0: the wall's vertical): its two ends
n = 0
do for [f = 0:2] {
    do for [p = 0:10] {
        do for [k = 1:5] {
            if (p == 0 && k > 1) { continue }
            a = k == 1 ? 2 * p : k == 2 ? 2 * p - 2 : k == 3 ? 2 * p - 1 : k == 4 ? 2 * p - 2 : 2 * p - 1
            b = k == 1 ? 2 * p + 1 : k == 2 ? 2 * p : k == 3 ? 2 * p + 1 : k == 4 ? 2 * p + 1 : 2 * p
            n = n + 1
            if (f == 0) {
                set arrow n from bx(a), by(a) to bx(b), by(b) nohead linecolor rgb colour(f) dashtype (4, 3) linewidth 1.2
            } else {
                o = (f - 1) * N
                set arrow n from X[o + a + 1], Y[o + a + 1] to X[o + b + 1], Y[o + b + 1] nohead linecolor rgb colour(f) linewidth 1.8
            }
        }
    }
}
set terminal svg size 760,330 enhanced font "DejaVu Sans,12" background rgb "white"
set output output
unset key
set size ratio -1
set xrange [-0.2:7]
set yrange [-2.3:0.3]
set xtics 1
set ytics 0.5
set xlabel "x (m)"
set ylabel "y (m)"
# the tip: particle 20, the free end's top
set label 1 sprintf("cold: tip %.2f m down", -Y[21]) at X[21] + 0.15, Y[21] - 0.05 left font ",11" textcolor rgb "#d1495b"
set label 2 sprintf("warm start 1: tip %.2f m down", -Y[N + 21]) at X[N + 21] + 0.15, Y[N + 21] left font ",11" textcolor rgb "#2a9d6f"
set label 3 "as built" at 5.15, 0.1 left font ",11" textcolor rgb "#888888"
plot NaN notitle
