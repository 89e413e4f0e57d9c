# The lesson on the string: at each step, the largest difference between
# chapter 07's and chapter 08's dumps of the same run (|Δx| or |Δy| of any
# node), against the difference chapter 07 makes with itself when every node
# is one bit heavier, a change that does nothing in exact arithmetic (grey).
# For scale, the string's own size: its farthest node from the anchor, which
# sits at the origin (blue). The dumps list the same particles in the same
# order, so paste joins them row by row and awk keeps each step's largest
# difference (0 where the two agree to the bit, drawn as a gap: the grey line's first
# steps, too few to see).
differ(a, b) = sprintf("< paste -d, %s%s.csv %s%s.csv | awk -F, 'NR == 1 {print \"step,diff\"; next} {d = $4 - $13; if (d < 0) d = -d; e = $5 - $14; if (e < 0) e = -e; if (e > d) d = e; if ($1 != s) {if (NR > 2) print s \",\" m; s = $1; m = 0} if (d > m) m = d} END {print s \",\" m}'", data, a, data, b)
size(a) = sprintf("< awk -F, 'NR == 1 {print \"step,size\"; next} {r = sqrt($4 * $4 + $5 * $5); if ($1 != s) {if (NR > 2) print s \",\" m; s = $1; m = 0} if (r > m) m = r} END {print s \",\" m}' %s%s.csv", data, a)
shown(v) = v > 0 ? v : NaN

set logscale y
set format y "10^{%L}"
set xrange [0:1000]
set yrange [1e-19:1e3]
set ytics 1000
set xlabel "step"
set ylabel "metres"
# Each curve named beside it, in its colour, rather than a key across the
# empty middle of the axis.
unset key
set label 1 "the string's size: its farthest node from the anchor" at 500, 0.01 center textcolor rgb "#1f6fb2"
set label 2 "chapter 08 against chapter 07" at 560, 1e-10 center textcolor rgb "#d1495b"
set label 3 "chapter 07 against itself, every node one bit heavier" at 600, 3e-16 center textcolor rgb "#6b6b6b"

plot size('ch08-string') using 'step':'size' with lines linetype 1 \
         title "the string's size: its farthest node from the anchor", \
     differ('ch07-string', 'ch08-string') using 'step':(shown(column('diff'))) \
         with lines linetype 2 title 'chapter 08 against chapter 07', \
     differ('ch07-string', 'ch07-string-heavier') using 'step':(shown(column('diff'))) \
         with lines linewidth 1.5 linecolor rgb "#9a9a9a" title 'chapter 07 against itself, every node one bit heavier'
