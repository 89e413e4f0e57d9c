# What one spring visit costs on the two cloths, from the committed results
# of make bench (bench/results.csv): nanoseconds a visit (the step's time over
# its visits) at 16 visits a step, for chapter 12 in the cloth's order and
# sorted by particle, and for the three substep solvers (chapter 13's small
# steps, chapter 14's soft step, chapter 15's XPBD in its shuffled order),
# each on the 64 and the 128 cloth. A row of another solver, size or count
# gives NaN, which gnuplot leaves out.
set style fill solid 0.85 noborder
set boxwidth 0.34
set xrange [-0.6:4.6]
set yrange [0:20]
set ylabel "nanoseconds per spring visit"
set xtics ("12\nscene’s order" 0, "12\nby particle" 1, "13\nsmall steps" 2, "14\nsoft step" 3, "15\nXPBD, shuffled" 4) \
    scale 0 offset 0, -0.3
set grid noxtics
set key top left Left reverse samplen 1.5
set margins 10, 3, 5, 1.5

f = data.'results.csv'
slot(dummy) = column('chapter') == 12 ? (strcol('variant') eq 'order=particles' ? 1 : (strcol('variant') eq '' ? 0 : NaN)) \
            : column('chapter') >= 13 && column('chapter') <= 15 && strcol('variant') eq '' ? column('chapter') - 11 : NaN
at(size, shift) = (strcol('solver') eq 'ours' && strcol('scene') eq 'cloth' && column('size') == size \
                   && column('iterations') == 16) ? slot(0) + shift : NaN
plot f using (at(64, -0.18)):'ns_per_spring_iteration' with boxes linetype 1 title 'cloth 64 × 64', \
     f using (at(128, 0.18)):'ns_per_spring_iteration' with boxes linetype 4 title 'cloth 128 × 128', \
     f using (at(64, -0.18)):'ns_per_spring_iteration':(sprintf("%.1f", column('ns_per_spring_iteration'))) with labels offset 0, 0.7 font ",11" textcolor rgb '#333333' notitle, \
     f using (at(128, 0.18)):'ns_per_spring_iteration':(sprintf("%.1f", column('ns_per_spring_iteration'))) with labels offset 0, 0.7 font ",11" textcolor rgb '#333333' notitle
