# The wrecking ball's energy where each swing ends, weighed at the spring's
# stiffness k = m_red ω² from a --dump of its first 600 steps (10 s) at the
# program's defaults (Box2D's: 4 substeps of one sweep, 60 Hz, ζ = 2):
# warm-started without relax (ends-r0.csv), with one relax sweep
# (ends-r1.csv), and with one relax sweep and no warm start (ends-c1.csv).
# A dump has a row per particle per step: index 0 is the anchor, 1 to 15 the
# links' 1 kg particles, 16 the 100 kg ball, each link 0.3 m long at rest.
# A frame's energy is each particle's kinetic and gravity's energy, and
# ½ m_red ω² x² for each link (m_red = 1 kg for the top link, whose upper end
# is the anchor). A swing ends where the ball stops rising: the frame whose
# height is at least the frame before's and above the frame after's. The ball
# starts at rest, at a swing's end, so each line starts at (0, 0).
w2 = (2*pi*60)**2
mass(i) = i == 16 ? 100.0 : 1.0
mred(i) = i == 1 ? 1.0 : mass(i)*mass(i - 1)/(mass(i) + mass(i - 1))
# One row of the dump: add its particle's part to the frame's energy e; at the
# ball, close the frame and return the energy of the frame before if that
# frame ended a swing, else NaN (no point).
row(i, t, x, y, vx, vy) = i == 0 ? (e = 0, px = x, py = y, NaN) : \
    (e = e + mass(i)*(0.5*(vx**2 + vy**2) + 9.81*y) \
           + 0.5*mred(i)*w2*(sqrt((x - px)**2 + (y - py)**2) - 0.3)**2, \
     px = x, py = y, \
     i < 16 ? NaN : ((t == 0 ? (e0 = e, y1 = y, y2 = y - 1) : 0), \
      out = (y1 >= y2 && y1 > y) ? (e1 - e0) : NaN, tout = t1, \
      y2 = y1, y1 = y, t1 = t, e1 = e, out))
# The swing ends of one run, as a block of (time, energy above the start).
ends(run) = sprintf("e = 0; e0 = 0; e1 = 0; y1 = 0; y2 = 0; t1 = 0; px = 0; py = 0; tout = 0; set table $%s; plot data.'ends-%s.csv' using (v = row(column('index'), column('step')/60.0, column('x'), column('y'), column('vx'), column('vy')), tout):(v) with table if v == v; unset table", run, run)
eval ends('r0')
eval ends('r1')
eval ends('c1')
# The tables have no header and spaces between their columns.
set datafile separator whitespace
set datafile nocolumnheaders

set xlabel "time (s)"
set ylabel "energy above the start where a swing ends (J)"
set xrange [0:10]
set yrange [-1800:300]
set key bottom left Left reverse samplen 2.5
set arrow from 0,0 to 10,0 nohead linecolor rgb "#6b6b6b" dashtype (4, 4)
plot $r0 using 1:2 with linespoints linetype 2 pointtype 7 pointsize 0.9 title 'warm start, no relax', \
     $r1 using 1:2 with linespoints linetype 1 pointtype 5 pointsize 0.8 title 'warm start, 1 relax sweep', \
     $c1 using 1:2 with linespoints linetype 3 pointtype 9 pointsize 0.9 title 'no warm start, 1 relax sweep'
