# style.gp: the look all the book's figures share. book/book.mk runs gnuplot
# with this file first and the figure's own script second, after setting
#   data    the directory of the chapter's CSV files, ending in "/"
#   output  the SVG file to write
# The CSV files have a header row, so a script can name its columns:
#   plot data.'single.csv' using 'step':'energy'
set terminal svg size 760,440 enhanced font "DejaVu Sans,13" background rgb "white"
set output output
set datafile separator comma
set datafile columnheaders

set border 3 linewidth 1 linecolor rgb "#6b6b6b"
set tics nomirror out textcolor rgb "#333333"
set style line 100 linecolor rgb "#e2e2e2" linewidth 1 dashtype solid
set grid xtics ytics linestyle 100, linestyle 100
set key top left noopaque nobox textcolor rgb "#333333" spacing 1.3
set margins 10, 3, 4, 1.5

# A calm palette that stays apart for readers with common colour blindness.
set linetype 1 linecolor rgb "#1f6fb2" linewidth 2
set linetype 2 linecolor rgb "#d1495b" linewidth 2
set linetype 3 linecolor rgb "#2a9d6f" linewidth 2
set linetype 4 linecolor rgb "#e59c2f" linewidth 2
set linetype 5 linecolor rgb "#7a5195" linewidth 2
set linetype cycle 5
