# The four ways a spring of the triangle comes to rest, one panel a region:
# `single` from 0.5 m out, the bob's x (its stretch: the anchor sits at
# x = −1 and the rest length is 1 m) at each of 40 steps, from the program's
# --dump, a dot a step (a step is all the program knows). The panels' (Cs, Cd) are those of book/figures/05-coefficients.mk.
set terminal svg size 760,520 enhanced font "DejaVu Sans,13" background rgb "white"
set output output
bob(col) = (strcol('kind') eq 'p' && column('index') == 1) ? column(col) : NaN
set xrange [0:40]
# Low enough for the fast ring's first step, 0.75 m past rest.
set yrange [-0.85:0.6]
set xtics 10
set ytics 0.25
set grid ytics
unset key
set multiplot layout 2, 2 margins 0.13, 0.98, 0.14, 0.92 spacing 0.08, 0.17
set title "rings: Cs = 0.2, Cd = 0.1" font ",12"
set ylabel "stretch (m)"
unset xlabel
plot data.'way-rings.csv' using 'step':(bob('x')) with points linetype 1 pointtype 7 pointsize 0.6
set title "rings fast: Cs = 2.5, Cd = 0.3" font ",12"
unset ylabel
plot data.'way-fast.csv' using 'step':(bob('x')) with points linetype 2 pointtype 7 pointsize 0.6
set title "creeps: Cs = 0.1, Cd = 1" font ",12"
set ylabel "stretch (m)"
set xlabel "step"
plot data.'way-creeps.csv' using 'step':(bob('x')) with points linetype 3 pointtype 7 pointsize 0.6
set title "flips: Cs = 1.5, Cd = 1.2" font ",12"
unset ylabel
plot data.'way-flips.csv' using 'step':(bob('x')) with points linetype 4 pointtype 7 pointsize 0.6
unset multiplot
