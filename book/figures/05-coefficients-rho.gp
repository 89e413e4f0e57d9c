# How fast the error dies: the step's spectral radius ρ = max|λ| across the
# stable triangle, from the eigenvalues of λ² − T·λ + D = 0 with
# T = 2 − Cs − Cd and D = 1 − Cd (a complex pair has |λ| = √D), drawn as a
# heat map with contours; the critical-damping curve T² = 4D, that is
# Cd = 2√Cs − Cs; and ρ measured from the runs small-CS-CD.csv of `single`
# from 1 mm (the sweep of 05-coefficients-plane.gp): with n1 and n2 the last
# steps at which the error is above 1e-5 m and 1e-9 m, a hundredth and a
# millionth of the start, the error shrank 10,000-fold in n2 − n1 steps, so
# ρ ≈ 1e-4^(1/(n2 − n1)) (0 when both are step 0: gone in one step). Points
# whose error is not yet below 1e-9 m at step 300 are left out.

max2(a, b) = a > b ? a : b
rho(cs, cd) = (T = 2 - cs - cd, D = 1 - cd, T*T - 4*D < 0 ? sqrt(D) : \
               max2(abs(T + sqrt(T*T - 4*D)), abs(T - sqrt(T*T - 4*D))) / 2)
inside(cs, cd) = cs > 0 && cd > 0 && cs + 2*cd < 4
rho_inside(cs, cd) = inside(cs, cd) ? rho(cs, cd) : NaN

$measured << EOD
EOD
do for [i = 0:24] {
    cs = sprintf("%.1f", 0.1 + 0.2 * i)
    do for [j = 1:15] {
        cd = sprintf("%.1f", 0.2 * j - 0.1)
        file = data.'small-'.cs.'-'.cd.'.csv'
        stats file using 'step' nooutput
        last = STATS_max
        stats file using (column('max_stretch') > 1e-5 ? column('step') : 0) nooutput
        n1 = STATS_max
        stats file using (column('max_stretch') > 1e-9 ? column('step') : 0) nooutput
        n2 = STATS_max
        if (last == 300 && n2 < 300) {
            set print $measured append
            print sprintf("%s %s %.6f", cs, cd, n2 > n1 ? 1e-4**(1.0 / (n2 - n1)) : 0)
            set print
        }
    }
}

# From here on the data are whitespace-separated with no header row: the
# measured points, gnuplot's grid '++' (which a comma separator breaks) over
# urange × vrange, and the contours, traced into a table of lines.
set datafile separator whitespace
set datafile nocolumnheaders
set samples 400
set isosamples 240
set urange [0:4]
set vrange [0:2]
set contour base
set cntrparam levels discrete 0.25, 0.5, 0.75, 0.9
unset surface
set table $contours
splot '++' using 1:2:(rho_inside($1, $2)) with lines
unset table
unset contour
set surface

set xrange [0:4.05]
set yrange [0:2.05]
set xtics 0.5
set ytics 0.5
set xlabel "C_s"
set ylabel "C_d"
set cblabel "ρ = max |λ|"
set cbrange [0:1]
set cbtics 0.25
set palette defined (0 "#0d0887", 0.25 "#6a00a8", 0.5 "#b12a90", 0.75 "#e16462", 0.9 "#fca636", 1 "#f0f921")
set margins 9, 12, 4, 1
# The key sits above the triangle's slanted edge, where the plane is unstable.
set key at graph 0.99, graph 0.99 right top Left reverse samplen 2 spacing 1.3
set style textbox opaque noborder margins 1, 1

# The contours ρ = 0.25, 0.5, 0.75 and 0.9 are white lines. Below the
# critical curve ρ = √(1 − C_d), so each is a level line there, labelled at
# C_s = 1.7.
# Above the curve the contours are chevrons with their tips on the line
# C_s + C_d = 2 (T = 0, where λ = ±√(C_d − 1)): ρ = 0.5, 0.75 and 0.9 at
# C_d = 1 + ρ², labelled on their tips.
set label 1 "ρ = 0" at 1.1, 1.0 left textcolor rgb "#222222" boxed front
set label 5 "0.9" at 2 - (1 + 0.9**2), 1 + 0.9**2 center textcolor rgb "#222222" boxed front
set label 6 "0.75" at 2 - (1 + 0.75**2), 1 + 0.75**2 center textcolor rgb "#222222" boxed front
set label 7 "0.5" at 2 - (1 + 0.5**2), 1 + 0.5**2 center textcolor rgb "#222222" boxed front
set label 2 "0.9" at 1.7, 1 - 0.9**2 center textcolor rgb "#222222" boxed front
set label 3 "0.75" at 1.7, 1 - 0.75**2 center textcolor rgb "#222222" boxed front
set label 4 "0.5" at 1.7, 1 - 0.5**2 center textcolor rgb "#222222" boxed front

plot '++' using 1:2:(rho_inside($1, $2)) with image notitle, \
     $contours using 1:2 with lines linewidth 1.2 linecolor rgb "#ffffff" notitle, \
     [0:4] 2*sqrt(x) - x with lines linewidth 2.5 linecolor rgb "#1b1b1b" \
         title "critical damping: C_d = 2√C_s − C_s", \
     [0:1] 2 - x with lines linewidth 2 dashtype (4, 3) linecolor rgb "#1b1b1b" \
         title "C_s + C_d = 2", \
     $measured using 1:2:3 with points pointtype 7 pointsize 1.1 linecolor palette notitle, \
     $measured using 1:2 with points pointtype 6 pointsize 1.1 linewidth 1 linecolor rgb "#1b1b1b" \
         title "ρ measured from runs of single", \
     '+' using (1):(1) every ::0::0 with points pointtype 7 pointsize 1.4 linecolor rgb "#ffffff" notitle
