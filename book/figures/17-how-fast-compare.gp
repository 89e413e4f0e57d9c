# bench/compare.csv: each solver's worst link over the run on each scene, at
# 16 spring visits a step (the rows with no variant), one column of points
# a solver. A row of another scene or variant gives NaN, which gnuplot
# leaves out.
set logscale y 10
set format y "%g"
set yrange [1e-3:1e4]
set xrange [-0.5:7.5]
set ylabel "worst link's stretch (% of its length)"
set xtics ("09\nnaive" 0, "10\nseq." 1, "11\nwarm" 2, "12\ncorr." 3, \
           "13\nsmall" 4, "14\nsoft" 5, "15\nXPBD" 6, "Box2D\nv3" 7)
set key outside right top Left reverse samplen 1
set margins 10, 20, 5, 1.5
set grid noxtics

f = data.'compare.csv'
slot(dummy) = strcol('solver') eq 'box2d3' ? 7 : column('chapter') - 9
worst(scene) = (strcol('variant') eq '' && strcol('scene') eq scene) ? 100*column('max_stretch') : NaN

plot f using (slot(0) - 0.15):(worst('wrecking-ball')) with points pointtype 7 pointsize 1.2 linetype 1 title 'wrecking ball', \
     f using (slot(0) - 0.05):(worst('string')) with points pointtype 5 pointsize 1.1 linetype 2 title 'string', \
     f using (slot(0) + 0.05):(worst('bridge')) with points pointtype 9 pointsize 1.3 linetype 3 title 'bridge', \
     f using (slot(0) + 0.15):(worst('cloth')) with points pointtype 13 pointsize 1.3 linetype 4 title 'cloth 128'
