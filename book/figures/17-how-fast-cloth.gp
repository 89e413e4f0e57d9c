# The largest cloth in bench/results.csv: time per step against mean stretch
# for every solver that holds it (chapters 10, 11 and 12 in the scene's
# order, chapter 14's soft step, chapter 15's XPBD, Box2D 2.4.1's rigid
# joints at its 3 position iterations, Box2D v3),
# each a curve over its spring visits a step. Box2D v3 was run at 4 and 8
# substeps of two visits (its rows' iterations are substeps), so the soft
# step is drawn at the same 8 and 16 visits; its row at 4 visits, 2 substeps,
# runs its 60 Hz springs past Box2D's mark (chapter 14) and lies off the plot.
# The points of chapters 11 and 12, XPBD, the two Box2Ds and the soft step
# are labelled with their visits; chapter 10 runs the same 4, 8 and 16 as 11.
# Ringed: chapter 11 at the crossover's sweeps, its five paired runs from
# bench/crossover.csv (one stretch, five times). Those ran in a later run of
# the bench, on a machine faster that day, so each ring stands at XPBD's time
# here (8 substeps) times its pair's ratio: the pairs' verdict, on this
# figure's clock.
# A row that is not the curve's gives NaN, which gnuplot leaves out.
f = data.'results.csv'
# XPBD's time at 8 substeps, before the log scale (stats ignores NaN rows).
stats f using ((strcol('solver') eq 'ours' && column('chapter') == 15 && strcol('variant') eq '' \
               && strcol('scene') eq 'cloth' && column('size') == 128 && column('iterations') == 8) \
               ? column('ms_per_step') : NaN) nooutput
xpbd8 = STATS_max
set logscale xy 10
set format x "%g"
set format y "%g"
set xrange [0.08:12]
set yrange [0.4:200]
set xlabel "mean stretch over the run (% of rest length)"
set ylabel "milliseconds per step"
set terminal svg size 760,520 enhanced font "DejaVu Sans,13" background rgb "white"
set output output
set key outside below center horizontal Left reverse samplen 2.5 width 1 maxrows 3
set margins 10, 3, 9, 1.5

ours(ch, v) = (strcol('solver') eq 'ours' && column('chapter') == ch && strcol('variant') eq v \
               && strcol('scene') eq 'cloth' && column('size') == 128) ? 100*column('mean_stretch') : NaN
box2d(j, p) = (strcol('solver') eq 'box2d' && strcol('variant') eq j && column('position_iterations') == p \
               && strcol('scene') eq 'cloth' && column('size') == 128) ? 100*column('mean_stretch') : NaN
count = 'sprintf("%d", column("iterations"))'
soft(dummy) = (strcol('solver') eq 'ours' && column('chapter') == 14 && strcol('variant') eq '' \
               && strcol('scene') eq 'cloth' && column('size') == 128 && column('iterations') >= 8) ? 100*column('mean_stretch') : NaN
v3(dummy) = (strcol('solver') eq 'box2d3' && strcol('scene') eq 'cloth' && column('size') == 128) ? 100*column('mean_stretch') : NaN
visits3 = 'sprintf("%d", 2*column("iterations"))'

plot f using (ours(10, '')):'ms_per_step' with linespoints linetype 5 linewidth 1.2 pointtype 9 pointsize 0.8 title 'chapter 10', \
     f using (ours(11, '')):'ms_per_step' with linespoints linetype 1 linewidth 1.2 pointtype 13 pointsize 0.8 title 'chapter 11', \
     f using (ours(11, '')):'ms_per_step':(@count) with labels offset -1.2, -0.6 font ",11" textcolor rgb '#1f6fb2' notitle, \
     f using (ours(12, '')):'ms_per_step' with linespoints linetype 4 pointtype 7 title 'chapter 12', \
     f using (ours(12, '')):'ms_per_step':(@count) with labels offset 1.2, 0.6 font ",11" textcolor rgb '#8a5a10' notitle, \
     f using (soft(0)):'ms_per_step' with linespoints linetype 3 linecolor rgb '#1b8a99' pointtype 11 pointsize 1.1 title 'chapter 14, soft step', \
     f using (soft(0)):'ms_per_step':(@count) with labels offset -1.4, 0 font ",11" textcolor rgb '#1b8a99' notitle, \
     f using (ours(15, '')):'ms_per_step' with linespoints linetype 3 pointtype 7 title 'chapter 15, XPBD', \
     f using (ours(15, '')):'ms_per_step':(@count) with labels offset -1.2, 0.6 font ",11" textcolor rgb '#1f6e4f' notitle, \
     f using (box2d('rigid', 3)):'ms_per_step' with linespoints linetype 2 pointtype 5 title 'Box2D 2.4.1, rigid', \
     f using (box2d('rigid', 3)):'ms_per_step':(@count) with labels offset 1.2, 0.6 font ",11" textcolor rgb '#a0303f' notitle, \
     f using (v3(0)):'ms_per_step' with linespoints linetype 2 linecolor rgb '#7a1f2b' dashtype 3 pointtype 4 pointsize 1.1 title 'Box2D v3', \
     f using (v3(0)):'ms_per_step':(@visits3) with labels offset 1.4, 0 font ",11" textcolor rgb '#7a1f2b' notitle, \
     data.'crossover.csv' using (100*column('sweeps_mean_stretch')):(xpbd8*column('ratio')) with points linetype 1 pointtype 6 pointsize 1.6 title 'chapter 11, 37 sweeps'
