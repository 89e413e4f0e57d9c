# Energy against step for `single` at three stiffnesses, measured (solid) and
# predicted (dashed): explicit Euler multiplies the undamped spring's energy by
# 1 + κ every step, κ = k·Δt²/m. The runs use the chapter's defaults, Δt = 1/60 s and
# m = 1 kg. Each run is divided by its own starting energy. The k = 20 run is
# longer (the swing figure uses it); only its first 140 steps are drawn.
dt = 1.0 / 60
m = 1.0
stiffness = "10 20 40"
kappa = "1/360 1/180 1/90"
growth(k, n) = (1 + k * dt**2 / m)**n

array start[words(stiffness)]
do for [i = 1:words(stiffness)] {
    stats data.'single-k'.word(stiffness, i).'.csv' using 'energy' every ::0::0 nooutput
    start[i] = STATS_max
}

set logscale y
set format y "%g"
set ytics (1, 1.5, 2, 3, 4, 5)
set yrange [0.95:5.5]
set xlabel "step n"
set ylabel "E / E_0"
set xrange [0:140]

plot for [i = 1:words(stiffness)] data.'single-k'.word(stiffness, i).'.csv' \
         using 'step':(column('energy') / start[i]) with lines linewidth 3.5 \
         title 'k = '.word(stiffness, i).' N/m (κ = '.word(kappa, i).')', \
     for [i = 1:words(stiffness)] growth(word(stiffness, i) + 0, x) \
         with lines dashtype (8, 5) linewidth 1.5 linecolor rgb "#222222" \
         title (i == 1 ? '(1 + κ)^n' : '')
