// Chapter 01's claims: explicit Euler makes an undamped spring gain energy by
// exactly 1 + κ per step (κ = k·Δt²/m, the book's notation), the C++ string
// article's string blows up, and the step never touches the heap.
#include <criterion/criterion.h>

#include "alloc_count.h"
#include "sim.h"

static World world;  // static: a World holds fixed arrays too big for a test's stack

static Settings settings(double dt, double mass, double k) {
    return (Settings){.dt = dt, .gravity = 9.81, .mass = mass, .k = k};
}

static double energy(const World *w) {
    Metrics metrics;
    world_measure(w, &metrics);
    return metrics.kinetic + metrics.potential;
}

// The derivation in the book: with u = v·Δt, explicit Euler is x' = x + u,
// u' = u − κx, and u'² + κx'² = (1 + κ)(u² + κx²), so E' = (1 + κ)·E with no
// rounding in the algebra. The only error left is floating point: each energy
// is a few operations on doubles (relative error ~1e-16 each), so the ratio of
// two is good to ~1e-15. 1e-12 leaves a thousandfold margin, while a different
// integrator (symplectic Euler, chapter 03) misses the factor by about κ,
// 1e-3 or more here.
static void check_energy_factor(double dt, double mass, double k) {
    Settings s = settings(dt, mass, k);
    single_defaults(&s);
    cr_assert_eq(s.gravity, 0.0, "single has no gravity");
    single_build(&world, &s);
    double factor = 1.0 + k * dt * dt / mass;
    double before = energy(&world);
    for (int step = 1; step <= 200; step++) {
        world_step(&world);
        // The algebra holds while the bob stays on its side of the anchor, so
        // that the spring's axis never flips.
        cr_assert_gt(world.particles[1].position.x, world.particles[0].position.x);
        double after = energy(&world);
        cr_assert_float_eq(after / before, factor, 1e-12 * factor,
                           "step %d: energy ratio %.17g, expected %.17g (k=%g m=%g dt=%g)", step,
                           after / before, factor, k, mass, dt);
        before = after;
    }
}

Test(energy, grows_by_one_plus_k_dt2_over_m_every_step) {
    check_energy_factor(1.0 / 60.0, 1.0, 20.0);  // the chapter's defaults
    check_energy_factor(1.0 / 60.0, 2.0, 5.0);
    check_energy_factor(1.0 / 240.0, 0.5, 100.0);
    check_energy_factor(0.01, 10.0, 1.0);
}

Test(energy, after_n_steps_is_the_factor_to_the_n) {
    Settings s = settings(1.0 / 60.0, 1.0, 20.0);
    single_defaults(&s);
    single_build(&world, &s);
    double start = energy(&world);
    for (int step = 0; step < 120; step++) {
        world_step(&world);
    }
    double expected = start * pow(1.0 + 20.0 / 3600.0, 120);
    // 120 ratios each good to ~1e-15 compound to ~1e-13; 1e-12 again leaves margin.
    cr_assert_float_eq(energy(&world), expected, 1e-12 * expected);
}

// Explicit Euler reads only the old state: from rest, the first step moves the
// velocity by F/m·Δt and leaves the position where it was. Here that is
// −k·x·Δt/m = −50·0.5·0.01/2 = −0.125 m/s, good to a rounding or two (1e-15).
Test(euler, first_step_from_rest_changes_velocity_not_position) {
    Settings s = settings(0.01, 2.0, 50.0);
    single_defaults(&s);
    single_build(&world, &s);
    Vec2 start = world.particles[1].position;
    double x = spring_length(&world, &world.springs[0]) - world.springs[0].rest_length;
    world_step(&world);
    cr_assert_eq(world.particles[1].position.x, start.x);
    cr_assert_eq(world.particles[1].position.y, start.y);
    // The spring pulls the bob back toward the anchor (−x direction here).
    cr_assert_float_eq(world.particles[1].velocity.x, -50.0 * x / 2.0 * 0.01, 1e-15);
    cr_assert_eq(world.particles[1].velocity.y, 0.0);
}

Test(euler, anchors_never_move) {
    Settings s = settings(1.0 / 60.0, 1.0, 20.0);
    pendulum_build(&world, &s);
    Vec2 anchor = world.particles[0].position;
    for (int step = 0; step < 100; step++) {
        world_step(&world);
    }
    cr_assert(world.particles[0].pinned);
    cr_assert_eq(world.particles[0].position.x, anchor.x);
    cr_assert_eq(world.particles[0].position.y, anchor.y);
}

// Gravity's potential m·g·y: letting the pendulum's bob fall trades it for
// kinetic and spring energy; at the start, at rest and level with the anchor
// with the spring at rest length, the total is zero.
Test(energy, pendulum_starts_with_zero_energy) {
    Settings s = settings(1.0 / 60.0, 1.0, 20.0);
    pendulum_build(&world, &s);
    cr_assert_eq(energy(&world), 0.0);
}

// The C++ string article's numbers (the test keeps its old name).
Test(string, is_the_cpp_articles_string) {
    Settings s = settings(1.0 / 60.0, 1.0, 20.0);
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

// κ = k·Δt²/m = 8000/3600/0.05 ≈ 44: each step multiplies the energy of a mode
// by far more than one, so the string leaves the sane range within a second.
Test(string, diverges_at_dt_one_sixtieth_and_is_reported) {
    Settings s = settings(1.0 / 60.0, 1.0, 20.0);
    string_defaults(&s);
    string_build(&world, &s);
    cr_assert_not(world_diverged(&world));
    int step = 0;
    while (step < 60 && !world_diverged(&world)) {
        world_step(&world);
        step++;
    }
    cr_assert(world_diverged(&world), "still sane after %d steps", step);
}

Test(diverged, is_false_for_a_calm_world_and_true_for_nan_or_far_away) {
    Settings s = settings(1.0 / 60.0, 1.0, 20.0);
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
    Settings s = settings(1.0 / 60.0, 1.0, 20.0);
    string_defaults(&s);
    string_build(&world, &s);
    long before = alloc_count();
    for (int step = 0; step < 100; step++) {
        world_step(&world);
    }
    Metrics metrics;
    world_measure(&world, &metrics);
    cr_assert_eq(alloc_count(), before, "the step called malloc/calloc/realloc/free");
}

Test(grab, holds_the_particle_at_the_target_and_lets_go) {
    Settings s = settings(1.0 / 60.0, 1.0, 20.0);
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
// x' = x + u and u' = u − κx: from rest, the sequence of positions depends on
// k, m and Δt only through κ = k·Δt²/m. So k = 10 at Δt = 1/30 and k = 40 at
// Δt = 1/60 (both κ = 1/90) take the same path, step for step, to rounding.
Test(euler, positions_depend_only_on_k_dt2_over_m) {
    static World other;
    Settings slow = settings(1.0 / 30.0, 1.0, 10.0), fast = settings(1.0 / 60.0, 1.0, 40.0);
    single_defaults(&slow);
    single_defaults(&fast);
    single_build(&world, &slow);
    single_build(&other, &fast);
    for (int step = 1; step <= 300; step++) {
        world_step(&world);
        world_step(&other);
        cr_assert_float_eq(world.particles[1].position.x, other.particles[1].position.x, 1e-12,
                           "step %d", step);
    }
}

// The growth per second is (1 + κ)^(1/Δt), about e^(k·Δt/m): a smaller step
// slows the explosion but never stops it. The C++ string article's string,
// whose stiffest motion (the zigzag) feels four times its k, still diverges at
// Δt = 0.1 ms, where 4κ = 0.0064 per step and e^(4k·Δt·t/m) = e^(64·t); it
// takes about 10,400 steps.
Test(string, diverges_even_at_a_tenth_of_a_millisecond) {
    Settings s = settings(1e-4, 1.0, 20.0);
    string_defaults(&s);
    string_build(&world, &s);
    int step = 0;
    while (step < 20000 && !world_diverged(&world)) {
        world_step(&world);
        step++;
    }
    cr_assert(world_diverged(&world), "still sane after %d steps", step);
}

// Late in that run the fastest motion, neighbours moving against each other,
// holds nearly all the energy. For it each spring is stretched from both ends,
// an inner node feels 4k, and explicit Euler multiplies its energy by
// 1 + ω²Δt² = 1 + 4κ with ω² just under 4k/m. The test allows 5 % on the
// excess, for the chain's top mode being a little below 4k/m and for the
// string's sag.
Test(string, energy_per_step_tends_to_one_plus_4k_dt2_over_m) {
    Settings s = settings(1e-4, 1.0, 20.0);
    string_defaults(&s);
    string_build(&world, &s);
    double before = energy(&world), ratio = 0.0;
    while (!world_diverged(&world)) {
        world_step(&world);
        double after = energy(&world);
        if (isfinite(after) && before > 0.0) {
            ratio = after / before;
        }
        before = after;
    }
    double excess = 4.0 * 8000.0 * 1e-8 / 0.05;
    cr_assert_float_eq(ratio - 1.0, excess, 0.05 * excess, "last ratio %.9g", ratio);
}

// A live slider: world_retune gives a running world new values without moving
// anything. The state is kept bit for bit, and the next step follows the new
// k exactly as a world built with it would from that state.
Test(retune, keeps_the_state_and_the_next_step_uses_the_new_values) {
    static World fresh;
    Settings s = settings(1.0 / 60.0, 1.0, 20.0);
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
