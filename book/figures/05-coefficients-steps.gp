# Per step, not per second: the same spring (Cs = 0.1, Cd = 0.05) with three
# bobs and three time steps, from the dumps same-*.csv (one row per particle
# per step; particle 1 is the bob, whose x is the stretch). Left, against the
# step: one curve, the three drawn one on another, widest first, in the
# right panel's colours. Right, against the time, step·Δt: three.
set terminal svg size 760,360 enhanced font "DejaVu Sans,13" background rgb "white"
set output output
# Rows alternate anchor (index 0) and bob (index 1): every 2::1 is the bob.

set multiplot layout 1, 2
set key top right
set label 1 "all three runs, one on another" at 62, 0.48 right textcolor rgb "#333333"
set ylabel "stretch x (m)"
set yrange [-0.45:0.55]
set ytics 0.25
set xlabel "step"
set xrange [0:60]
set xtics 20
set margins 11, 2, 4, 1.5
plot data.'same-1kg-60.csv' every 2::1 using 'step':'x' with lines linetype 1 linewidth 12 notitle, \
     data.'same-100kg-240.csv' every 2::1 using 'step':'x' with lines linetype 2 linewidth 7 notitle, \
     data.'same-01kg-30.csv' every 2::1 using 'step':'x' with lines linetype 3 linewidth 2.5 notitle

unset label 1
set xlabel "time (s)"
set xrange [0:2]
set xtics 0.5
unset ylabel
set format y ""
set margins 3, 2, 4, 1.5
plot data.'same-1kg-60.csv' every 2::1 using (column('step') / 60.0):'x' with lines linetype 1 linewidth 2 title "1 kg, 1/60 s", \
     data.'same-100kg-240.csv' every 2::1 using (column('step') / 240.0):'x' with lines linetype 2 linewidth 2 title "100 kg, 1/240 s", \
     data.'same-01kg-30.csv' every 2::1 using (column('step') / 30.0):'x' with lines linetype 3 linewidth 2 title "0.1 kg, 1/30 s"
unset multiplot
