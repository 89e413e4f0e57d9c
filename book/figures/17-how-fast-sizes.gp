# What XPBD's shuffled order costs a spring visit as the cloth grows, from
# make bench-sizes: the fastest of several runs of chapter 15 (shuffled) over
# the fastest of chapter 13 (the scene's order), both spending 16 visits a
# step as substeps of one sweep, against the bytes a sweep reads (each
# particle's 80 and each spring's 48). Dashed: a core's own (level 2)
# cache, as getconf reported it on the machine that ran the bench.
f = data.'sizes-fastest.csv'
stats f using 'cache_bytes' nooutput
cache = STATS_max / 1e6                # in MB of 10^6 bytes, as the x axis
set logscale x
set xrange [0.2:6]
set yrange [0.6:1.6]
set xtics (0.25, 0.5, 1, 2, 4)
set ytics 0.2
set format y "%.1f"
set xlabel "bytes a sweep reads (MB)"
set ylabel "XPBD's visit ÷ chapter 13's"
unset key
set margins 10, 3, 4, 1.5

set arrow 1 from cache, graph 0 to cache, graph 1 nohead dashtype (4, 4) linecolor rgb "#9a9a9a"
set label 1 "a core's cache" at cache, graph 0.93 offset 0.6, 0 textcolor rgb "#555555"
set arrow 2 from graph 0, first 1 to graph 1, first 1 nohead dashtype (2, 3) linecolor rgb "#bbbbbb"

plot f using (column('scene_bytes') / 1e6):'ratio' with linespoints linetype 4 linewidth 2 pointtype 7 pointsize 1, \
     f using (column('scene_bytes') / 1e6):'ratio':(sprintf("%d", column('size'))) with labels offset 0, 1.1 font ",11" textcolor rgb '#333333'
