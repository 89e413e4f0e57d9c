# One step at rest, from the page's derivation (no run): the impulses a
# spring's slow mode gets in a step, in units of J_load, at U = 0.8 (the
# fraction the sweeps leave undone) and beta = 1. Cold: the sweeps face J*
# and add 1 - U of it, J = (1 - U) J*, which at rest is the load, so
# J* = J_load/(1 - U) and J* - J_load is owed. Warm: the warm start
# beta J_c goes in first; the sweeps face J* - beta J_c and add 1 - U of it,
# the corrections J_c; at rest (1 + beta) J_c = J_load, and
# J* = J_load (1 + beta (1 - U))/((1 + beta)(1 - U)). What is owed,
# J* - J_load, is what holds the stretch: the warm bar's is the cold one's
# divided by 1 + beta.
U = 0.8
beta = 1.0
cold_star = 1 / (1 - U)
kept = 1 / (1 + beta)
warm_star = (1 + beta * (1 - U)) / ((1 + beta) * (1 - U))
set terminal svg size 760,300 enhanced font "DejaVu Sans,12" background rgb "white"
set output output
unset key
set border 1
set grid noytics
set xrange [0:5.5]
set yrange [0.35:2.75]
set xtics 1 nomirror
set ytics ("cold" 2, "warm, β = 1" 1) scale 0 font ",12"
set xlabel "impulse in a step (units of J_{load})"
set margins 13, 3, 3.5, 1
h = 0.22
# green: the warm start (the page's colour for warm); slate: what the sweeps add
green = "#2a9d6f"; slate = "#5b6770"; grey = "#e4e4e4"
# cold: the sweeps' impulse, then what is owed
set object 1 rectangle from 0, 2 - h to 1, 2 + h fillcolor rgb slate fillstyle solid 0.85 noborder
set object 2 rectangle from 1, 2 - h to cold_star, 2 + h fillcolor rgb grey fillstyle solid 1 border linecolor rgb "#9a9a9a" dashtype (4, 3)
set label 1 "sweeps" at 0.5, 2 center textcolor rgb "white" font ",11"
set label 2 sprintf("owed: %g = J* − J_{load}", cold_star - 1) at (1 + cold_star) / 2, 2 center font ",11"
# warm: the warm start, the corrections, then what is owed
set object 3 rectangle from 0, 1 - h to beta * kept, 1 + h fillcolor rgb green fillstyle solid 0.85 noborder
set object 4 rectangle from beta * kept, 1 - h to beta * kept + kept, 1 + h fillcolor rgb slate fillstyle solid 0.85 noborder
set object 5 rectangle from 1, 1 - h to warm_star, 1 + h fillcolor rgb grey fillstyle solid 1 border linecolor rgb "#9a9a9a" dashtype (4, 3)
set label 3 "βJ_c" at beta * kept / 2, 1 center textcolor rgb "white" font ",11"
set label 4 "J_c" at beta * kept + kept / 2, 1 center textcolor rgb "white" font ",11"
set label 5 sprintf("owed: %g", warm_star - 1) at (1 + warm_star) / 2, 1 center font ",11"
set label 9 "warm start" at beta * kept / 2, 1 - h - 0.14 center font ",10" textcolor rgb green
set label 10 "sweeps" at beta * kept + kept / 2, 1 - h - 0.14 center font ",10" textcolor rgb slate
# what the sweeps face (a bracket above each bar): they add 1 - U of it
set arrow 1 from 0, 2 + h + 0.12 to cold_star, 2 + h + 0.12 heads size 0.04,90 linecolor rgb "#555555" linewidth 1
set label 6 sprintf("the sweeps face J* = %g and add 1 − U = %g %% of it", cold_star, 100 * (1 - U)) at cold_star / 2, 2 + h + 0.27 center font ",11" textcolor rgb "#333333"
set arrow 2 from beta * kept, 1 + h + 0.12 to warm_star, 1 + h + 0.12 heads size 0.04,90 linecolor rgb "#555555" linewidth 1
set label 7 sprintf("they face J* − βJ_c = %g and add %g %% of it", warm_star - beta * kept, 100 * (1 - U)) at (beta * kept + warm_star) / 2 + 0.35, 1 + h + 0.27 center font ",11" textcolor rgb "#333333"
# the load: where every bar's applied part ends
set arrow 3 from 1, 0.45 to 1, 2.62 nohead dashtype (6, 4) linecolor rgb "#333333" linewidth 1.5
set label 8 "J_{load}" at 1.05, 0.55 left font ",11" textcolor rgb "#333333"
plot NaN notitle
