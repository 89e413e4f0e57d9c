# The road: each solver chapter's worst link over the run on four scenes at 16
# spring visits a step (the rows of bench/compare.csv with no variant). A run
# holds when it gained no energy (rise <= 0.01 J) and no link reached twice its
# rest length (max stretch under 100 %, the dashed line): a filled mark. An
# open mark gained no energy but stretched a link past that; a cross gained.
# A line under the legend says what the three kinds of mark mean, in words, so that
# no colour is tied to them: every mark on the plot takes its scene's colour.
set logscale y 10
set format y "%g"
set yrange [1e-2:1e4]
set xrange [-0.5:7.5]
set ylabel "worst link's stretch (% of rest length)"
set xtics ("09\nnaive" 0, "10\nseq." 1, "11\nwarm" 2, "12\ncorr." 3, \
           "13\nsmall" 4, "14\nsoft" 5, "15\nXPBD" 6, "Box2D\nv3" 7)
set terminal svg size 760,450 enhanced font "DejaVu Sans,13" background rgb "white"
set output output
set key outside below center horizontal Left reverse samplen 1 width 1 maxcols 4
set margins 10, 3, 8, 1.5
set grid noxtics
set label "filled: holds     open: no energy gained, a link past twice its length     ×: gained energy" \
    at screen 0.5, screen 0.175 center font ",12" textcolor rgb "#333333"
set arrow from graph 0, first 100 to graph 1, first 100 nohead dashtype 2 linecolor rgb "#777777" linewidth 1.2 back
set label "a link twice its rest length" at graph 0.99, first 140 right font ",11" textcolor rgb "#555555"

f = data.'compare.csv'
slot(dummy) = strcol('solver') eq 'box2d3' ? 7 : column('chapter') - 9
row(scene) = strcol('variant') eq '' && strcol('scene') eq scene
kept(scene) = row(scene) && column('rise') <= 0.01
held(scene) = kept(scene) && column('max_stretch') < 1 ? 100*column('max_stretch') : NaN
long(scene) = kept(scene) && column('max_stretch') >= 1 ? 100*column('max_stretch') : NaN
gained(scene) = row(scene) && column('rise') > 0.01 ? 100*column('max_stretch') : NaN

plot f using (slot(0) - 0.3):(held('wrecking-ball')) with points pointtype 7 pointsize 1.2 linetype 1 title 'wrecking ball', \
     f using (slot(0) - 0.1):(held('string')) with points pointtype 5 pointsize 1.1 linetype 2 title 'string', \
     f using (slot(0) + 0.1):(held('bridge')) with points pointtype 9 pointsize 1.3 linetype 3 title 'bridge', \
     f using (slot(0) + 0.3):(held('cloth')) with points pointtype 13 pointsize 1.3 linetype 4 title 'cloth 128', \
     f using (slot(0) - 0.3):(long('wrecking-ball')) with points pointtype 6 pointsize 1.2 linewidth 2 linetype 1 notitle, \
     f using (slot(0) - 0.1):(long('string')) with points pointtype 4 pointsize 1.1 linewidth 2 linetype 2 notitle, \
     f using (slot(0) + 0.1):(long('bridge')) with points pointtype 8 pointsize 1.3 linewidth 2 linetype 3 notitle, \
     f using (slot(0) + 0.3):(long('cloth')) with points pointtype 12 pointsize 1.3 linewidth 2 linetype 4 notitle, \
     f using (slot(0) - 0.3):(gained('wrecking-ball')) with points pointtype 2 pointsize 1.3 linewidth 2 linetype 1 notitle, \
     f using (slot(0) - 0.1):(gained('string')) with points pointtype 2 pointsize 1.3 linewidth 2 linetype 2 notitle, \
     f using (slot(0) + 0.1):(gained('bridge')) with points pointtype 2 pointsize 1.3 linewidth 2 linetype 3 notitle, \
     f using (slot(0) + 0.3):(gained('cloth')) with points pointtype 2 pointsize 1.3 linewidth 2 linetype 4 notitle
