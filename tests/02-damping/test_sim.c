// Chapter 02's claims: a damper along the axis keeps a single spring stable only
// while κ < γ < 2 + κ/2 (κ = k·dt²/m, γ = c·dt/m), that is k·dt < c < 2m/dt + k·dt/2;
// global drag slows a falling particle and a gliding box, the axial damper
// leaves a gliding box alone. Chapter 01's tests come first, unchanged: they
// run with the damper and drag set to zero, where chapter 01's claims still hold.
#include <criterion/criterion.h>

#include "alloc_count.h"
#include "sim.h"

static World world;  // static: a World holds fixed arrays too big for a test's stack

// Chapter 01's world: no damper, no drag.
static Settings settings(double dt, double mass, double k) {
    return (Settings){.dt = dt, .gravity = 9.81, .mass = mass, .k = k, .c = 0.0, .drag = 0.0};
}

static double energy(const World *w) {
    Metrics metrics;
    world_measure(w, &metrics);
    return metrics.kinetic + metrics.potential;
}

// The derivation in the book: with x' = x + dt·v and v' = v − dt·(k/m)·x,
// ½mv'² + ½kx'² = (1 + k·dt²/m)(½mv² + ½kx²), with no rounding in the algebra.
// The only error left is floating point: each energy is a few operations on
// doubles (relative error ~1e-16 each), so the ratio of two is good to ~1e-15.
// 1e-12 leaves a thousandfold margin, while a different integrator (symplectic
// Euler, chapter 03) misses the factor by about k·dt²/m ≈ 1e-3 or more.
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
// velocity by F/m·dt and leaves the position where it was.
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

// k·dt²/m = 8000/3600/0.05 ≈ 44: each step multiplies the energy of a mode by
// far more than one, so the string leaves the sane range within a second.
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

// With u = dt·v, the displacement per step, explicit Euler reads
// x' = x + u and u' = u − (k·dt²/m)·x: from rest, the sequence of positions
// depends on k, m and dt only through k·dt²/m. So k = 10 at dt = 1/30 and
// k = 40 at dt = 1/60 (both k·dt²/m = 1/90) take the same path, step for step,
// to rounding.
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

// The growth per second is (1 + k·dt²/m)^(1/dt), about e^(k·dt/m): a smaller
// step slows the explosion but never stops it. The C++ string article's string, whose
// stiffest motion feels four times its k, still diverges at dt = 0.1 ms,
// where 4k·dt²/m = 0.0064 per step; it takes about 10,400 steps.
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
// 1 + ω²dt² with ω² just under 4k/m. The test allows 5 % on the excess,
// for the chain's top mode being a little below 4k/m and for the string's sag.
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

// Chapter 02's tests.

// With the damper the step on (x, u) is x' = x + u, u' = u − κ·x − γ·u: the
// positions depend on k, c, m and dt only through κ = k·dt²/m and γ = c·dt/m.
// k = 10, c = 1 at dt = 1/30 and k = 40, c = 2 at dt = 1/60 both have κ = 1/90
// and γ = 1/30, so they take the same path, to rounding (1e-12 as above).
Test(euler, positions_depend_only_on_kappa_and_gamma) {
    static World other;
    Settings slow = settings(1.0 / 30.0, 1.0, 10.0), fast = settings(1.0 / 60.0, 1.0, 40.0);
    slow.c = 1.0;
    fast.c = 2.0;
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

// Every spring of the string has the same k and c, so each of its motions
// feels the same multiple s of both (s = 4 for neighbours moving against each
// other): κ and γ are both multiplied by s, and the lower edge sγ > sκ is
// c > k·dt for every motion at once. At dt = 0.1 ms that is c > 0.8 N·s/m,
// and the upper edge, γ < 2/s + κ/2, is far away (γ = 0.002 at c = 1). So
// c = 1 (1.25 k·dt, the chapter's default) holds the string for 60,000 steps,
// while c = 0.6 (0.75 k·dt) diverges, at step 25,514 when measured: the same
// 60,000 steps leave it room.
Test(string, a_damper_above_k_dt_holds_it_at_a_tenth_of_a_millisecond) {
    const double dampers[] = {0.6, 1.0};
    for (int i = 0; i < 2; i++) {
        Settings s = settings(1e-4, 1.0, 20.0);
        string_defaults(&s);
        s.c = dampers[i];
        string_build(&world, &s);
        int step = 0;
        while (step < 60000 && !world_diverged(&world)) {
            world_step(&world);
            step++;
        }
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
    Settings s = settings(EDGE_DT, EDGE_MASS, EDGE_K);
    single_defaults(&s);
    s.c = c;
    single_build(&world, &s);
    world.particles[1].position.x = 0.001;
    double start = energy(&world);
    for (int step = 0; step < EDGE_STEPS; step++) {
        world_step(&world);
        if (world_diverged(&world)) {
            return INFINITY;
        }
    }
    return energy(&world) / start;
}

Test(damper, stable_just_above_the_lower_edge_unstable_just_below) {
    cr_assert_lt(energy_growth(1.03 * lower_edge()), 1e-3);
    cr_assert_gt(energy_growth(0.97 * lower_edge()), 1e3);
}

Test(damper, stable_just_below_the_upper_edge_unstable_just_above) {
    cr_assert_lt(energy_growth(0.97 * upper_edge()), 1e-3);
    cr_assert_gt(energy_growth(1.03 * upper_edge()), 1e3);
}

// One free particle, falling from rest under gravity with global drag d.
static double fall_after(double dt, double drag, int steps, double *speed) {
    Settings s = settings(dt, 1.0, 0.0);
    s.drag = drag;
    world_init(&world, &s);
    world_add_particle(&world, vec2(0.0, 0.0), 1.0);
    for (int step = 0; step < steps; step++) {
        world_step(&world);
    }
    *speed = -world.particles[0].velocity.y;
    return -world.particles[0].position.y;
}

// Without drag, explicit Euler's fall after n steps is g·dt²·n(n−1)/2, a step's
// worth short of ½gt² (the position uses the old velocity). With drag d the
// velocity obeys v' = (1 − d)(v + g·dt), whose fixed point is the terminal
// speed g·dt·(1 − d)/d: a "terminal velocity" set by the time step, not by air.
Test(drag, makes_a_falling_particle_fall_short_of_half_g_t_squared) {
    const double dt = 1.0 / 60.0, g = 9.81, d = 0.01;
    const int n = 600;  // 10 s
    double speed;
    double free_fall = fall_after(dt, 0.0, n, &speed);
    // A sum of n terms, each exact to 1 ulp: 1e-12 relative is far above rounding.
    cr_assert_float_eq(free_fall, g * dt * dt * n * (n - 1) / 2.0, 1e-12 * free_fall);
    double dragged = fall_after(dt, d, n, &speed);
    double terminal = g * dt * (1.0 - d) / d;
    cr_assert_lt(dragged, 0.5 * free_fall, "drag should cost more than half the fall in 10 s");
    // (1 − d)^600 ≈ 0.0024: after 600 steps the speed is that close to terminal.
    cr_assert_float_eq(speed, terminal, 0.003 * terminal);
    cr_assert_leq(speed, terminal);
}

// A box gliding at constant velocity: every spring is at rest length and no
// end moves relative to another, so the dampers do nothing. c = 5 N·s/m sits
// inside the stable band; at c = 50 the upper edge bites (three springs pull
// on each corner) and mere rounding noise grows until the box explodes.
static void glide_box(double c, double drag, Vec2 velocity) {
    Settings s = settings(1.0 / 60.0, 1.0, 20.0);
    box_defaults(&s);
    s.c = c;
    s.drag = drag;
    box_build(&world, &s);
    for (int i = 0; i < world.particle_count; i++) {
        world.particles[i].velocity = velocity;
    }
}

static Vec2 momentum(const World *w) {
    Metrics metrics;
    world_measure(w, &metrics);
    return metrics.momentum;
}

Test(damper, leaves_a_uniformly_moving_box_unchanged) {
    const Vec2 velocity = vec2(1.5, -0.5);
    glide_box(5.0, 0.0, velocity);
    Vec2 before = momentum(&world);
    Vec2 corner = world.particles[0].position;
    for (int step = 0; step < 600; step++) {
        world_step(&world);
    }
    // Positions are sums of 600 equal steps; lengths and momentum pick up only
    // rounding, ~1e-16 per step. 1e-12 is far above that and far below any
    // real damping (a 1e-12 change in 600 steps).
    for (int i = 0; i < world.spring_count; i++) {
        double length = spring_length(&world, &world.springs[i]);
        cr_assert_float_eq(length, world.springs[i].rest_length, 1e-12, "spring %d: %.3g", i, length - world.springs[i].rest_length);
    }
    Vec2 after = momentum(&world);
    cr_assert_float_eq(after.x, before.x, 1e-12);
    cr_assert_float_eq(after.y, before.y, 1e-12);
    cr_assert_float_eq(world.particles[0].position.x, corner.x + 600 * velocity.x / 60.0, 1e-12);
}

Test(drag, slows_a_uniformly_moving_box) {
    glide_box(0.0, 0.01, vec2(1.5, -0.5));
    Vec2 before = momentum(&world);
    for (int step = 0; step < 60; step++) {
        world_step(&world);
    }
    // Every step multiplies every velocity by 1 − d, so the momentum too.
    Vec2 after = momentum(&world);
    cr_assert_float_eq(after.x, before.x * pow(0.99, 60), 1e-12);
    cr_assert_float_eq(after.y, before.y * pow(0.99, 60), 1e-12);
}

// The C++ string article's string needs c > k·dt ≈ 133 N·s/m to keep one spring from
// gaining energy, and c < 2m/dt + k·dt/2 ≈ 72.7 N·s/m to keep it from
// overshooting: no damper satisfies both, and every one tried diverges.
Test(string, no_damper_saves_it_at_dt_one_sixtieth) {
    const double dampers[] = {0.0, 1.0, 10.0, 72.0, 133.0, 200.0};
    for (int i = 0; i < 6; i++) {
        Settings s = settings(1.0 / 60.0, 1.0, 20.0);
        string_defaults(&s);
        s.c = dampers[i];
        string_build(&world, &s);
        int step = 0;
        while (step < 120 && !world_diverged(&world)) {
            world_step(&world);
            step++;
        }
        cr_assert(world_diverged(&world), "c = %g: still sane after %d steps", s.c, step);
    }
}

static double angular_momentum(const World *w) {
    double total = 0.0;
    for (int i = 0; i < w->particle_count; i++) {
        const Particle *p = &w->particles[i];
        total += p->mass * vec2_cross(p->position, p->velocity);
    }
    return total;
}

// Explicit Euler moves with the old velocity: r' × v' = (r + dt·v) × (v + dt·a)
// = r × v + dt·r × a + dt²·v × a. The springs' torques cancel in the sum (each
// pair of forces is equal, opposite and along the line between its ends), but
// the dt²·v × a term does not: for a spin, a points inward and v × a = ω³r²,
// so L grows by about ω²dt² of itself every step, and the axial dampers, being
// central forces too, cannot take it back. Over the first 100 steps at
// ω = 2 rad/s that is (1 + 4/3600)^100 ≈ 1.117; the box also stretches, which
// slows ω a little, so the test allows 2 %.
Test(box, gains_angular_momentum_every_step) {
    Settings s = settings(1.0 / 60.0, 1.0, 20.0);
    box_defaults(&s);
    s.c = 1.0;
    box_build(&world, &s);
    double start = angular_momentum(&world), before = start;
    world_step(&world);  // from rest length, the first step has no forces
    for (int step = 2; step <= 100; step++) {
        world_step(&world);
        double now = angular_momentum(&world);
        cr_assert_gt(now, before, "step %d: L fell from %.17g to %.17g", step, before, now);
        before = now;
    }
    double expected = pow(1.0 + 4.0 / 3600.0, 100);
    cr_assert_float_eq(before / start, expected, 0.02 * expected);
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
