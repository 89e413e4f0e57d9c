# The road: each solver chapter's mean stretch on four scenes at 16 spring
# visits a step (the rows of bench/compare.csv with no variant), a filled mark
# where the run gained no energy and a cross where it did (rise > 0.01 J).
set logscale y 10
set format y "%g"
set yrange [1e-3:1e3]
set xrange [-0.5:7.5]
set ylabel "mean stretch (% of rest length)"
set xtics ("09\nnaive" 0, "10\nseq." 1, "11\nwarm" 2, "12\ncorr." 3, \
           "13\nsmall" 4, "14\nsoft" 5, "15\nXPBD" 6, "Box2D\nv3" 7)
set key outside below center horizontal Left reverse samplen 1 width 2 maxrows 2 title "filled: gained no energy"
set margins 10, 3, 8, 1.5
set grid noxtics

f = data.'compare.csv'
slot(dummy) = strcol('solver') eq 'box2d3' ? 7 : column('chapter') - 9
row(scene) = strcol('variant') eq '' && strcol('scene') eq scene
held(scene) = row(scene) && column('rise') <= 0.01 ? 100*column('mean_stretch') : NaN
gained(scene) = row(scene) && column('rise') > 0.01 ? 100*column('mean_stretch') : NaN

plot f using (slot(0) - 0.3):(held('wrecking-ball')) with points pointtype 7 pointsize 1.2 linetype 1 title 'wrecking ball', \
     f using (slot(0) - 0.1):(held('string')) with points pointtype 5 pointsize 1.1 linetype 2 title 'string', \
     f using (slot(0) + 0.1):(held('bridge')) with points pointtype 9 pointsize 1.3 linetype 3 title 'bridge', \
     f using (slot(0) + 0.3):(held('cloth')) with points pointtype 13 pointsize 1.3 linetype 4 title 'cloth 128', \
     f using (slot(0) - 0.3):(gained('wrecking-ball')) with points pointtype 2 pointsize 1.3 linewidth 2 linetype 1 title '×: gained energy', \
     f using (slot(0) - 0.1):(gained('string')) with points pointtype 2 pointsize 1.3 linewidth 2 linetype 2 notitle, \
     f using (slot(0) + 0.3):(gained('cloth')) with points pointtype 2 pointsize 1.3 linewidth 2 linetype 4 notitle
