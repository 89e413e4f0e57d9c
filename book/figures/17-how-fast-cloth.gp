# The largest cloth in bench/results.csv: time per step against mean stretch
# for the solvers whose stretch falls as they sweep more (chapter 12 in runs
# and by particle, chapter 15's XPBD, Box2D 2.4.1's rigid joints at its 3
# position iterations), each a curve over its iterations (XPBD's substeps),
# each point labelled with that count. A row that is not the curve's gives
# NaN, which gnuplot leaves out.
set logscale xy 10
set format x "%g"
set format y "%g"
set xrange [0.08:12]
set yrange [1:200]
set xlabel "mean stretch over the run (% of rest length)"
set ylabel "milliseconds per step"
set key top left Left reverse samplen 2.5
set margins 10, 3, 4, 1.5

f = data.'results.csv'
ours(ch, v) = (strcol('solver') eq 'ours' && column('chapter') == ch && strcol('variant') eq v \
               && strcol('scene') eq 'cloth' && column('size') == 128) ? 100*column('mean_stretch') : NaN
box2d(j, p) = (strcol('solver') eq 'box2d' && strcol('variant') eq j && column('position_iterations') == p \
               && strcol('scene') eq 'cloth' && column('size') == 128) ? 100*column('mean_stretch') : NaN
count = 'sprintf("%d", column("iterations"))'

plot f using (ours(12, '')):'ms_per_step' with linespoints linetype 4 pointtype 7 title 'chapter 12, in runs', \
     f using (ours(12, '')):'ms_per_step':(@count) with labels offset 1.2, -0.6 font ",11" textcolor rgb '#8a5a10' notitle, \
     f using (ours(12, 'order=particles')):'ms_per_step' with linespoints linetype 4 dashtype 2 pointtype 6 title 'chapter 12, by particle', \
     f using (ours(12, 'order=particles')):'ms_per_step':(@count) with labels offset 1.2, 0.6 font ",11" textcolor rgb '#8a5a10' notitle, \
     f using (ours(15, '')):'ms_per_step' with linespoints linetype 3 pointtype 7 title 'chapter 15, XPBD', \
     f using (ours(15, '')):'ms_per_step':(@count) with labels offset 1.2, 0.6 font ",11" textcolor rgb '#1f6e4f' notitle, \
     f using (box2d('rigid', 3)):'ms_per_step' with linespoints linetype 2 pointtype 5 title 'Box2D 2.4.1, rigid', \
     f using (box2d('rigid', 3)):'ms_per_step':(@count) with labels offset 1.2, 0.6 font ",11" textcolor rgb '#a0303f' notitle
