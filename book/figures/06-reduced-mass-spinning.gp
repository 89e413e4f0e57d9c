# The spinning pair's settled stretch (R − L0)/L0 against θ0 = θ̇0·Δt, the
# turn per step it starts with (θ̇0 is the `spin` parameter): the
# derived curves and the program's runs. Each run's last row holds its settled
# stretch (max_stretch: one spring of rest length 1 m) and its Δt
# (time/step); its spin is in its name.
#
# Derived, at Cs = Cd = 1: R/L0 = sqrt((1 + sqrt(1 + 4θ0²))/2), and about
# 1 + θ0²/2 for small θ0 (the functions' argument a is θ0). For any Cs, Cd:
# θ the settled turn per step,
# R/L0 = 1/(1 − (1 − cos θ)(2 − Cd)/Cs), and θ0 = (R/L0)²·sin θ;
# drawn as a curve with θ as its parameter.
last = 300
one_loop(a) = sqrt((1 + sqrt(1 + 4 * a**2)) / 2) - 1
small(a) = a**2 / 2
radius(t, cs, cd) = 1 / (1 - (1 - cos(t)) * (2 - cd) / cs)

set xrange [0:1.05]
set yrange [0:0.42]
set xlabel "θ_0 (rad): the turn per step it starts with"
set ylabel "settled stretch (R − L_0)/L_0"
set key top left Left reverse samplen 2.5
set xtics 0.2
set ytics 0.1

w60 = "2 5 10 20 30 45 60"
w30 = "10 20 30"
w120 = "20 40 80"
whalf = "5 10 20 30 45 60"

plot sample [t=0:1.05] '+' using (t):(one_loop(t)) \
         with lines linetype 1 linewidth 2.5 title 'derived, C_s = C_d = 1', \
     [t=0:1.05] '+' using (t):(small(t)) with lines dashtype (4, 4) linewidth 1.5 \
         linecolor rgb "#555555" title 'θ_0^2/2, small turns', \
     [t=0:0.7] '+' using (radius(t, 0.5, 0.5)**2 * sin(t)):(radius(t, 0.5, 0.5) - 1) \
         with lines linetype 2 linewidth 2.5 title 'derived, C_s = C_d = 1/2', \
     for [i = 1:words(w60)] data.'dt60-spin'.word(w60, i).'.csv' every ::last::last \
         using (real(word(w60, i)) * column('time') / column('step')):'max_stretch' \
         with points pointtype 7 pointsize 1.1 linetype 1 title (i == 1 ? 'measured, Δt = 1/60 s' : ''), \
     for [i = 1:words(w30)] data.'dt30-spin'.word(w30, i).'.csv' every ::last::last \
         using (real(word(w30, i)) * column('time') / column('step')):'max_stretch' \
         with points pointtype 6 pointsize 1.8 linetype 1 title (i == 1 ? 'measured, Δt = 1/30 s' : ''), \
     for [i = 1:words(w120)] data.'dt120-spin'.word(w120, i).'.csv' every ::last::last \
         using (real(word(w120, i)) * column('time') / column('step')):'max_stretch' \
         with points pointtype 4 pointsize 1.8 linetype 1 title (i == 1 ? 'measured, Δt = 1/120 s' : ''), \
     for [i = 1:words(whalf)] data.'half-spin'.word(whalf, i).'.csv' every ::last::last \
         using (real(word(whalf, i)) * column('time') / column('step')):'max_stretch' \
         with points pointtype 5 pointsize 1.1 linetype 2 title (i == 1 ? 'measured, C_s = C_d = 1/2' : '')
