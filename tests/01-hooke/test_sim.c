// Chapter 01's claims that hold for every integrator of chapters 01-03 (they
// are carried by 02-damping and 03-symplectic, with the damper and drag at
// zero): the C++ string article's string is built as it says and blows up at Δt = 1/60 s, a
// far-away or non-finite world is reported, the step never touches the heap,
// the mouse holds a particle, the positions depend on κ = k·Δt²/m alone (the
// book's notation) and a retune keeps the state. Explicit Euler's own claims
// are in test_explicit_euler.c, the pendulum's in test_pendulum.c.
#include <criterion/criterion.h>

#include "allocations.h"
#include "measure.h"
#include "hooke.h"
#include "sim.h"

static World world;  // static: a World holds fixed arrays too big for a test's stack

// The C++ string article's numbers (the test keeps its old name).
Test(string, is_the_cpp_articles_string) {
    Settings s = hooke_settings(1.0 / 60.0, 1.0, 20.0);
    string_defaults(&s);
    string_build(&world, &s);
    cr_assert_eq(s.k, 8000.0);
    cr_assert_eq(s.mass, 0.05);
    cr_assert_eq(world.particle_count, 80);
    cr_assert_eq(world.spring_count, 79);
    cr_assert(world.particles[39].pinned, "the middle node is the anchor");
    for (int i = 0; i < world.spring_count; i++) {
        cr_assert_float_eq(world.springs[i].rest_length, 0.05, 1e-15);
    }
}

// κ = k·Δt²/m = 8000/3600/0.05 ≈ 44, far past symplectic Euler's limit of 4
// (chapter 03) and far from explicit Euler's 1 + κ ≈ 1: each step multiplies
// the energy of a mode by far more than one, so the string leaves the sane
// range within a second.
Test(string, diverges_at_dt_one_sixtieth_and_is_reported) {
    Settings s = hooke_settings(1.0 / 60.0, 1.0, 20.0);
    string_defaults(&s);
    string_build(&world, &s);
    cr_assert_not(world_diverged(&world));
    int step = steps_until_diverged(&world, 60);
    cr_assert(world_diverged(&world), "still sane after %d steps", step);
}

Test(diverged, is_false_for_a_calm_world_and_true_for_nan_or_far_away) {
    Settings s = hooke_settings(1.0 / 60.0, 1.0, 20.0);
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
    Settings s = hooke_settings(1.0 / 60.0, 1.0, 20.0);
    string_defaults(&s);
    string_build(&world, &s);
    cr_assert_eq(allocations_in_steps(&world, 100), 0, "the step called malloc/calloc/realloc/free");
}

Test(grab, holds_the_particle_at_the_target_and_lets_go) {
    Settings s = hooke_settings(1.0 / 60.0, 1.0, 20.0);
    pendulum_build(&world, &s);
    int bob = world_pick(&world, vec2(1.01, 0.0), 0.05);
    cr_assert_eq(bob, 1);
    cr_assert_eq(world_pick(&world, vec2(0.0, 0.0), 0.05), -1, "anchors cannot be picked");
    world_grab(&world, bob, vec2(0.5, 0.5));
    for (int step = 0; step < 10; step++) {
        world_step(&world);
    }
    cr_assert_eq(world.particles[bob].position.x, 0.5);
    cr_assert_eq(world.particles[bob].position.y, 0.5);
    world_release(&world);
    world_step(&world);
    world_step(&world);
    cr_assert_neq(world.particles[bob].position.y, 0.5, "released, it falls");
}

// With u = v·Δt, the displacement per step, explicit Euler reads
// x' = x + u and u' = u − κx, and symplectic Euler (chapter 03) u' = u − κx and
// x' = x + u': either way, from rest, the sequence of positions depends on
// k, m and Δt only through κ = k·Δt²/m. So k = 10 at Δt = 1/30 and k = 40 at
// Δt = 1/60 (both κ = 1/90) take the same path, step for step, to rounding
// (each step adds ~1e-16; 300 steps stay far below 1e-12).
Test(euler, positions_depend_only_on_k_dt2_over_m) {
    static World other;
    Settings slow = hooke_settings(1.0 / 30.0, 1.0, 10.0), fast = hooke_settings(1.0 / 60.0, 1.0, 40.0);
    single_build_both(&world, &slow, &other, &fast);
    double apart = farthest_apart(&world, &other, 300);
    cr_assert_leq(apart, 1e-12, "%.3g m apart", apart);
}

// A live slider: world_retune gives a running world new values without moving
// anything. The state is kept bit for bit, and the next step follows the new
// k exactly as a world built with it would from that state.
Test(retune, keeps_the_state_and_the_next_step_uses_the_new_values) {
    static World fresh;
    Settings s = hooke_settings(1.0 / 60.0, 1.0, 20.0);
    single_defaults(&s);
    single_build(&world, &s);
    for (int step = 0; step < 10; step++) {
        world_step(&world);
    }
    Particle before = world.particles[1];
    s.k = 40.0;
    s.mass = 2.0;
    s.dt = 1.0 / 120.0;
    world_retune(&world, &s);
    cr_assert_eq(world.particles[1].position.x, before.position.x, "retuning moves nothing");
    cr_assert_eq(world.particles[1].velocity.x, before.velocity.x);
    cr_assert_eq(world.springs[0].k, 40.0);
    cr_assert_eq(world.particles[1].mass, 2.0);
    cr_assert_eq(world.particles[0].mass, 1.0, "an anchor keeps its placeholder mass");
    single_build(&fresh, &s);
    fresh.particles[1].position = before.position;
    fresh.particles[1].velocity = before.velocity;
    world_step(&world);
    world_step(&fresh);
    cr_assert_eq(world.particles[1].position.x, fresh.particles[1].position.x);
    cr_assert_eq(world.particles[1].velocity.x, fresh.particles[1].velocity.x);
}
