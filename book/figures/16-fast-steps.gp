# A spring visit's cost on the 128 cloth at 20 substeps of one sweep, one
# change at a time, from make bench-fast's committed run (bench/fast.csv,
# its "steps" rows): nanoseconds a visit (a step's time over its visits).
# Chapter 15 shuffled and in the scene's order; chapter 16 in doubles and
# in floats, each one spring at a time (the scalar build) and in vectors;
# in vectors on every core; and the hand-written substep (micro_sweep).
set style fill solid 0.85 noborder
set boxwidth 0.6
set xrange [-0.6:7.6]
set logscale y
set yrange [0.3:40]
set ylabel "nanoseconds per spring visit"
set xtics ("15\nshuffled" 0, "15\nscene order" 1, "16 double\none at a time" 2, "16 float\none at a time" 3, \
           "16 double\nvectors" 4, "16 float\nvectors" 5, "16 float\nevery core" 6, "by hand\nvectors" 7) \
    scale 0 offset 0, -0.3 font ",11"
set grid noxtics
unset key
set margins 10, 3, 5, 1.5

f = data.'fast.csv'
slot(dummy) = strcol('part') ne 'steps' ? NaN : \
    strcol('program') eq 'micro' ? 7 : \
    strcol('variant') eq 'shuffled' ? 0 : strcol('variant') eq 'scene-order' ? 1 : \
    strcol('variant') eq 'double-scalar' ? 2 : strcol('variant') eq 'scalar' ? 3 : \
    strcol('variant') eq 'double' ? 4 : strcol('variant') eq 'float' ? 5 : \
    strcol('variant') eq 'float-threads' ? 6 : NaN
colour(dummy) = slot(0) <= 1 ? 2 : slot(0) == 7 ? 5 : 1
plot f using (slot(0)):'ns_per_spring_iteration':(colour(0)) with boxes linecolor variable, \
     f using (slot(0)):'ns_per_spring_iteration':(sprintf("%.2f", column('ns_per_spring_iteration'))) \
       with labels offset 0, 0.7 font ",11" textcolor rgb '#333333'
