# The clock's wheel angle θ (rad, never wrapped) against time, from the dump:
# two body rows per step, the fixed frame (index 0) then the wheel (index 1),
# so `every 2::1` takes the wheel's. Dashed: the derived
# θ_n = ρ^n·(A·cos nφ + B·sin nφ) for κ = Cs = 0.001, γ = Cd = 0.06, with
# ρ = √(1 − γ), cos φ = (2 − κ − γ)/(2ρ), A = 6π and
# B = ((1 − κ)·6π/ρ − A·cos φ)/sin φ. Thin lines at the multiples of 2π.
dt = 1.0 / 60
kappa = 0.001
gamma = 0.06
rho = sqrt(1 - gamma)
phi = acos((2 - kappa - gamma) / (2 * rho))
A = 6 * pi
B = ((1 - kappa) * A / rho - A * cos(phi)) / sin(phi)
derived(n) = rho**n * (A * cos(n * phi) + B * sin(n * phi))

set xrange [0:5]
set yrange [-1:20]
set xtics 1
set ytics ("0" 0, "2π" 2 * pi, "4π" 4 * pi, "6π" 6 * pi)
set grid noytics
set xlabel "time t (s); Δt = 1/60 s"
set ylabel "wheel angle θ (rad)"
set key top right Left reverse samplen 3
do for [turn = 0:3] {
    set arrow from 0, 2 * pi * turn to 5, 2 * pi * turn nohead dashtype (3, 3) linecolor rgb "#9a9a9a" back
    set label sprintf("%d turn%s wound", turn, turn == 1 ? "" : "s") at 5.05, 2 * pi * turn left textcolor rgb "#666666"
}
set margins 10, 14, 4, 1.5

set samples 601
plot data.'clock-dump.csv' every 2::1 using (column('step') * dt):'angle' \
         with lines linetype 1 linewidth 4 title 'measured (--dump)', \
     derived(x / dt) with lines dashtype (4, 4) linewidth 1.5 linecolor rgb "#222222" \
         title 'derived: ρ^n (A cos nφ + B sin nφ)'
