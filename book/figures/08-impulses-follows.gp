# Chapter 08 against chapter 07: at each step, the largest distance |Δx| or
# |Δy| between the two programs' places for the same particle. The dumps list
# the same particles in the same order, so paste joins them row by row and awk
# keeps each step's largest difference (0 where the two agree to the bit,
# drawn as a gap on the log scale).
largest(scene) = sprintf("< paste -d, %sch07-%s.csv %sch08-%s.csv | awk -F, 'NR == 1 {print \"step,diff\"; next} {d = $4 - $13; if (d < 0) d = -d; e = $5 - $14; if (e < 0) e = -e; if (e > d) d = e; if ($1 != s) {if (NR > 2) print s \",\" m; s = $1; m = 0} if (d > m) m = d} END {print s \",\" m}'", data, scene, data, scene)
shown(v) = v > 0 ? v : NaN

set logscale y
set format y "10^{%L}"
set xrange [0:1000]
set yrange [1e-19:1e-9]
set xlabel "step"
set ylabel "largest difference (m)"
set key top left Left reverse samplen 2.5
set ytics 100

plot largest('string') using 'step':(shown(column('diff'))) with lines linetype 2 title 'string', \
     largest('spinning') using 'step':(shown(column('diff'))) with lines linetype 1 title 'spinning', \
     largest('box') using 'step':(shown(column('diff'))) with lines linetype 3 title 'box', \
     largest('dumbbell') using 'step':(shown(column('diff'))) with points linetype 4 pointtype 7 pointsize 1 title 'dumbbell'
