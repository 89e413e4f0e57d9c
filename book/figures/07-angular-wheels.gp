# The wheels' angular velocities θ̇ (the dump: two body rows per step, the small
# wheel, index 0, then the large, index 1, so `every 2::0` and `every 2::1`)
# and their angular momentum Σ I·θ̇ (the CSV's angular_momentum column, on the
# right-hand axis) against time. Dotted: the common rate they settle to,
# Σ I·θ̇ / Σ I = 2/5 rad/s.
dt = 1.0 / 60

set xrange [0:10]
set yrange [-1.5:3.25]
set y2range [-1.5:3.25]
set xtics 1
set ytics 0.5 nomirror
set samples 2
set y2tics 0.5
set xlabel "time t (s); Δt = 1/60 s"
set ylabel "angular velocity dθ/dt (rad/s)"
set y2label "angular momentum Σ I dθ/dt (kg·m²/s)"
set key top left horizontal maxcols 2 Left reverse samplen 2.5 width 2
set margins 10, 10, 4, 1.5

plot data.'wheels-dump.csv' every 2::0 using (column('step') * dt):'omega' \
         with lines linetype 1 linewidth 2 title 'small wheel, 1 kg·m²', \
     data.'wheels-dump.csv' every 2::1 using (column('step') * dt):'omega' \
         with lines linetype 2 linewidth 2 title 'large wheel, 4 kg·m²', \
     data.'wheels.csv' using 'time':'angular_momentum' axes x1y2 \
         with lines linetype 3 linewidth 3 title 'Σ I dθ/dt (right axis)', \
     0.4 with lines dashtype (3, 3) linewidth 1.5 linecolor rgb "#777777" title 'together: 2/5 rad/s'
