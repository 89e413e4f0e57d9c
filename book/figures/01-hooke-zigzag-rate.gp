# How fast explicit Euler grows the string's zigzag, per simulated second,
# against the time step. The zigzag (neighbours moving against each other) is
# the chain's stiffest motion, ω² = 4k/m, so a step multiplies its energy by
# 1 + 4κ and a second by (1 + 4κ)^(1/Δt): the energy's logarithm climbs by
# ln(1 + 4κ)/Δt a second, κ = k·Δt²/m, with the string's k = 8000 N/m and
# m = 0.05 kg. Dashed: the small-step form 4k·Δt/m. The crosses are the
# program's three string runs (the string-energy figure's), each read at its
# last step: ln(E_n/E_(n−1))/Δt.
k = 8000.0
m = 0.05
rate(dt) = log(1 + 4 * k * dt**2 / m) / dt
small(dt) = 4 * k * dt / m

runs = "string-dt60 string-dt1000 string-dt10000"
steps = "0.016666666666666666 0.001 0.0001"
names = "1/60 s|1 ms|0.1 ms"
array measured[3]
do for [i = 1:3] {
    file = data.word(runs, i).'.csv'
    stats file using 'energy' nooutput
    n = STATS_records
    stats file every ::(n - 1)::(n - 1) using 'energy' nooutput
    e1 = STATS_max
    stats file every ::(n - 2)::(n - 2) using 'energy' nooutput
    e0 = STATS_max
    measured[i] = log(e1 / e0) / (word(steps, i) + 0)
}

set logscale xy
set xrange [3e-5:0.05]
set yrange [10:1500]
set format x "10^{%L}"
set format y "%g"
set ytics (10, 30, 100, 300, 1000)
set xlabel "time step Δt (s)"
set ylabel "growth of ln E per second (1/s)"
set key bottom right
set samples 400

set label 1 "1/60 s" at 0.016666666666666666, measured[1] offset 0, 1.3 center textcolor rgb "#333333"
set label 2 "1 ms" at 0.001, measured[2] offset 0, 1.3 center textcolor rgb "#333333"
set label 3 "0.1 ms" at 0.0001, measured[3] offset 0, 1.3 center textcolor rgb "#333333"

plot rate(x) with lines linetype 1 linewidth 3 title 'ln(1 + 4κ)/Δt', \
     small(x) with lines dashtype (8, 5) linewidth 1.5 linecolor rgb "#222222" title '4k Δt/m', \
     '+' using (0.016666666666666666):(measured[1]) every ::0::0 with points pointtype 2 \
         pointsize 1.6 linewidth 2.5 linecolor rgb "#d1495b" title 'the program, last step', \
     '+' using (0.001):(measured[2]) every ::0::0 with points pointtype 2 pointsize 1.6 \
         linewidth 2.5 linecolor rgb "#d1495b" notitle, \
     '+' using (0.0001):(measured[3]) every ::0::0 with points pointtype 2 pointsize 1.6 \
         linewidth 2.5 linecolor rgb "#d1495b" notitle
