# The page's one idea (no run): when each solver reads the world. One step
# runs left to right, from where the particles are when it starts to where
# they will be when it ends; the step before lies to the left. Each row is
# a reading, with the chapters that kept it: a filled dot where a spring
# reads what it must answer (how far it is stretched, and how fast, after
# the springs before it), a ring where it reads the axis it pulls along
# (drawn only where the two differ), and, for the one-loop spring, an arrow
# from where it reads to where it aims. The sweeps' passes are not later
# moments, so they are drawn on a loop at the start, not along the line;
# the warm start adds a reading from the step before.
set terminal svg size 760,380 enhanced font "DejaVu Sans,13" background rgb "white"
set output output
set datafile separator whitespace
set datafile nocolumnheaders
unset grid
set xrange [-0.6:1.3]
set yrange [0.4:6.6]
unset ytics
unset key
set border 0
set xtics ("the step before" -0.35, "start" 0, "end" 1) nomirror scale 0
set lmargin 30
set rmargin 2
set tmargin 1
set bmargin 2.5
set label 1 "explicit, symplectic (01–03)" at graph 0, first 6 right offset -1, 0
set label 2 "one-loop spring (04–09)" at graph 0, first 5 right offset -1, 0
set label 3 "sweeps (10, 13)" at graph 0, first 4 right offset -1, 0
set label 4 "warm start (11, 12)" at graph 0, first 3 right offset -1, 0
set label 5 "soft step (14)" at graph 0, first 2 right offset -1, 0
set label 6 "XPBD (15, 16)" at graph 0, first 1 right offset -1, 0
# Start and end of the step, as faint vertical lines.
set arrow 10 from 0, graph 0 to 0, graph 1 nohead linecolor rgb "#c8c8c8" dashtype (4, 4)
set arrow 11 from 1, graph 0 to 1, graph 1 nohead linecolor rgb "#c8c8c8" dashtype (4, 4)
# The one-loop spring reads the start and aims at the end.
set arrow 12 from 0.04, 5 to 0.97, 5 head filled size screen 0.012, 25 linecolor rgb "#d62728" linewidth 1.5
set label 13 "aims here" at 1, 5 left offset 1, 0 textcolor rgb "#d62728"
# The sweeps' passes: a loop at the start.
a = 0.2
b = 0.36
set object 21 ellipse center a, 4 size 2*a, 2*b front fillstyle empty border linecolor rgb "#1f6fb2" linewidth 1.2
set object 22 ellipse center a, 3 size 2*a, 2*b front fillstyle empty border linecolor rgb "#1f6fb2" linewidth 1.2
set label 14 "axis" at 0, 4 right offset -1, 0 textcolor rgb "#5b2a9a"
set label 17 "passes, within the step" at 2*a, 4 left offset 1, 0 textcolor rgb "#1f6fb2"
set label 15 "force, along the start's axis" at 1, 2 right offset 0.5, 1.2 textcolor rgb "#1f6fb2"
set label 18 "axis and stretch" at 1, 1 right offset 0.5, 1.2 textcolor rgb "#1f6fb2"
set label 16 "last step's answer" at -0.35, 3 center offset 0, 1.2 textcolor rgb "#1f6fb2"
$rows << EOD
# row  start  end
6 -0.5 1.1
5 -0.5 1.1
4 -0.5 1.1
3 -0.5 1.1
2 -0.5 1.1
1 -0.5 1.1
EOD
# Filled dots: where a stretch is read. Rings: where only the axis is.
$stretch << EOD
0 6
0 5
-0.35 3
1 2
1 1
EOD
$axis << EOD
0 4
0 3
0 2
EOD
# Four passes on each loop, at these angles round it (degrees).
$passes << EOD
120
40
-40
-120
EOD
set angles degrees
plot $rows using 2:1:($3 - $2):(0) with vectors nohead linecolor rgb "#9a9a9a" linewidth 1, \
     for [row=3:4] $passes using (a + a*cos($1)):(row + b*sin($1)) with points pointtype 7 pointsize 1.1 linecolor rgb "#1f6fb2", \
     $stretch using 1:2 with points pointtype 7 pointsize 1.4 linecolor rgb "#1f6fb2", \
     $axis using 1:2 with points pointtype 7 pointsize 1.6 linecolor rgb "white", \
     $axis using 1:2 with points pointtype 6 pointsize 1.6 linewidth 2 linecolor rgb "#5b2a9a"
