# The page's one idea (no run): when each solver reads the world. One step
# runs left to right, from where the particles are when it starts to where
# they will be when it ends; the step before lies to the left. Each row is
# a reading, with the chapters that kept it: a filled dot where a spring
# reads what it must answer (how far it is stretched, and how fast, after
# the springs before it), a ring where it reads the axis it pulls along
# (drawn only where the two differ), a diamond, on the two Euler rows, at
# the velocity that moves a particle, and, for the one-loop spring, an arrow
# from where it reads to where it aims. The sweeps' passes are not later
# moments, so they are drawn on a loop at the start, not along the line;
# a warm start adds a reading from the step before. Every label sits on
# the row it names.
set terminal svg size 760,400 enhanced font "DejaVu Sans,13" background rgb "white"
set output output
set datafile separator whitespace
set datafile nocolumnheaders
set style textbox opaque noborder margins 1, 1
unset grid
set xrange [-0.78:1.6]
set yrange [1.4:8.6]
unset ytics
unset key
set border 0
set xtics ("the step before" -0.45, "start" 0, "end" 1) nomirror scale 0
set lmargin 23
set rmargin 1
set tmargin 1
set bmargin 2.5
set label 1 "explicit Euler (01, 02)" at graph 0, first 8 right offset -1, 0
set label 2 "symplectic Euler (03)" at graph 0, first 7 right offset -1, 0
set label 3 "one-loop spring (04–09)" at graph 0, first 6 right offset -1, 0
set label 4 "sweeps (10, 13)" at graph 0, first 5 right offset -1, 0
set label 5 "warm start (11, 12)" at graph 0, first 4 right offset -1, 0
set label 6 "soft step (14)" at graph 0, first 3 right offset -1, 0
set label 7 "XPBD (15, 16)" at graph 0, first 2 right offset -1, 0
# Start and end of the step, as faint vertical lines.
set arrow 10 from 0, graph 0 to 0, graph 1 nohead linecolor rgb "#c8c8c8" dashtype (4, 4)
set arrow 11 from 1, graph 0 to 1, graph 1 nohead linecolor rgb "#c8c8c8" dashtype (4, 4)
# The two Euler steps: both read the force at the start; the velocity that
# moves a particle is the start's, or the one after the force.
set label 30 "force and velocity of the start" at 0, 8 left offset 1.6, 0 boxed front textcolor rgb "#1f6fb2"
set label 32 "velocity after the force" at 1, 7 right offset -1.6, 0 boxed front textcolor rgb "#d9730d"
# The one-loop spring reads the start and aims at the end.
set arrow 12 from 0.04, 6 to 0.97, 6 head filled size screen 0.012, 25 linecolor rgb "#d62728" linewidth 1.5
set label 13 "aims here" at 1, 6 left offset 1, 0 boxed front textcolor rgb "#d62728"
# The sweeps' passes: a loop at the start.
a = 0.2
b = 0.36
set object 21 ellipse center a, 5 size 2*a, 2*b front fillstyle empty border linecolor rgb "#1f6fb2" linewidth 1.2
set object 22 ellipse center a, 4 size 2*a, 2*b front fillstyle empty border linecolor rgb "#1f6fb2" linewidth 1.2
set label 14 "axis" at 0, 5 right offset -1, 0 boxed front textcolor rgb "#5b2a9a"
set label 17 "passes, within the step" at 2*a, 5 left offset 1, 0 boxed front textcolor rgb "#1f6fb2"
set label 16 "last step's\nanswer" at -0.45, 4 left offset 1, 0.5 boxed front textcolor rgb "#1f6fb2"
set label 19 "impulse\nso far" at -0.45, 3 left offset 1, 0.5 boxed front textcolor rgb "#1f6fb2"
set label 15 "force" at 1, 3 left offset 1, 0 boxed front textcolor rgb "#1f6fb2"
set label 18 "axis and stretch" at 1, 2 left offset 1, 0 boxed front textcolor rgb "#1f6fb2"
$rows << EOD
# row  start  end
8 -0.62 1.1
7 -0.62 1.1
6 -0.62 1.1
5 -0.62 1.1
4 -0.62 1.1
3 -0.62 1.1
2 -0.62 1.1
EOD
# Filled dots: where a stretch is read. Rings: where only the axis is.
$stretch << EOD
0 8
0 7
0 6
-0.45 4
-0.45 3
1 3
1 2
EOD
$axis << EOD
0 5
0 4
0 3
EOD
# Diamonds: the velocity that moves a particle.
$moves << EOD
0 8
1 7
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
     for [row=4:5] $passes using (a + a*cos($1)):(row + b*sin($1)) with points pointtype 7 pointsize 1.1 linecolor rgb "#1f6fb2", \
     $moves using 1:2 with points pointtype 13 pointsize 2.1 linecolor rgb "white", \
     $moves using 1:2 with points pointtype 12 pointsize 2.1 linewidth 2 linecolor rgb "#d9730d", \
     $stretch using 1:2 with points pointtype 7 pointsize 1.4 linecolor rgb "#1f6fb2", \
     $axis using 1:2 with points pointtype 7 pointsize 1.6 linecolor rgb "white", \
     $axis using 1:2 with points pointtype 6 pointsize 1.6 linewidth 2 linecolor rgb "#5b2a9a"
