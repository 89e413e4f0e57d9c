# The string's mean stretch in %, averaged over 1200 steps (string-SxN.csv), against
# the spring visits a step S·N, on log-log axes: substeps of one sweep
# (S = 2, 4, 8, 16) and sweeps at 8 substeps (N = 1, 2, 4). Dotted guides
# through 8 × 1 fall as 1/S² and as 1/N.
set print $sub
print "visits,mean"
do for [s in "2 4 8 16"] {
    stats data.'string-'.s.'x1.csv' using 'mean_stretch' nooutput
    print sprintf("%s,%g", s, 100*STATS_mean)
}
set print $swp
print "visits,mean"
do for [n in "1 2 4"] {
    stats data.'string-8x'.n.'.csv' using 'mean_stretch' nooutput
    print sprintf("%d,%g", 8*n, 100*STATS_mean)
}
unset print
stats data.'string-8x1.csv' using 'mean_stretch' nooutput
m8 = 100*STATS_mean
set logscale xy 2
set logscale y 10
set format y "%g %%"
set xrange [1.6:40]
set yrange [0.1:100]
set xtics (2, 4, 8, 16, 32)
set xlabel "spring visits a step, S × N"
set ylabel "mean stretch over 20 s, % of rest length"
set key top right Right samplen 2.5
plot m8*(8.0/x)**2 with lines dashtype (2, 4) linecolor rgb "#1f6fb2" linewidth 1 title '∝ 1/S²', \
     m8*(8.0/x) with lines dashtype (2, 4) linecolor rgb "#d1495b" linewidth 1 title '∝ 1/N', \
     $sub using 1:2 with linespoints linetype 1 pointtype 7 pointsize 1.2 title 'S substeps of one sweep', \
     $swp using 1:2 with linespoints linetype 2 pointtype 5 pointsize 1.2 title '8 substeps of N sweeps'
