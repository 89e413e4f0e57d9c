# Symplectic Euler's energy over its start for the undamped `single` spring at
# two stiffnesses (m = 1 kg, Δt = 1/60 s), against the band the text derives:
# the energy stays between 1/(1 + ω·Δt/2) and 1/(1 − ω·Δt/2) of the start,
# where ω·Δt = √κ = Δt·sqrt(k/m). The dotted lines are the two bands.
dt = 1.0 / 60
m = 1.0
runs = "symplectic symplectic-k80"
stiffness = "20 80"
kappa = "1/180 1/45"
omega_dt(i) = dt * sqrt(word(stiffness, i) / m)

array start[words(runs)]
do for [i = 1:words(runs)] {
    stats data.word(runs, i).'.csv' using 'energy' every ::0::0 nooutput
    start[i] = STATS_max
}

set yrange [0.9:1.12]
set ytics 0.02
set format y "%.2f"
set xrange [0:4]
set xlabel "time (s)"
set ylabel "energy / starting energy"
set key top left horizontal

plot for [i = 1:words(runs)] data.word(runs, i).'.csv' \
         using 'time':(column('energy') / start[i]) with lines linetype i linewidth 2.5 \
         title 'k = '.word(stiffness, i).' N/m (κ = '.word(kappa, i).')', \
     for [i = 1:words(runs)] 1 / (1 - omega_dt(i) / 2) with lines dashtype (2, 4) linewidth 1.5 \
         linetype i notitle, \
     for [i = 1:words(runs)] 1 / (1 + omega_dt(i) / 2) with lines dashtype (2, 4) linewidth 1.5 \
         linetype i notitle
