# The string's second step, 1, 2, 4 and 8 iterations (sound-I.dump): how far
# each node's velocity is from free fall, |v − (0, vfree)|, against its index,
# with the order in which one sweep visits the springs drawn above the nodes.
# In the first step gravity is across every spring, so nothing is solved; after
# it every moving node falls at vfree = −2·g·dt, the value the dump shows for a
# node the solve did not touch (exactly, not to rounding: the test of the
# speed of sound counts these). Such a node has no point on the log scale.
# Node 39 is the anchor; spring i joins nodes i and i + 1 and is visited i-th.
vfree = -0.32700000000000007
set logscale y 10
set format y "10^{%L}"
set xrange [-1:80]
set yrange [1e-15:1e4]
set ytics 1e-14, 1e4, 1
set xlabel "node (39: the anchor)"
set ylabel "|v − v_{free fall}| after step 2, m/s"
set key bottom left Left reverse samplen 2.5
set arrow from 39, 1e-15 to 39, 1e4 nohead dashtype (2, 3) linecolor rgb "#555555"
# The anchor, and the sweep's order: spring 0 first, spring 78 last.
set object 1 circle at 39, 300 size 0.9 fillcolor rgb "#333333" fillstyle solid noborder front
set label 1 "anchor" at 39, 3000 center textcolor rgb "#333333"
set arrow 2 from 0, 300 to 37.5, 300 head filled size 1.2, 25 linewidth 2 linecolor rgb "#555555"
set arrow 3 from 40.5, 300 to 79, 300 head filled size 1.2, 25 linewidth 2 linecolor rgb "#555555"
set label 2 "sweep order: toward the anchor" at 18.5, 3000 center textcolor rgb "#555555"
set label 3 "sweep order: away from the anchor" at 59.5, 3000 center textcolor rgb "#555555"
set label 5 "with the sweep: the whole side\nin one sweep, halving at each node" at 62, 1e-1 center textcolor rgb "#333333"
away(i) = (column('step') == 2 && strcol('kind') eq "p" && column('index') != 39) ? \
    sqrt(column('vx')**2 + (column('vy') - vfree)**2) : NaN
nonzero(x) = x > 0 ? x : NaN

# Left of the anchor the runs share their first nodes at nearly the same
# values, squeezed into a few decades of the log scale: they are drawn a
# second time in an inset, enlarged, from 8 iterations down to 1, each with a
# smaller point than the last, so that every run's points show, the fewer
# sweeps on top. The key is inverted to list them from 1 up.
set multiplot
plot for [k = 1:4] data.'sound-'.word("1 2 4 8", k).'.dump' \
        using 'index':(nonzero(away(0))) with linespoints linetype k pointtype 7 pointsize 0.6 \
        title word("1 2 4 8", k).(k == 1 ? ' iteration' : ' iterations')

# The inset: nodes 30 to 38, against the sweep, in the empty upper left.
unset arrow
unset object
unset label
unset key
unset xlabel
unset ylabel
set origin 0.12, 0.44
set size 0.33, 0.42
set margins 6, 1, 2, 0.5
set label 7 "left of the anchor, enlarged:\none node a sweep" at graph 0.04, graph 0.93 left front \
    font ",10" textcolor rgb "#333333"
set border 15 linewidth 1 linecolor rgb "#6b6b6b"
set object 2 rectangle from graph 0, graph 0 to graph 1, graph 1 behind fillcolor rgb "white" fillstyle solid noborder
set xrange [29.5:38.5]
set yrange [1e-4:0.3]
set xtics 30, 2, 38 font ",10"
set ytics (1e-4, 1e-3, 1e-2) font ",10"
set mytics 10
plot for [k = 4:1:-1] data.'sound-'.word("1 2 4 8", k).'.dump' \
        using 'index':(column('index') < 39 ? nonzero(away(0)) : NaN) \
        with linespoints linetype k pointtype 7 pointsize 0.3 + 0.2 * k notitle
unset multiplot
