# The largest cloth in bench/results.csv: time per step against mean stretch,
# each solver a curve over its iteration counts. A row that is not the
# curve's gives NaN, which gnuplot leaves out.
set logscale xy 10
set xlabel "mean stretch over the run (% of rest length)"
set ylabel "milliseconds per step"
set key outside right top Left reverse samplen 2.5
set margins 10, 30, 4, 1.5

f = data.'results.csv'
ours(ch, v) = (strcol('solver') eq 'ours' && column('chapter') == ch && strcol('variant') eq v \
               && strcol('scene') eq 'cloth' && column('size') == 128) ? 100*column('mean_stretch') : NaN
box2d(j, p) = (strcol('solver') eq 'box2d' && strcol('variant') eq j && column('position_iterations') == p \
               && strcol('scene') eq 'cloth' && column('size') == 128) ? 100*column('mean_stretch') : NaN

plot f using (ours(9, '')):'ms_per_step' with points pointtype 7 linecolor rgb '#7a5195' title 'chapter 09 (naive)', \
     f using (ours(10, '')):'ms_per_step' with linespoints linetype 1 pointtype 7 title 'chapter 10', \
     f using (ours(11, '')):'ms_per_step' with linespoints linetype 3 pointtype 7 title 'chapter 11', \
     f using (ours(12, '')):'ms_per_step' with linespoints linetype 4 pointtype 7 title 'chapter 12', \
     f using (ours(12, 'order=particles')):'ms_per_step' with linespoints linetype 4 dashtype 2 pointtype 6 title 'chapter 12, springs by particle', \
     f using (box2d('rigid', 3)):'ms_per_step' with linespoints linetype 2 pointtype 5 title 'Box2D rigid, 3 position it.', \
     f using (box2d('rigid', 0)):'ms_per_step' with linespoints linetype 2 dashtype 2 pointtype 4 title 'Box2D rigid, 0 position it.', \
     f using (box2d('soft', 3)):'ms_per_step' with linespoints linetype 5 pointtype 9 title 'Box2D soft, 3 position it.', \
     f using (box2d('soft', 0)):'ms_per_step' with linespoints linetype 5 dashtype 2 pointtype 8 title 'Box2D soft, 0 position it.'
