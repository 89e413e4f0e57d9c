# A spring visit's cost on the 128 cloth at 20 substeps of one sweep, one
# change at a time, from make bench-fast's committed run (bench/fast.csv,
# its "steps" rows): nanoseconds a visit (a step's time over its visits).
# Chapter 15 shuffled and in the scene's order; chapter 16 in two pairs,
# doubles then floats, each one spring at a time (the scalar build) and in
# vectors, so that the four read as a 2 × 2; in float vectors on every
# core; and the hand-written substep (micro_sweep).
set style fill solid 0.85 noborder
set boxwidth 0.6
set xrange [-0.6:8.8]
set logscale y
set yrange [0.3:40]
set ylabel "nanoseconds per spring visit"
set xtics ("15\nshuffled" 0, "15\nscene order" 1, "one at\na time" 2.4, "vectors" 3.4, \
           "one at\na time" 4.8, "vectors" 5.8, "16 float\nevery core" 7.2, "by hand\nvectors\none thread" 8.2) \
    scale 0 offset 0, -0.3 font ",11"
set label "16 in doubles" at 2.9, graph -0.22 center font ",11" textcolor rgb '#333333'
set label "16 in floats" at 5.3, graph -0.22 center font ",11" textcolor rgb '#333333'
set grid noxtics
unset key
set margins 10, 3, 6, 1.5

f = data.'fast.csv'
slot(dummy) = strcol('part') ne 'steps' ? NaN : \
    strcol('program') eq 'micro' ? 8.2 : \
    strcol('variant') eq 'shuffled' ? 0 : strcol('variant') eq 'scene-order' ? 1 : \
    strcol('variant') eq 'double-scalar' ? 2.4 : strcol('variant') eq 'double' ? 3.4 : \
    strcol('variant') eq 'scalar' ? 4.8 : strcol('variant') eq 'float' ? 5.8 : \
    strcol('variant') eq 'float-threads' ? 7.2 : NaN
colour(dummy) = slot(0) <= 1 ? 2 : slot(0) > 8 ? 5 : 1
plot f using (slot(0)):'ns_per_spring_iteration':(colour(0)) with boxes linecolor variable, \
     f using (slot(0)):'ns_per_spring_iteration':(sprintf("%.2f", column('ns_per_spring_iteration'))) \
       with labels offset 0, 0.7 font ",11" textcolor rgb '#333333'
