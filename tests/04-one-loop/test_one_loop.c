// Chapter 04's claims about its spring's k and c themselves, which chapter 05
// restates with Cs and Cd: k = m/Δt² and c = m/Δt follow the mass that moves;
// gravity leaves a sag of exactly g·Δt²; two one-loop springs on one particle
// overshoot by 1 + √2; a continuous critical damper overshoots by 1.618 a
// step; a retune keeps one-loop rest. The claims that hold at Cs = Cd = 1 too
// are in test_sim.c, which chapter 05 carries.
#include <criterion/criterion.h>

#include "sim.h"

static World world;  // static: a World holds fixed arrays too big for a test's stack


static Settings settings(double dt, double mass) {
    return (Settings){.dt = dt, .gravity = 9.81, .mass = mass};
}

Test(spring, is_tuned_to_the_mass_that_moves) {
    Settings s = settings(0.01, 2.0);
    single_build(&world, &s);
    cr_assert_float_eq(world.springs[0].k, 2.0 / (0.01 * 0.01), 1e-9);
    cr_assert_float_eq(world.springs[0].c, 2.0 / 0.01, 1e-12);
}

// A bob hanging under its anchor at rest length, x = 0 and u = 0, with x the
// stretch (down) and g·Δt² what gravity adds to u in a step. One step is
// u' = u − κx − γu + g·Δt², x' = x + u', so with κ = γ = 1:
//   step 1: u' = g·Δt², x' = g·Δt²: the bob moves at g·Δt, 2.7 mm down.
//   step 2: the spring pulls up with k·x' = m·g, the damper with c·v' = m·g,
//           gravity down with m·g: a net m·g up, which takes the momentum
//           m·g·Δt away: u'' = g·Δt² − g·Δt² − g·Δt² + g·Δt² = 0, x'' = g·Δt².
//   then:   the spring's m·g alone cancels gravity, and nothing moves.
// The pull cancelling gravity is not what stops it: that would leave the
// speed g·Δt. It is the damper. 1e-12 m is far above rounding (1e-16 m) and
// far below the 2.7 mm sag.
Test(one_loop, gravity_leaves_a_sag_of_g_dt_squared) {
    const double dt = 1.0 / 60.0, g = 9.81;
    Settings s = settings(dt, 1.0);
    world_init(&world, &s);
    int anchor = world_add_anchor(&world, vec2(0.0, 0.0));
    int bob = world_add_particle(&world, vec2(0.0, -1.0), 1.0);
    world_add_spring(&world, anchor, bob);
    for (int step = 1; step <= 10; step++) {
        world_step(&world);
        double sag = spring_length(&world, &world.springs[0]) - 1.0;
        cr_assert_float_eq(sag, g * dt * dt, 1e-12, "step %d: sag %.17g", step, sag);
        // Moving down at g·Δt after step 1; stopped by step 2's net m·g up.
        double moving = step == 1 ? -g * dt : 0.0;
        cr_assert_float_eq(world.particles[bob].velocity.y * dt, moving * dt, 1e-12,
                           "step %d: velocity %.17g", step, world.particles[bob].velocity.y);
    }
}

// Two one-loop springs on one bob, from anchors on either side along one axis:
// along it κ = γ = 2, so T = 2 − κ − γ = −2 and D = 1 − γ = −1, and
// λ² + 2λ − 1 = 0 has the eigenvalue −1 − √2 ≈ −2.414. From 1 nm the bob
// overshoots by 2.414 times more every step; 15 steps keep it well under a
// millimetre, where the springs are linear. The ratio is checked to 1e-6:
// the other eigenvalue, √2 − 1, has faded to 1e-12 of it by then.
Test(one_loop, two_on_one_particle_overshoot_by_one_plus_root_two) {
    Settings s = settings(1.0 / 60.0, 1.0);
    s.gravity = 0.0;
    world_init(&world, &s);
    int left = world_add_anchor(&world, vec2(-1.0, 0.0));
    int right = world_add_anchor(&world, vec2(1.0, 0.0));
    int bob = world_add_particle(&world, vec2(0.0, 0.0), 1.0);
    world_add_spring(&world, left, bob);
    world_add_spring(&world, right, bob);
    world.particles[bob].position.x = 1e-9;
    double before = 1e-9;
    for (int step = 1; step <= 15; step++) {
        world_step(&world);
        double now = world.particles[bob].position.x;
        if (step == 15) {
            cr_assert_float_eq(now / before, -1.0 - sqrt(2.0), 1e-6, "ratio %.9g", now / before);
        }
        before = now;
    }
}

// Continuous critical damping, c = 2·sqrt(k·m), is 2m/Δt at k = m/Δt²: γ = 2,
// twice the one-loop damper. With κ = 1, γ = 2 the step has T = −1, D = −1,
// λ² + λ − 1 = 0, and λ = (−1 − √5)/2 ≈ −1.618: it overshoots further every
// step. From 1 nm, 20 steps keep it under 0.1 mm (linear), and the other
// eigenvalue, 0.618, has faded to 0.382^20 ≈ 4e-9 of it, hence 1e-6.
Test(one_loop, continuous_critical_damper_overshoots_by_1_618_a_step) {
    Settings s = settings(1.0 / 60.0, 1.0);
    single_defaults(&s);
    single_build(&world, &s);
    world.springs[0].c = 2.0 * sqrt(world.springs[0].k * world.particles[1].mass);
    world.particles[1].position.x = 1e-9;
    double before = 1e-9;
    for (int step = 1; step <= 20; step++) {
        world_step(&world);
        double now = world.particles[1].position.x;
        if (step == 20) {
            cr_assert_float_eq(now / before, -(1.0 + sqrt(5.0)) / 2.0, 1e-6, "ratio %.9g", now / before);
        }
        before = now;
    }
}

// A live slider in this chapter: the mass or the step changes while the bob
// swings, and world_retune tunes every spring again for them. κ = γ = 1 holds
// at once, so one step after the change the distance error is zero again
// (to rounding on a 1 m spring), whatever the mass or the step became. The
// motion stays along the spring: across it, a straight step leaves the circle
// by v²Δt²/2L, as the book shows. The masses scene keeps its own three masses.
Test(retune, keeps_one_loop_rest_whatever_the_new_mass_or_step) {
    Settings s = settings(1.0 / 60.0, 1.0);
    single_defaults(&s);
    single_build(&world, &s);
    world.particles[1].velocity = vec2(2.0, 0.0);
    world_step(&world);
    world.particles[1].velocity = vec2(-1.0, 0.0);  // off its rest length again, moving
    world.particles[1].position.x += 0.2;
    s.mass = 7.0;
    s.dt = 1.0 / 200.0;
    world_retune(&world, &s);
    cr_assert_float_eq(world.springs[0].k, 7.0 * 200.0 * 200.0, 1e-6);
    cr_assert_float_eq(world.springs[0].c, 7.0 * 200.0, 1e-9);
    world_step(&world);
    double x = spring_length(&world, &world.springs[0]) - world.springs[0].rest_length;
    cr_assert_float_eq(x, 0.0, 1e-12, "stretch after one step: %g", x);

    Settings m = settings(1.0 / 60.0, 1.0);
    masses_defaults(&m);
    masses_build(&world, &m);
    m.mass = 5.0;
    world_retune(&world, &m);
    cr_assert_eq(world.particles[1].mass, 0.1, "the masses scene keeps its masses");
    cr_assert_eq(world.particles[5].mass, 10.0);
}
