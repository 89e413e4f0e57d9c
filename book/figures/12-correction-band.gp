# Over 10,000 steps of the sequential wrecking ball, against the correction
# (band-W-C.csv, W the warm start, 0 or 1): above, the most energy it gained
# over its start of 0 J (8 iterations, the default), on a logarithmic scale, with "none" for a run whose
# energy never rose above the start; below, its mean stretch (the mean of
# the CSV's mean_stretch column, as the summary gives it), in percent of
# the rest length. Open symbols in the upper panel: runs below the band, whose
# link the sweeps make, K = 8c/(2 - c) (2K with the warm start), is softer
# than the spring's own k, 1/2 in units of m/dt^2, so that the energy count rises though the
# motion makes nothing (the appendix Measurements, chapter 12). Dashed in
# the lower panel: the page's law, the average link's load (the ball and half
# the chain, 107.5 kg) over a link of K m/dt^2 (m = 1 kg, dt = 1/60 s), in
# percent of its 0.3 m, 98 %/K cold and 98 %/2K warm-started.
$band << EOD
EOD
set print $band
do for [i = 1:20] {
    c = sprintf("%.2f", 0.05 * i)
    line = c
    do for [w in "0 1"] {
        stats data.'band-'.w.'-'.c.'.csv' using 'energy' nooutput
        gain = STATS_max > 0 ? STATS_max : 1
        stats data.'band-'.w.'-'.c.'.csv' using 'mean_stretch' nooutput
        line = line.sprintf(",%g,%g", gain, 100 * STATS_mean)
    }
    print line
}
set print
set datafile nocolumnheaders
set terminal svg size 760,640 enhanced font "DejaVu Sans,13" background rgb "white"
set output output
set multiplot layout 2,1
set xrange [0:1.02]
set logscale y 10
set yrange [0.5:2e6]
set ytics ("none" 1, "100 J" 100, "10 kJ" 1e4, "1 MJ" 1e6)
set ylabel "energy gained"
set format x ""
counted(c, w) = (w + 1) * 8 * c / (2 - c) < 0.5
set key at first 0.38, graph 0.86 center Left reverse samplen 2.5
plot $band using 1:2 with lines linetype 2 notitle, \
     $band using 1:(counted($1, 0) ? NaN : $2) with points linetype 2 pointtype 7 notitle, \
     $band using 1:(counted($1, 0) ? $2 : NaN) with points linetype 2 pointtype 6 notitle, \
     $band using 1:4 with lines linetype 1 notitle, \
     $band using 1:(counted($1, 1) ? NaN : $4) with points linetype 1 pointtype 5 notitle, \
     $band using 1:(counted($1, 1) ? $4 : NaN) with points linetype 1 pointtype 4 notitle, \
     NaN with linespoints linetype 2 pointtype 7 title 'no warm start', \
     NaN with linespoints linetype 1 pointtype 5 title 'warm start 1', \
     NaN with points linecolor rgb "#555555" pointtype 6 title 'open: counted, not made'
set format x "%g"
set xlabel "correction"
set ytics auto
set format y "%g"
set yrange [10:500]
set ylabel "mean stretch (%)"
set key default
set key top right Right noreverse samplen 2.5
law(c) = 100 * 107.5 * 9.81 / 60**2 / 0.3 / (8 * c / (2 - c))
set samples 200
plot $band using 1:3 with linespoints linetype 2 pointtype 7 title 'no warm start', \
     $band using 1:5 with linespoints linetype 1 pointtype 5 title 'warm start 1', \
     [0.05:1] law(x) with lines linetype 2 dashtype 2 linewidth 1.5 title '98 %/K', \
     [0.05:1] law(x) / 2 with lines linetype 1 dashtype 2 linewidth 1.5 title '98 %/2K'
unset multiplot
