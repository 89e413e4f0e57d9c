# Energy of `single` (k = 20 N/m, m = 1 kg) against simulated time at four
# time steps, each divided by its starting energy. After n = t/Δt steps the
# energy law gives (1 + κ)^(t/Δt), κ = k·Δt²/m, which is close to
# exp(k·Δt·t/m): a straight line on this logarithmic axis whose slope is
# proportional to Δt. The dashed lines are that exponential; the exact law
# lies just below it (ln(1 + κ) < κ), by 1.4 % after 2 s at Δt = 1/30 s and
# less at smaller steps.
m = 1.0
k = 20.0
runs = "single-dt30 single-k20 single-dt120 single-dt240"
labels = "1/30 1/60 1/120 1/240"
steps_per_second = "30 60 120 240"

array start[words(runs)]
do for [i = 1:words(runs)] {
    stats data.word(runs, i).'.csv' using 'energy' every ::0::0 nooutput
    start[i] = STATS_max
}

set logscale y
set format y "%g"
set ytics (1, 1.25, 1.5, 2, 2.5, 3, 4)
set yrange [0.97:4.3]
set xlabel "time (s)"
set ylabel "E / E_0"
set xrange [0:2]

plot for [i = 1:words(runs)] data.word(runs, i).'.csv' \
         using 'time':(column('energy') / start[i]) with lines linewidth 3.5 \
         title 'Δt = '.word(labels, i).' s', \
     for [i = 1:words(runs)] exp(k / (word(steps_per_second, i) + 0) * x / m) \
         with lines dashtype (8, 5) linewidth 1.5 linecolor rgb "#222222" \
         title (i == 1 ? 'e^{k Δt t/m}' : '')
