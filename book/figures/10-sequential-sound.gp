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
set label 4 "against the sweep:\none node a sweep" at 24, 1e-5 center textcolor rgb "#333333"
set label 5 "with the sweep: the whole side\nin one sweep, halving at each node" at 62, 1e-1 center textcolor rgb "#333333"
away(i) = (column('step') == 2 && strcol('kind') eq "p" && column('index') != 39) ? \
    sqrt(column('vx')**2 + (column('vy') - vfree)**2) : NaN
nonzero(x) = x > 0 ? x : NaN

plot for [k = 1:4] data.'sound-'.word("1 2 4 8", k).'.dump' \
        using 'index':(nonzero(away(0))) with linespoints linetype k pointtype 7 pointsize 0.6 \
        title word("1 2 4 8", k).(k == 1 ? ' iteration' : ' iterations')
