# The rope let go from the horizontal: its springs' mean stretch averaged over
# the 600 steps (ten seconds), one bar a chapter's solver at its defaults
# (rope-NN.csv: chapter 09's naive solver, 10 sequential, 11 warm-started,
# 12 at its correction of 0.6, 13's small steps, 14's soft step, 15's XPBD).
set print $bars
print "slot,mean"
do for [i = 9:15] {
    stats data.sprintf('rope-%02d.csv', i) using 'mean_stretch' nooutput
    print sprintf("%d,%g", i - 9, STATS_mean)
}
unset print
set logscale y 10
set format y "%g %%"
set yrange [0.01:100]
set xrange [-0.6:6.6]
set ylabel "mean stretch over 10 s"
set xtics ("09\nnaive" 0, "10\nsequential" 1, "11\nwarm start" 2, "12\ncorrection" 3, \
           "13\nsmall steps" 4, "14\nsoft step" 5, "15\nXPBD" 6)
set grid noxtics
set key off
set boxwidth 0.6
set style fill solid 0.85 noborder
set margins 12, 3, 5, 1.5
plot $bars using 1:(100*$2):($1 < 4 ? 0x1f6fb2 : 0x2a9d6f) with boxes linecolor rgb variable, \
     $bars using 1:(100*$2*1.35):(sprintf("%.2g %%", 100*$2)) with labels textcolor rgb "#333333"
