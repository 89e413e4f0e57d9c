# The dumbbell's stretch |x| per step, over its start x0 = 0.5 m, at Cs = 1
# (max_stretch: its one spring is 1 m long). The right impulse form is
# chapter 08's program at Cd = 1; the form as Nissen's paper prints it, with
# m_red off the damping term, is the right form at Cd/m_red (the test
# misprint::is_the_right_form_with_cd_over_m_red): Cd = 1.1 with the masses in
# kilograms (m_red = 10/11 kg), 0.0011 in grams (m_red = 10000/11 g).
set logscale y
set format y "10^{%L}"
set xrange [0:40]
set yrange [1e-17:3]
set xlabel "step"
set ylabel "stretch |x| / x_0"
set key at first 3, first 1e-11 left top Left reverse samplen 2.5
set ytics 100
set xtics 5

x0 = 0.5
shown(v) = v > 0 ? v / x0 : NaN
plot data.'printed-g.csv' using 'step':(shown(column('max_stretch'))) with linespoints \
         linetype 2 pointtype 6 pointsize 0.8 title 'as printed, masses in grams', \
     data.'printed-kg.csv' using 'step':(shown(column('max_stretch'))) with linespoints \
         linetype 4 pointtype 4 pointsize 0.8 title 'as printed, masses in kilograms', \
     data.'right.csv' using 'step':(shown(column('max_stretch'))) with linespoints \
         linetype 1 pointtype 7 pointsize 1.2 title 'with m_{red} on both terms (chapter 08)'
