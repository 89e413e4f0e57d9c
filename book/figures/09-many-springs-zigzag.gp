# The rope's zigzag, drawn on a short rope as the program builds it
# (modes-rope.csv: a --dump of step 0, gravity off, 6 particles, the first an
# anchor; the default rope, which the zigzag test uses, has 20). Particle ℓ moves along the rope by (−1)^ℓ·δ (the anchor stays):
# a pale tick marks where it was built, the dot where the mode puts it, the
# arrow above the move. Each spring's stretch is the difference of its ends'
# moves: 2δ (stretched, red) or −2δ (squeezed, blue) between two moving
# particles, −δ for the anchor's. Under each particle, the springs' push on
# it, drawn to scale: back toward where it was built, 2·Cs·δ/Δt of velocity
# (the anchor's spring, at the reduced mass m, gives as much as an inner one
# at m/2 stretched twice as far), and half that on the free end, which hangs
# on one spring.
unset key
unset border
unset tics
unset grid
set terminal svg size 760,230 enhanced font "DejaVu Sans,13" background rgb "white"
set output output
set margins 1, 1, 0.5, 0.5

file = data.'modes-rope.csv'
stats file using ($1 == 0 ? $4 : NaN) nooutput
n = int(STATS_records)
h = (STATS_max - STATS_min) / (n - 1)   # the spacing of the particles
x0 = STATS_min
t = 0.2 * h                             # how far the picture moves a particle
d(i) = int(i) == 0 ? 0 : (int(i) % 2 ? -1 : 1)    # (−1)^ℓ, the anchor 0
# The springs' push on particle i, in units of Cs·δ/Δt: the spring below it
# (to the anchor at m_red = m, else at m/2) and the one above it, if any.
push(i) = -((i == 1 ? 1.0 : 0.5) * (d(i) - d(i - 1)) + (i < n - 1 ? 0.5 * (d(i) - d(i + 1)) : 0))
X(i) = x0 + i * h + t * d(i)
stretched = "#c0392b"
squeezed = "#1f6fb2"

set xrange [x0 - 1.7 * h : x0 + (n - 0.6) * h]
set yrange [-1.25 * h : 0.75 * h]

# The springs, coloured by their stretch, labelled under their middle.
do for [i = 0 : n - 2] {
    s = d(i + 1) - d(i)
    set arrow from X(i), 0 to X(i + 1), 0 nohead linewidth 3.5 linecolor rgb (s > 0 ? stretched : squeezed) back
    lab = i == 0 ? "−δ" : (s > 0 ? "+2δ" : "−2δ")
    set label lab at (X(i) + X(i + 1)) / 2, -0.22 * h center textcolor rgb (s > 0 ? stretched : squeezed)
}
# The moves, above: from where the particle was built to where it is.
do for [i = 1 : n - 1] {
    set arrow from x0 + i * h, 0 to x0 + i * h, 0.12 * h nohead linewidth 1.5 linecolor rgb "#b0b0b0"
    set arrow from x0 + i * h, 0.3 * h to X(i), 0.3 * h head filled size screen 0.012,25 linewidth 2 linecolor rgb "#333333"
    set label (d(i) > 0 ? "+δ" : "−δ") at x0 + i * h + 0.5 * t * d(i), 0.5 * h center textcolor rgb "#333333"
    # The springs' push on particle i, back toward its place, to scale.
    set arrow from X(i), -0.55 * h to X(i) + 0.8 * t * push(i), -0.55 * h head filled size screen 0.01,25 linewidth 2.5 linecolor rgb "#2a9d6f"
    set label sprintf("ℓ = %d", i) at X(i), -0.95 * h center textcolor rgb "#555555"
}
set label "anchor" at x0, -0.95 * h center textcolor rgb "#555555"
set label "its move" at x0 - 1.6 * h, 0.3 * h left textcolor rgb "#333333"
set label "stretch" at x0 - 1.6 * h, -0.22 * h left textcolor rgb "#555555"
set label "springs' push" at x0 - 1.6 * h, -0.55 * h left textcolor rgb "#2a9d6f"

plot file using ($1 == 0 && $3 > 0 ? X($3) : NaN):(0) with points pointtype 7 pointsize 1.4 linecolor rgb "#333333", \
     file using ($1 == 0 && $3 == 0 ? $4 : NaN):(0) with points pointtype 5 pointsize 1.6 linecolor rgb "#333333"
