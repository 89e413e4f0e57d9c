# The hanging cloth's kinetic energy over 3000 steps at 8 iterations, cold
# (cloth-cold.csv) and warm-started at 1 by the article's rule and by both
# signs (cloth-article.csv, cloth-both-signs.csv).
set logscale y 10
set format y "10^{%L}"
set yrange [1e-1:1e6]
set xlabel "time (s)"
set ylabel "kinetic energy (J)"
set key bottom right Right samplen 2.5

plot data.'cloth-cold.csv' using 'time':'kinetic' with lines linetype 1 title 'cold', \
     data.'cloth-article.csv' using 'time':'kinetic' with lines linetype 2 title 'article', \
     data.'cloth-both-signs.csv' using 'time':'kinetic' with lines linetype 3 title 'both signs'
