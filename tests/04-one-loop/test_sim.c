// Chapter 04's claims: with k = m/dt² and c = m/dt, a particle on a spring to an
// anchor is at rest length after one step and at rest after two, from any
// start along the axis; gravity leaves a sag of exactly g·dt²; bobs of 0.1, 1
// and 10 kg move as one.
#include <criterion/criterion.h>

#include "alloc_count.h"
#include "sim.h"

static World world;  // static: a World holds fixed arrays too big for a test's stack

static Settings settings(double dt, double mass) {
    return (Settings){.dt = dt, .gravity = 9.81, .mass = mass};
}

static double energy(const World *w) {
    Metrics metrics;
    world_measure(w, &metrics);
    return metrics.kinetic + metrics.potential;
}

Test(spring, is_tuned_to_the_mass_that_moves) {
    Settings s = settings(0.01, 2.0);
    single_build(&world, &s);
    cr_assert_float_eq(world.springs[0].k, 2.0 / (0.01 * 0.01), 1e-9);
    cr_assert_float_eq(world.springs[0].c, 2.0 / 0.01, 1e-12);
}

// The book's derivation: with F = −(m/dt²)·x − (m/dt)·v along the axis,
// symplectic Euler gives v' = v − x/dt − v = −x/dt and x' = x + dt·v' = 0: the
// distance error vanishes in one step whatever x and v were. In the second
// step x = 0, so v'' = v' − 0 − v' = 0. Only rounding remains: the terms are of
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

// A bob hanging under its anchor at rest length. Gravity's force joins the
// spring's in the same step: v' = −x/dt − g·dt, so x' = −g·dt², and from then
// on the spring's pull exactly cancels gravity's: a sag of g·dt², at rest.
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
    }
    cr_assert(fabs(world.particles[bob].velocity.y) * dt < 1e-12);
}

// The positions depend on k/m = 1/dt² and c/m = 1/dt only, so bobs of any mass
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

// Two one-loop springs on one bob, from anchors on either side along one axis:
// along it k·dt²/m = 2 and c·dt/m = 2, so the matrix has trace 2 − 2 − 2 = −2
// and det 1 − 2 = −1, and an eigenvalue −1 − √2 ≈ −2.414. From 1 nm the bob
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

Test(euler, anchors_never_move) {
    Settings s = settings(1.0 / 60.0, 1.0);
    pendulum_build(&world, &s);
    Vec2 anchor = world.particles[0].position;
    for (int step = 0; step < 100; step++) {
        world_step(&world);
    }
    cr_assert(world.particles[0].pinned);
    cr_assert_eq(world.particles[0].position.x, anchor.x);
    cr_assert_eq(world.particles[0].position.y, anchor.y);
}

// The pendulum keeps its length to within the sag: a rod, not a rubber band.
// Its only loss is the damper on the small radial motion.
Test(pendulum, swings_at_nearly_fixed_length) {
    Settings s = settings(1.0 / 60.0, 1.0);
    pendulum_build(&world, &s);
    cr_assert_eq(energy(&world), 0.0);
    Metrics metrics;
    for (int step = 0; step < 1000; step++) {
        world_step(&world);
        world_measure(&world, &metrics);
        cr_assert_lt(metrics.max_stretch, 0.01, "step %d", step);
    }
    cr_assert_lt(world.particles[1].position.y, 0.0);
}

Test(diverged, is_false_for_a_calm_world_and_true_for_nan_or_far_away) {
    Settings s = settings(1.0 / 60.0, 1.0);
    single_defaults(&s);
    single_build(&world, &s);
    cr_assert_not(world_diverged(&world));
    world.particles[1].velocity.x = NAN;
    cr_assert(world_diverged(&world));
    single_build(&world, &s);
    world.particles[1].position.x = 2.0 * SANE_DISTANCE;
    cr_assert(world_diverged(&world));
}

Test(step, never_allocates) {
    Settings s = settings(1.0 / 60.0, 1.0);
    masses_build(&world, &s);
    long before = alloc_count();
    for (int step = 0; step < 100; step++) {
        world_step(&world);
    }
    Metrics metrics;
    world_measure(&world, &metrics);
    cr_assert_eq(alloc_count(), before, "the step called malloc/calloc/realloc/free");
}

// The mouse's spring is a one-loop spring of zero length at a quarter
// strength: k·dt²/m = c·dt/m = 1/4, so symplectic Euler's matrix has trace
// 2 − 1/4 − 1/4 = 1.5 and det 1 − 1/4 = 0.75, and the offset shrinks by
// √0.75 ≈ 0.866 a step: to about 2e-4 of its start in 60 steps. 1e-3 leaves
// room for the phase of the decaying oscillation.
Test(grab, pulls_a_lone_particle_to_the_target) {
    Settings s = settings(1.0 / 60.0, 1.0);
    s.gravity = 0.0;
    world_init(&world, &s);
    int lone = world_add_particle(&world, vec2(0.0, 0.0), 3.0);
    cr_assert_eq(world_pick(&world, vec2(0.01, 0.0), 0.05), lone);
    world_grab(&world, lone, vec2(0.5, 0.5));
    for (int step = 0; step < 60; step++) {
        world_step(&world);
    }
    double start = vec2_length(vec2(0.5, 0.5));
    cr_assert_lt(vec2_distance(world.particles[lone].position, vec2(0.5, 0.5)), 1e-3 * start);
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
    // (k·dt²/m + 2·c·dt/m = 3.75 < 4 along the spring), it stays calm.
    Vec2 p = world.particles[bob].position;
    cr_assert_not(world_diverged(&world));
    cr_assert_lt(fabs(p.x), 0.05, "pulled under the anchor: at (%g, %g)", p.x, p.y);
    cr_assert_lt(vec2_length(world.particles[bob].velocity), 0.05, "and held still");
    world_release(&world);
    cr_assert_eq(world.grab.particle, -1);
}
