// Chapter 03's claims: with symplectic Euler the undamped spring keeps its
// energy within a band and is stable exactly while κ = k·Δt²/m < 4; the C++
// string article's string still blows up at Δt = 1/60 s, whatever its damper,
// and holds at Δt = 1 ms; the spinning box keeps its angular momentum.
// Chapter 01's and 02's claims that hold for both Euler steps are carried
// from their files (tests/03-symplectic/carried). Notation as in the book's
// preface: u = v·Δt, κ = k·Δt²/m, γ = c·Δt/m, ω = sqrt(k/m).
#include <criterion/criterion.h>

#include "measure.h"
#include "hooke.h"
#include "sim.h"

static World world;  // static: a World holds fixed arrays too big for a test's stack

// The book's derivation: symplectic Euler on (x, u), u' = u − κ·x then
// x' = x + u', keeps Q = u² + κx² − κ·x·u exactly. Since
// κ·|x·u| ≤ (√κ/2)(u² + κx²), the energy, proportional to u² + κx², stays
// between 1/(1 + ω·Δt/2) and 1/(1 − ω·Δt/2) of Q (ω·Δt = √κ); from rest Q is
// the starting energy. The 1e-12 slack is for rounding, as in chapter 01.
static void check_energy_band(double dt, double mass, double k) {
    Settings s = hooke_settings(dt, mass, k);
    single_defaults(&s);
    single_build(&world, &s);
    double omega_dt = dt * sqrt(k / mass);
    double low = 1.0 / (1.0 + omega_dt / 2.0), high = 1.0 / (1.0 - omega_dt / 2.0);
    double start = measured_energy(&world), least = 1.0, most = 1.0;
    for (int step = 1; step <= 10000; step++) {
        world_step(&world);
        cr_assert_gt(world.particles[1].position.x, world.particles[0].position.x);
        least = fmin(least, measured_energy(&world) / start);
        most = fmax(most, measured_energy(&world) / start);
    }
    cr_assert_geq(least, low - 1e-12, "k=%g m=%g dt=%g: fell to %.6f of the start", k, mass, dt, least);
    cr_assert_leq(most, high + 1e-12, "k=%g m=%g dt=%g: rose to %.6f of the start", k, mass, dt, most);
    // The band is not loose: the energy really swings through most of it.
    cr_assert_lt(least, 1.0 - 0.25 * omega_dt, "k=%g: never dipped", k);
}

Test(energy, stays_in_its_band_for_ten_thousand_steps) {
    for (int i = 0; i < HOOKE_CASES; i++) {
        check_energy_band(hooke_cases[i].dt, hooke_cases[i].mass, hooke_cases[i].k);
    }
}

// Symplectic Euler moves the position with the new velocity: from rest, the
// first step already moves the bob by Δt times the velocity it just gained.
Test(euler, first_step_from_rest_moves_with_the_new_velocity) {
    Vec2 start;
    double x = first_step_from_rest(&world, &start);
    // The spring pulls the bob back toward the anchor (−x direction here).
    double velocity = -50.0 * x / 2.0 * 0.01;
    cr_assert_float_eq(world.particles[1].velocity.x, velocity, 1e-15);
    cr_assert_float_eq(world.particles[1].position.x, start.x + 0.01 * velocity, 1e-15);
    cr_assert_eq(world.particles[1].position.y, start.y);
}

// The book's derivation: for one undamped spring to an anchor, symplectic Euler
// maps (x, u) through a matrix with D = 1 and T = 2 − κ. Its eigenvalues stay
// on the unit circle while |T| < 2, that is κ < 4 or k < 4m/Δt², and past it
// one is real and below −1: the bob overshoots further every step.
//
// 3 % below the limit the energy swings wide (the band of the test above, with
// ω·Δt = √3.88 ≈ 1.97, reaches 66 times the start) but stays bounded; 3 %
// above, an eigenvalue is about −1.41 and 600 steps multiply the energy by
// e^400. The bob starts 1 mm from rest so that the swings stay small (linear).
enum { EDGE_STEPS = 600 };
static const double EDGE_MASS = 1.0, EDGE_DT = 1.0 / 60.0;

static double critical_k(void) { return 4.0 * EDGE_MASS / (EDGE_DT * EDGE_DT); }

// Runs the bob from 1 mm for EDGE_STEPS steps. Returns the largest energy seen
// over the energy at the start, or infinity if the run diverged first; *last
// gets the energy at the end over the start.
static double energy_growth(double k, double c, double *last) {
    Settings s = hooke_settings(EDGE_DT, EDGE_MASS, k);
    single_defaults(&s);
    s.c = c;
    single_build(&world, &s);
    world.particles[1].position.x = 0.001;
    double start = measured_energy(&world), most = 1.0;
    for (int step = 0; step < EDGE_STEPS; step++) {
        world_step(&world);
        if (world_diverged(&world)) {
            return INFINITY;
        }
        most = fmax(most, measured_energy(&world) / start);
    }
    *last = measured_energy(&world) / start;
    return most;
}

Test(stiffness, stable_just_below_four_m_over_dt_squared_unstable_just_above) {
    double last;
    double below = energy_growth(0.97 * critical_k(), 0.0, &last);
    cr_assert_lt(below, 1.0 / (1.0 - sqrt(0.97 * 4.0) / 2.0) + 1e-6, "bounded by its band");
    cr_assert_gt(energy_growth(1.03 * critical_k(), 0.0, &last), 1e6);
}

// With a damper, u' = u − κx − γu comes first, so D = 1 − γ and
// T = 2 − κ − γ: by Jury's conditions stable while 0 < γ < 2 and κ + 2γ < 4,
// that is 0 < c < 2m/Δt − k·Δt/2. Unlike explicit Euler there is no lower
// edge: any damper at all takes energy out. At k = 1800 (κ = 0.5, as in
// chapter 02's test) the edge is c = 105; 3 % past it an eigenvalue is about
// −1.06, so 600 steps multiply the energy by e^60 or more. The weakest damper
// here, c = 0.1, removes energy like e^(−c·t/m) on average: to about e^(−1) of
// the start in 10 s (600 steps), so between 0.2 and 0.5 by a wide margin.
static double damped_edge(void) { return 2.0 * EDGE_MASS / EDGE_DT - 1800.0 * EDGE_DT / 2.0; }

Test(damper, stable_just_below_two_m_over_dt_minus_k_dt_over_two_unstable_above) {
    double last;
    cr_assert_lt(energy_growth(1800.0, 0.97 * damped_edge(), &last), 1.0 + 1e-9);
    cr_assert_lt(last, 1e-3);
    cr_assert_gt(energy_growth(1800.0, 1.03 * damped_edge(), &last), 1e6);
}

Test(damper, has_no_lower_edge) {
    double last;
    cr_assert(isfinite(energy_growth(1800.0, 0.1, &last)));
    cr_assert_lt(last, 0.5);
    cr_assert_gt(last, 0.2, "and removes it gently, like e^(-c·t/m) = e^(-1)");
}

Test(string, holds_at_dt_one_thousandth_for_ten_seconds) {
    Settings s = hooke_settings(0.001, 1.0, 20.0);
    string_defaults(&s);
    string_build(&world, &s);
    for (int step = 0; step < 10000; step++) {
        world_step(&world);
        cr_assert_not(world_diverged(&world), "diverged at step %d", step + 1);
    }
    // It hangs from its middle: both halves below the anchor, stretched, not torn.
    Metrics metrics;
    world_measure(&world, &metrics);
    cr_assert_lt(metrics.max_stretch, 1.0);
    cr_assert_lt(world.particles[0].position.y, -1.0);
}

// Σ m·r × v: springs push along their axes, so symplectic Euler's
// r' × v' = (r + Δt·v') × v' = r × v' = r × v + Δt·r × a adds nothing in total.
Test(box, keeps_its_angular_momentum_while_it_spins) {
    Settings s = hooke_settings(1.0 / 60.0, 1.0, 20.0);
    box_defaults(&s);
    s.c = 1.0;
    box_build(&world, &s);
    // 10,000 steps of rounding at ~1e-16 each: 1e-11 relative is ample, and far
    // below explicit Euler's gain of ω²Δt² ≈ 1e-3 per step (chapter 02; here ω
    // is the box's spin, 2 rad/s).
    double drift = angular_momentum_drift(&world, 10000);
    cr_assert_not(world_diverged(&world));
    cr_assert_leq(drift, 1e-11, "the angular momentum moved by %.3g of itself", drift);
}

// A damper lowers the string's limit instead of raising it. The zigzag mode
// feels four times the stiffness and four times the damping of one spring, so
// its κ + 2γ < 4 becomes κ + 2γ < 1. At Δt = 2.3 ms, κ = 8000·0.0023²/0.05
// ≈ 0.846, which allows γ < 0.077, that is c < 1.67 N·s/m. c = 1 sits inside
// (the string holds for 10 s, as the book's run shows); c = 5 (γ = 0.23) is
// far outside: the zigzag's eigenvalue is about −2.3, so the string diverges
// within a few dozen steps, well within the 1 s the test allows.
static int string_steps_until_diverged(double dt, double c, int steps) {
    Settings s = hooke_settings(dt, 1.0, 20.0);
    string_defaults(&s);
    s.c = c;
    string_build(&world, &s);
    for (int step = 1; step <= steps; step++) {
        world_step(&world);
        if (world_diverged(&world)) {
            return step;
        }
    }
    return 0;
}

Test(string, a_strong_damper_breaks_it_at_two_point_three_ms) {
    cr_assert_eq(string_steps_until_diverged(0.0023, 1.0, 4348), 0, "c = 1 should hold for 10 s");
    int step = string_steps_until_diverged(0.0023, 5.0, 435);
    cr_assert_gt(step, 0, "c = 5 should diverge within 1 s");
}
