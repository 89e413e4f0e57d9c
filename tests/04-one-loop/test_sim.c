// Chapter 04's claims about its scenes that hold for every one-loop spring of
// chapters 04-05 (chapter 05 carries this file, at Cs = Cd = 1): with κ = γ = 1
// (the preface's notation: κ = k·Δt²/m, γ = c·Δt/m, on the state (x, u) with
// u = v·Δt), a particle on a spring to an anchor is at rest length after one
// step and at rest after two, from any start along the axis; bobs of 0.1, 1
// and 10 kg move as one; the mouse follows and lets go. Chapter 03's tests of
// the integrator that still hold for this spring are carried forward here,
// rewritten for it. The spring's settings come from the chapter
// (chapter_settings, tests/support/chapter.h). The claims about any one-loop
// spring, which every later chapter carries, are in test_springs.c.
#include <criterion/criterion.h>

#include "allocations.h"
#include "chapter.h"
#include "measure.h"
#include "sim.h"

static World world;  // static: a World holds fixed arrays too big for a test's stack

// The one-loop spring at this step and mass, as the chapter spells it.
static Settings settings(double dt, double mass) { return chapter_settings(dt, mass); }

// The book's derivation: with κ = γ = 1, symplectic Euler on (x, u) gives
// u' = u − x − u = −x and x' = x + u' = 0: the distance error vanishes in one
// step whatever x and u were, and the bob moves at v' = −x/Δt. In the second
// step x' = 0, so u'' = u' − 0 − u' = 0. Only rounding remains: the terms are of
// the size of the rest length, so 1e-12 of it is a thousand times rounding.
static void check_one_loop(double dt, double mass, double start, double speed) {
    Settings s = settings(dt, mass);
    single_defaults(&s);
    single_build(&world, &s);
    Particle *bob = &world.particles[1];
    const Spring *spring = &world.springs[0];
    bob->position = vec2(-1.0 + spring->rest_length + start, 0.0);
    bob->velocity = vec2(speed, 0.0);
    world_step(&world);
    double error = spring_length(&world, spring) - spring->rest_length;
    cr_assert(fabs(error) < 1e-12 * spring->rest_length,
              "start %g, speed %g: distance error %.3g after one step", start, speed, error);
    cr_assert(fabs(bob->velocity.x + start / dt) * dt < 1e-12 * spring->rest_length,
              "start %g, speed %g: the velocity that got it there is -x/dt", start, speed);
    world_step(&world);
    cr_assert(vec2_length(bob->velocity) * dt < 1e-12 * spring->rest_length,
              "start %g, speed %g: velocity %.3g after two steps", start, speed, bob->velocity.x);
    error = spring_length(&world, spring) - spring->rest_length;
    cr_assert(fabs(error) < 1e-12 * spring->rest_length, "and it stays there");
}

Test(one_loop, distance_error_zero_after_one_step_velocity_zero_after_two) {
    const double starts[] = {-0.9, -0.25, 0.001, 0.5, 3.0};
    const double speeds[] = {0.0, 2.0, -7.5};
    for (int i = 0; i < 5; i++) {
        for (int j = 0; j < 3; j++) {
            check_one_loop(1.0 / 60.0, 1.0, starts[i], speeds[j]);
            check_one_loop(1.0 / 240.0, 0.1, starts[i], speeds[j]);
            check_one_loop(1.0 / 30.0, 100.0, starts[i], speeds[j]);
        }
    }
}

// The positions depend on k/m = 1/Δt² and c/m = 1/Δt only, so bobs of any mass
// trace the same path. Dividing by m and multiplying back is exact only to a
// rounding, hence 1e-12 rather than equality.
Test(masses, move_identically) {
    Settings s = settings(1.0 / 60.0, 1.0);
    masses_defaults(&s);
    masses_build(&world, &s);
    cr_assert_eq(world.particles[1].mass, 0.1);
    cr_assert_eq(world.particles[3].mass, 1.0);
    cr_assert_eq(world.particles[5].mass, 10.0);
    world.particles[1].velocity = world.particles[3].velocity = world.particles[5].velocity =
        vec2(0.3, 1.2);  // across the axis too: the same for all three
    for (int step = 0; step < 200; step++) {
        world_step(&world);
        for (int bob = 3; bob <= 5; bob += 2) {
            Vec2 reference = world.particles[1].position;
            Vec2 here = world.particles[bob].position;
            double drop = (bob - 1) / 2;  // each row sits 1 m below the last
            cr_assert_float_eq(here.x, reference.x, 1e-12, "step %d", step);
            cr_assert_float_eq(here.y + drop, reference.y, 1e-12, "step %d", step);
        }
    }
}

// Carried from chapter 03, with this chapter's spring: symplectic Euler moves
// the position with the new velocity. From rest at x = 0.5 m (m = 2 kg,
// Δt = 0.01 s, so k = 20,000 N/m) the first step gives v' = −k·x·Δt/m =
// −x/Δt = −50 m/s and x' = x + Δt·v' = 0; explicit Euler would not have moved
// the bob at all. k = m/Δt² is exact only to a rounding, hence 1e-12 relative.
Test(euler, first_step_from_rest_moves_with_the_new_velocity) {
    Settings s = settings(0.01, 2.0);
    single_defaults(&s);
    single_build(&world, &s);
    Vec2 start = world.particles[1].position;
    double x = spring_length(&world, &world.springs[0]) - world.springs[0].rest_length;
    world_step(&world);
    double velocity = -x / 0.01;  // toward the anchor, which is at −x
    cr_assert_float_eq(world.particles[1].velocity.x, velocity, 1e-12 * fabs(velocity));
    cr_assert_float_eq(world.particles[1].position.x, start.x + 0.01 * velocity, 1e-12);
    cr_assert_eq(world.particles[1].position.y, start.y);
}

// The pendulum keeps its length to within the sag: a rod, not a rubber band.
// Its only loss is the damper on the small radial motion.
Test(pendulum, swings_at_nearly_fixed_length) {
    Settings s = settings(1.0 / 60.0, 1.0);
    pendulum_build(&world, &s);
    cr_assert_eq(measured_energy(&world), 0.0);
    Metrics metrics;
    for (int step = 0; step < 1000; step++) {
        world_step(&world);
        world_measure(&world, &metrics);
        cr_assert_lt(metrics.max_stretch, 0.01, "step %d", step);
    }
    cr_assert_lt(world.particles[1].position.y, 0.0);
}

Test(step, never_allocates) {
    Settings s = settings(1.0 / 60.0, 1.0);
    masses_build(&world, &s);
    cr_assert_eq(allocations_in_steps(&world, 100), 0, "the step called malloc/calloc/realloc/free");
}

Test(grab, follows_the_mouse_and_lets_go) {
    Settings s = settings(1.0 / 60.0, 1.0);
    pendulum_build(&world, &s);
    int bob = world_pick(&world, vec2(1.01, 0.0), 0.05);
    cr_assert_eq(bob, 1);
    cr_assert_eq(world_pick(&world, vec2(0.0, 0.0), 0.05), -1, "anchors cannot be picked");
    world_grab(&world, bob, vec2(0.0, -0.5));
    for (int step = 0; step < 60; step++) {
        world_step(&world);
    }
    // The pendulum's own spring is four times as strong and keeps the bob near
    // its circle; the mouse pulls it round and a little in. Held against both
    // (along the spring κ = γ = 1.25, and κ + 2γ = 3.75 < 4), it stays calm.
    Vec2 p = world.particles[bob].position;
    cr_assert_not(world_diverged(&world));
    cr_assert_lt(fabs(p.x), 0.05, "pulled under the anchor: at (%g, %g)", p.x, p.y);
    cr_assert_lt(vec2_length(world.particles[bob].velocity), 0.05, "and held still");
    world_release(&world);
    cr_assert_eq(world.grab.particle, -1);
}

