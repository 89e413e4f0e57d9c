# The wrecking ball's edge against K = N c/(2 - c): over 3000 steps,
# warm-started (the default), at N = 3, 4, 8, 16 and 64 iterations, each at
# the corrections c that make K = 2 to 5 (edge-N-K.csv; none where c would
# pass 1). The most energy gained over its start of 0 J, on a logarithmic
# scale, with "none" for a run whose energy never rose above the start, as
# in the band figure. Ringed: full correction, c = 1, where K = N (3 and 4
# iterations). Dashed: the program's default, 8 iterations at 0.6. Each N is
# drawn a little to the side of its K (0.035 apart), so that the runs that
# gain nothing do not hide one another at "none".
Ns = "3 4 8 16 64"
Ks = "2 2.5 3 3.25 3.5 3.75 4 4.5 5"
$edge << EOD
EOD
set print $edge
do for [i = 1:words(Ns)] {
    n = word(Ns, i)
    do for [k in Ks] {
        if (2.0 * k / (n + k) <= 1) {
            stats data.'edge-'.n.'-'.k.'.csv' using 'energy' nooutput
            print sprintf("%g,%g,%d", k + 0.035 * (i - 3), STATS_max > 0 ? STATS_max : 1, k + 0 == n + 0)
        }
    }
    print ""
    print ""
}
set print
set datafile nocolumnheaders
set xrange [1.8:5.2]
set xtics 0.5
set logscale y 10
set yrange [0.5:2e6]
set ytics ("none" 1, "100 J" 100, "10 kJ" 1e4, "1 MJ" 1e6)
set ylabel "energy gained"
set xlabel "K = Nη/(2 − η)"
default = 8 * 0.6 / (2 - 0.6)
set arrow from default, 0.5 to default, 2e6 nohead dashtype (6, 4) linecolor rgb "#9a9a9a" linewidth 1.5
set label "default:\n8 at 0.6" at default - 0.06, 2e5 right font ",11" textcolor rgb "#6b6b6b"
set key top left Left reverse samplen 2.5
plot for [i = 1:5] $edge index (i - 1) using 1:2 with linespoints linetype i pointtype (i == 1 ? 7 : i == 2 ? 5 : i == 3 ? 9 : i == 4 ? 13 : 11) pointsize 1.1 title sprintf("N = %s", word(Ns, i)), \
     $edge using 1:($3 == 1 ? $2 : NaN) with points pointtype 6 pointsize 3 linecolor rgb "#333333" title "η = 1"
