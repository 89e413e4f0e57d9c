# The cloth's fastest mode, drawn on the scene as built (clothmode.csv, a
# --dump of step 0 of a 5 × 5 cloth, gravity off, top row pinned): each
# moving particle moved along x by (−1)^column δ (arrows, drawn a little
# above it), every row alike, so that alternate columns move apart and
# together along the rows. Dark: the springs the move stretches or
# squeezes, the rows and both diagonals; pale: the uprights, which it
# leaves alone. (Chapter 13 draws the same mode as the accordion.)
unset key
unset border
unset tics
unset grid
set size ratio -1
set terminal svg size 420,300 enhanced font "DejaVu Sans,13" background rgb "white"
set output output
h = 0.25                 # the scene's spacing
a = 0.45 * h             # an arrow's length
up = 0.2 * h
dark = 0x8b1e2d
pale = 0xc8c8c8
arrowcol = "#1f6fb2"
n = 5
file = data.'clothmode.csv'
col(i) = int(i) % n
row(i) = int(i) / n
d(i) = row(i) == 0 ? 0 : (col(i) % 2 ? -1 : 1)
set xrange [-0.5 - 0.6 * h : 0.5 + 0.6 * h]
set yrange [-(n - 1) * h - 0.5 * h : 0.5 * h]
set lmargin 1
set rmargin 1
set tmargin 1
set bmargin 1
plot file using ($1 == 0 && col($3) < n - 1 ? $4 : NaN):5:(h):(0):(d($3 + 1) != d($3) ? dark : pale) with vectors nohead linewidth 2.5 linecolor rgb variable, \
     file using ($1 == 0 && row($3) < n - 1 ? $4 : NaN):5:(0):(-h):(pale) with vectors nohead linewidth 2.5 linecolor rgb variable, \
     file using ($1 == 0 && row($3) < n - 1 && col($3) < n - 1 ? $4 : NaN):5:(h):(-h):(d($3 + n + 1) != d($3) ? dark : pale) with vectors nohead linewidth 2 linecolor rgb variable, \
     file using ($1 == 0 && row($3) < n - 1 && col($3) < n - 1 ? $4 + h : NaN):5:(-h):(-h):(d($3 + n) != d($3 + 1) ? dark : pale) with vectors nohead linewidth 2 linecolor rgb variable, \
     file using ($1 == 0 && row($3) > 0 ? $4 : NaN):5 with points pointtype 7 pointsize 0.9 linecolor rgb "#333333", \
     file using ($1 == 0 && row($3) == 0 ? $4 : NaN):5 with points pointtype 5 pointsize 1.1 linecolor rgb "#333333", \
     file using ($1 == 0 && row($3) > 0 ? $4 - a * d($3) / 2 : NaN):($5 + up):(a * d($3)):(0) with vectors head filled size screen 0.012,25 linewidth 2 linecolor rgb arrowcol
