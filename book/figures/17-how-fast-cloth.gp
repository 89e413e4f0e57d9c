# The largest cloth in bench/results.csv: time per step against mean stretch
# for the solvers whose stretch falls as they sweep more (chapters 10, 11 and
# 12 in the scene's order, chapter 12 sorted by particle, chapter 15's XPBD,
# Box2D 2.4.1's rigid joints at its 3 position iterations), each a curve over
# its iterations (XPBD's substeps). The points of chapter 12, XPBD and Box2D
# are labelled with that count; chapters 10 and 11 run the same 4, 8 and 16.
# A row that is not the curve's gives NaN, which gnuplot leaves out.
set logscale xy 10
set format x "%g"
set format y "%g"
set xrange [0.08:12]
set yrange [0.4:200]
set xlabel "mean stretch over the run (% of rest length)"
set ylabel "milliseconds per step"
set key bottom left Left reverse samplen 2.5 spacing 1.15
set margins 10, 3, 4, 1.5

f = data.'results.csv'
ours(ch, v) = (strcol('solver') eq 'ours' && column('chapter') == ch && strcol('variant') eq v \
               && strcol('scene') eq 'cloth' && column('size') == 128) ? 100*column('mean_stretch') : NaN
box2d(j, p) = (strcol('solver') eq 'box2d' && strcol('variant') eq j && column('position_iterations') == p \
               && strcol('scene') eq 'cloth' && column('size') == 128) ? 100*column('mean_stretch') : NaN
count = 'sprintf("%d", column("iterations"))'

plot f using (ours(10, '')):'ms_per_step' with linespoints linetype 5 linewidth 1.2 pointtype 9 pointsize 0.8 title 'chapter 10', \
     f using (ours(11, '')):'ms_per_step' with linespoints linetype 1 linewidth 1.2 pointtype 13 pointsize 0.8 title 'chapter 11', \
     f using (ours(12, '')):'ms_per_step' with linespoints linetype 4 pointtype 7 title 'chapter 12, in runs', \
     f using (ours(12, '')):'ms_per_step':(@count) with labels offset 1.2, -0.6 font ",11" textcolor rgb '#8a5a10' notitle, \
     f using (ours(12, 'order=particles')):'ms_per_step' with linespoints linetype 4 dashtype 2 pointtype 6 title 'chapter 12, by particle', \
     f using (ours(12, 'order=particles')):'ms_per_step':(@count) with labels offset 1.2, 0.6 font ",11" textcolor rgb '#8a5a10' notitle, \
     f using (ours(15, '')):'ms_per_step' with linespoints linetype 3 pointtype 7 title 'chapter 15, XPBD', \
     f using (ours(15, '')):'ms_per_step':(@count) with labels offset 1.2, 0.6 font ",11" textcolor rgb '#1f6e4f' notitle, \
     f using (box2d('rigid', 3)):'ms_per_step' with linespoints linetype 2 pointtype 5 title 'Box2D 2.4.1, rigid', \
     f using (box2d('rigid', 3)):'ms_per_step':(@count) with labels offset 1.2, 0.6 font ",11" textcolor rgb '#a0303f' notitle
