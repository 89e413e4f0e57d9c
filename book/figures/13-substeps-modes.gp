# The two modes that one sweep a substep overdrives, drawn on the scenes as
# built (modes-cloth.csv, modes-rope.csv: a --dump of step 0, gravity off).
# Left, the cloth (5 × 5, top row pinned): the accordion, each moving
# particle moved along x by (−1)^column δ (arrows, drawn a little above it),
# every row alike. Right, the rope (7 particles, the first pinned): the
# long-short mode, particle i moved along the rope by (−1)^i δ, so that
# each link is stretched (dark) or squeezed (pale blue) by 2δ. Beside each,
# the sweep's direction and the way the growing wave climbs against it.
unset key
unset border
unset tics
unset grid
set size ratio -1
set terminal svg size 760,280 enhanced font "DejaVu Sans,13" background rgb "white"
set output output
set multiplot layout 1,2 margins 0.02, 0.98, 0.03, 0.86 spacing 0.06

h = 0.25                 # the scenes' spacing
a = 0.45 * h             # an arrow's length
up = 0.2 * h
dark = 0x8b1e2d
blue = 0x7fa7cf
pale = 0xc8c8c8
arrowcol = "#1f6fb2"
set style arrow 2 head filled size screen 0.012,25 linewidth 1.5 linecolor rgb "#6b6b6b"

# --- the cloth: the accordion
n = 5
file = data.'modes-cloth.csv'
col(i) = int(i) % n
row(i) = int(i) / n
d(i) = row(i) == 0 ? 0 : (col(i) % 2 ? -1 : 1)
set title "cloth: the accordion"
set xrange [-0.5 - 1.3 * h : 0.5 + 1.3 * h]
set yrange [-(n - 1) * h - 0.5 * h : 0.6 * h]
set arrow 1 from -0.5 - 0.9 * h, -0.2 * h to -0.5 - 0.9 * h, -(n - 1.2) * h arrowstyle 2
set label 1 "sweep" at -0.5 - 1.1 * h, -(n - 1) * h / 2 center rotate by 90 textcolor rgb "#6b6b6b" font ",11"
set arrow 2 from 0.5 + 0.9 * h, -(n - 1.2) * h to 0.5 + 0.9 * h, -0.2 * h arrowstyle 2
set label 2 "wave climbs" at 0.5 + 1.1 * h, -(n - 1) * h / 2 center rotate by 270 textcolor rgb "#6b6b6b" font ",11"
plot file using ($1 == 0 && col($3) < n - 1 ? $4 : NaN):5:(h):(0):(d($3 + 1) != d($3) ? dark : pale) with vectors nohead linewidth 2.5 linecolor rgb variable, \
     file using ($1 == 0 && row($3) < n - 1 ? $4 : NaN):5:(0):(-h):(pale) with vectors nohead linewidth 2.5 linecolor rgb variable, \
     file using ($1 == 0 && row($3) < n - 1 && col($3) < n - 1 ? $4 : NaN):5:(h):(-h):(d($3 + n + 1) != d($3) ? dark : pale) with vectors nohead linewidth 2 linecolor rgb variable, \
     file using ($1 == 0 && row($3) < n - 1 && col($3) < n - 1 ? $4 + h : NaN):5:(-h):(-h):(d($3 + n) != d($3 + 1) ? dark : pale) with vectors nohead linewidth 2 linecolor rgb variable, \
     file using ($1 == 0 && row($3) > 0 ? $4 : NaN):5 with points pointtype 7 pointsize 0.9 linecolor rgb "#333333", \
     file using ($1 == 0 && row($3) == 0 ? $4 : NaN):5 with points pointtype 5 pointsize 1.1 linecolor rgb "#333333", \
     file using ($1 == 0 && row($3) > 0 ? $4 - a * d($3) / 2 : NaN):($5 + up):(a * d($3)):(0) with vectors head filled size screen 0.008,25 linewidth 2 linecolor rgb arrowcol
unset arrow
unset label

# --- the rope: the long-short mode
n = 7
file = data.'modes-rope.csv'
e(i) = int(i) == 0 ? 0 : (int(i) % 2 ? 1 : -1)
set title "rope: the long-short mode"
set xrange [-0.4 * h : (n - 0.6) * h]
set yrange [-1.6 * h : 1.2 * h]
set arrow 1 from 0.5 * h, 0.75 * h to (n - 1.5) * h, 0.75 * h arrowstyle 2
set label 1 "sweep" at (n - 1) * h / 2, 0.95 * h center textcolor rgb "#6b6b6b" font ",11"
set arrow 2 from (n - 1.5) * h, -0.7 * h to 0.5 * h, -0.7 * h arrowstyle 2
set label 2 "wave climbs" at (n - 1) * h / 2, -0.95 * h center textcolor rgb "#6b6b6b" font ",11"
set label 3 "stretched" at 2.5 * h, -0.3 * h center textcolor rgb "#8b1e2d" font ",11"
set label 4 "short" at 1.5 * h, -0.3 * h center textcolor rgb "#4f7fae" font ",11"
plot file using ($1 == 0 && $3 < n - 1 ? $4 : NaN):5:(h):(0):(e($3 + 1) > e($3) ? dark : blue) with vectors nohead linewidth 3 linecolor rgb variable, \
     file using ($1 == 0 && $3 > 0 ? $4 : NaN):5 with points pointtype 7 pointsize 0.9 linecolor rgb "#333333", \
     file using ($1 == 0 && $3 == 0 ? $4 : NaN):5 with points pointtype 5 pointsize 1.1 linecolor rgb "#333333", \
     file using ($1 == 0 && $3 > 0 ? $4 - a * e($3) / 2 : NaN):($5 + up):(a * e($3)):(0) with vectors head filled size screen 0.008,25 linewidth 2 linecolor rgb arrowcol
unset multiplot
