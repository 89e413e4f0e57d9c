# Chapter 08 against chapter 07: at each step, the largest difference between
# the two programs' dumps of the same scene, |Δx|, |Δy| or |Δangle| (a
# particle's angle is 0 in both, a wheel's axle never moves). The dumps list
# the same particles and bodies in the same order, so paste joins them row by
# row and awk keeps each step's largest difference (0 where the two agree to
# the bit, drawn as a gap on the log scale). Grey: chapter 07's string against
# itself with every node one bit heavier, a change that does nothing in exact
# arithmetic, for the size of a difference of rounding in that scene.
differ(a, b) = sprintf("< paste -d, %s%s.csv %s%s.csv | awk -F, 'NR == 1 {print \"step,diff\"; next} {d = $4 - $13; if (d < 0) d = -d; e = $5 - $14; if (e < 0) e = -e; if (e > d) d = e; f = $6 - $15; if (f < 0) f = -f; if (f > d) d = f; if ($1 != s) {if (NR > 2) print s \",\" m; s = $1; m = 0} if (d > m) m = d} END {print s \",\" m}'", data, a, data, b)
largest(scene) = differ('ch07-'.scene, 'ch08-'.scene)
shown(v) = v > 0 ? v : NaN

set logscale y
set format y "10^{%L}"
set xrange [0:1000]
set yrange [1e-19:1e-9]
set xlabel "step"
set ylabel "largest difference (m, or rad)"
set key top left Left reverse samplen 2.5 maxrows 4
set ytics 100

plot differ('ch07-string', 'ch07-string-heavier') using 'step':(shown(column('diff'))) \
         with lines linewidth 1.5 linecolor rgb "#9a9a9a" title 'string, chapter 07 one bit heavier', \
     largest('string') using 'step':(shown(column('diff'))) with lines linetype 2 title 'string', \
     largest('spinning') using 'step':(shown(column('diff'))) with lines linetype 1 title 'spinning', \
     largest('box') using 'step':(shown(column('diff'))) with lines linetype 3 title 'box', \
     largest('wheels') using 'step':(shown(column('diff'))) with lines linetype 5 title 'wheels (rad)', \
     largest('clock') using 'step':(shown(column('diff'))) with lines linetype 4 title 'clock (rad)', \
     largest('dumbbell') using 'step':(shown(column('diff'))) with points pointtype 7 pointsize 1 linecolor rgb "#333333" title 'dumbbell'
