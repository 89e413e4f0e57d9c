# The spinning box's energy against time over 3000 steps (no gravity, so
# all of it is kinetic): XPBD at 10, 20 and 40 substeps (box-N.csv), each
# with the law the page derives, E0/(1 + 2·θ̇0²·h·t) with θ̇0 = 2 rad/s and
# h = (1/60)/N, dashed; and the soft step at the pair's settings
# (box-soft.csv), which keeps it.
set xlabel "time (s)"
set ylabel "energy (J)"
set xrange [0:50]
set yrange [2:4.2]
set key bottom left Left reverse samplen 2.5
law(t, n) = 4.0 / (1.0 + 2.0 * 2.0**2 * (1.0 / (60.0 * n)) * t)
plot data.'box-soft.csv' using 'time':'energy' with lines linetype 3 title 'soft step', \
     data.'box-40.csv' using 'time':'energy' with lines linetype 1 title 'XPBD, 40 substeps', \
     data.'box-20.csv' using 'time':'energy' with lines linetype 2 title 'XPBD, 20 substeps', \
     data.'box-10.csv' using 'time':'energy' with lines linetype 4 title 'XPBD, 10 substeps', \
     law(x, 40) with lines linecolor rgb "#333333" linewidth 1 dashtype (4, 4) title 'E_0/(1 + 2 θ̇_0^2 h t)', \
     law(x, 20) with lines linecolor rgb "#333333" linewidth 1 dashtype (4, 4) notitle, \
     law(x, 10) with lines linecolor rgb "#333333" linewidth 1 dashtype (4, 4) notitle
