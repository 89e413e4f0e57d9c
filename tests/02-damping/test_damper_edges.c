// Chapter 02's claims about explicit Euler's damper: a single damped spring
// is stable only while κ < γ < 2 + κ/2 (κ = k·Δt²/m, γ = c·Δt/m), that is
// k·Δt < c < 2m/Δt + k·Δt/2, and a damper above k·Δt holds the C++ string
// article's string at Δt = 0.1 ms; the spinning box gains angular momentum
// whatever the damper. Chapter 03's symplectic Euler has other edges.
#include <criterion/criterion.h>

#include "measure.h"
#include "hooke.h"
#include "sim.h"

static World world;  // static: a World holds fixed arrays too big for a test's stack

// Every spring of the string has the same k and c, so each of its motions
// feels the same multiple s of both (s = 4 for neighbours moving against each
// other): κ and γ are both multiplied by s, and the lower edge sγ > sκ is
// c > k·dt for every motion at once. At dt = 0.1 ms that is c > 0.8 N·s/m,
// and the upper edge, γ < 2/s + κ/2, is far away (γ = 0.002 at c = 1). So
// c = 1 (1.25 k·dt, the chapter's default) holds the string for 60,000 steps,
// while c = 0.6 (0.75 k·dt) diverges within the same 60,000 steps.
Test(string, a_damper_above_k_dt_holds_it_at_a_tenth_of_a_millisecond) {
    const double dampers[] = {0.6, 1.0};
    for (int i = 0; i < 2; i++) {
        Settings s = hooke_settings(1e-4, 1.0, 20.0);
        string_defaults(&s);
        s.c = dampers[i];
        string_build(&world, &s);
        int step = steps_until_diverged(&world, 60000);
        if (s.c < s.k * s.dt) {
            cr_assert(world_diverged(&world), "c = %g: still sane after %d steps", s.c, step);
        } else {
            cr_assert_not(world_diverged(&world), "c = %g: diverged at step %d", s.c, step);
        }
    }
}

// The book's derivation: for one spring to an anchor, explicit Euler maps
// (x, u), u = v·dt, to (x + u, u − κ·x − γ·u). Its matrix M has trace
// T = 2 − γ and determinant D = 1 + κ − γ, and by Jury's conditions both
// eigenvalues lie inside the unit circle exactly while κ < γ < 2 + κ/2, that
// is k·dt < c < 2m/dt + k·dt/2.
//
// At κ = 0.5 the edges are sharp: 3 % past an edge, an eigenvalue's
// size is about 0.75 % (lower edge) or 7.7 % (upper edge) from 1 per step,
// so 600 steps change the energy by a factor of e^9 or more either way. The
// bob starts 1 mm from rest so that the growing cases stay small (linear)
// long enough to be seen growing rather than folding over the anchor.
enum { EDGE_STEPS = 600 };
static const double EDGE_K = 1800.0, EDGE_MASS = 1.0, EDGE_DT = 1.0 / 60.0;

static double lower_edge(void) { return EDGE_K * EDGE_DT; }
static double upper_edge(void) { return 2.0 * EDGE_MASS / EDGE_DT + EDGE_K * EDGE_DT / 2.0; }

// The energy after EDGE_STEPS steps over the energy at the start, or infinity
// if the run diverged first.
static double energy_growth(double c) {
    Settings s = hooke_settings(EDGE_DT, EDGE_MASS, EDGE_K);
    single_defaults(&s);
    s.c = c;
    single_build(&world, &s);
    world.particles[1].position.x = 0.001;
    double start = measured_energy(&world);
    for (int step = 0; step < EDGE_STEPS; step++) {
        world_step(&world);
        if (world_diverged(&world)) {
            return INFINITY;
        }
    }
    return measured_energy(&world) / start;
}

Test(damper, stable_just_above_the_lower_edge_unstable_just_below) {
    cr_assert_lt(energy_growth(1.03 * lower_edge()), 1e-3);
    cr_assert_gt(energy_growth(0.97 * lower_edge()), 1e3);
}

Test(damper, stable_just_below_the_upper_edge_unstable_just_above) {
    cr_assert_lt(energy_growth(0.97 * upper_edge()), 1e-3);
    cr_assert_gt(energy_growth(1.03 * upper_edge()), 1e3);
}

// Explicit Euler moves with the old velocity: p' × v' = (p + dt·v) × (v + dt·a)
// = p × v + dt·p × a + dt²·v × a. The springs' torques cancel in the sum (each
// pair of forces is equal, opposite and along the line between its ends), but
// the dt²·v × a term does not: for a spin at θ̇, a points inward and
// v × a = θ̇³|p|², so the angular momentum grows by about θ̇²dt² of itself
// every step, and the axial dampers, being central forces too, cannot take
// it back: they only change who pulls (explicit Euler's velocity points a
// little inward, they push out, the box runs wider and turns slower). Over the first
// 100 steps at θ̇ = 2 rad/s that is (1 + 4/3600)^100 ≈ 1.117; the box also
// stretches, which slows θ̇ a little, so the test allows 2 %.
Test(box, gains_angular_momentum_every_step) {
    Settings s = hooke_settings(1.0 / 60.0, 1.0, 20.0);
    box_defaults(&s);
    s.c = 1.0;
    box_build(&world, &s);
    double start = particles_angular_momentum(&world), before = start;
    world_step(&world);  // from rest length, the first step has no forces
    for (int step = 2; step <= 100; step++) {
        world_step(&world);
        double now = particles_angular_momentum(&world);
        cr_assert_gt(now, before, "step %d: L fell from %.17g to %.17g", step, before, now);
        before = now;
    }
    double expected = pow(1.0 + 4.0 / 3600.0, 100);
    cr_assert_float_eq(before / start, expected, 0.02 * expected);
}
