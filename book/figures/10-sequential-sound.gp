# The string's second step, 1, 2, 4 and 8 iterations (sound-I.dump): how far
# each node's velocity is from free fall, |v − (0, vfree)|, against its index.
# In the first step gravity is across every spring, so nothing is solved; after
# it every moving node falls at vfree = −2·g·dt, the value the dump shows for a
# node the solve did not touch (exactly, not to rounding: the test of the
# speed of sound counts these). Such a node has no point on the log scale.
# Node 39 is the anchor.
vfree = -0.32700000000000007
set logscale y 10
set format y "10^{%L}"
set xrange [-1:80]
set yrange [1e-15:1]
set xlabel "node index (39: the anchor)"
set ylabel "|v − v_{free fall}| after step 2, m/s"
set key top left Left reverse samplen 2.5
set arrow from 39, 1e-15 to 39, 1 nohead dashtype (2, 3) linecolor rgb "#555555"
away(i) = (column('step') == 2 && strcol('kind') eq "p" && column('index') != 39) ? \
    sqrt(column('vx')**2 + (column('vy') - vfree)**2) : NaN
nonzero(x) = x > 0 ? x : NaN

plot for [k = 1:4] data.'sound-'.word("1 2 4 8", k).'.dump' \
        using 'index':(nonzero(away(0))) with linespoints linetype k pointtype 7 pointsize 0.6 \
        title word("1 2 4 8", k).(k == 1 ? ' iteration' : ' iterations')
