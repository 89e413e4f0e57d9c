// Chapter 02's claims about the damper and drag that hold for both Euler
// steps (chapter 03 carries them): the positions depend on κ = k·Δt²/m and
// γ = c·Δt/m alone (the book's notation); global drag slows a falling particle
// to a terminal speed set by the time step and slows a gliding box, while the
// axial damper leaves a gliding box alone; no damper saves the C++ string
// article's string at Δt = 1/60 s. Explicit Euler's damper edges are in
// test_damper_edges.c; chapter 01's tests are carried (tests/02-damping/carried).
#include <criterion/criterion.h>

#include "chapter.h"
#include "measure.h"
#include "hooke.h"
#include "sim.h"

static World world;  // static: a World holds fixed arrays too big for a test's stack

// Chapter 02's tests.

// With the damper, explicit Euler's step on (x, u), u = v·Δt, is x' = x + u,
// u' = u − κ·x − γ·u, and symplectic Euler's (chapter 03) u' = u − κ·x − γ·u,
// x' = x + u': either way the positions depend on k, c, m and Δt only through
// κ = k·Δt²/m and γ = c·Δt/m. k = 10, c = 1 at Δt = 1/30 and k = 40, c = 2 at
// Δt = 1/60 both have κ = 1/90 and γ = 1/30, so they take the same path, to
// rounding (each step adds ~1e-16; 300 steps stay far below 1e-12).
Test(euler, positions_depend_only_on_kappa_and_gamma) {
    static World other;
    Settings slow = hooke_settings(1.0 / 30.0, 1.0, 10.0), fast = hooke_settings(1.0 / 60.0, 1.0, 40.0);
    slow.c = 1.0;
    fast.c = 2.0;
    single_build_both(&world, &slow, &other, &fast);
    double apart = farthest_apart(&world, &other, 300);
    cr_assert_leq(apart, 1e-12, "%.3g m apart", apart);
}

// One free particle, falling from rest under gravity with global drag d.
static double fall_after(double dt, double drag, int steps, double *speed) {
    Settings s = hooke_settings(dt, 1.0, 0.0);
    s.drag = drag;
    world_init(&world, &s);
    world_add_particle(&world, vec2(0.0, 0.0), 1.0);
    for (int step = 0; step < steps; step++) {
        world_step(&world);
    }
    *speed = -world.particles[0].velocity.y;
    return -world.particles[0].position.y;
}

// Without drag the fall after n steps is g·Δt² times the integrator's sum of
// its velocities (chapter_fall_after: n(n − 1)/2 for explicit Euler, a step's
// worth short of ½gt², n(n + 1)/2 for symplectic Euler, a step's worth past).
// With drag d the velocity obeys v' = (1 − d)(v + g·Δt), whose fixed point is
// the terminal speed g·Δt·(1 − d)/d: a "terminal velocity" set by the time
// step, not by air.
Test(drag, makes_a_falling_particle_fall_short_of_half_g_t_squared) {
    const double dt = 1.0 / 60.0, g = 9.81, d = 0.01;
    const int n = 600;  // 10 s
    double speed;
    double free_fall = fall_after(dt, 0.0, n, &speed);
    // A sum of n terms, each exact to 1 ulp: 1e-12 relative is far above rounding.
    cr_assert_float_eq(free_fall, g * dt * dt * chapter_fall_after(n), 1e-12 * free_fall);
    double dragged = fall_after(dt, d, n, &speed);
    double terminal = g * dt * (1.0 - d) / d;
    cr_assert_lt(dragged, 0.5 * free_fall, "drag should cost more than half the fall in 10 s");
    // (1 − d)^600 ≈ 0.0024: after 600 steps the speed is that close to terminal.
    cr_assert_float_eq(speed, terminal, 0.003 * terminal);
    cr_assert_leq(speed, terminal);
}

// A box gliding at constant velocity: every spring is at rest length and no
// end moves relative to another, so the dampers do nothing. c = 5 N·s/m sits
// inside the stable band of either Euler step.
static void glide_box(double c, double drag, Vec2 velocity) {
    Settings s = hooke_settings(1.0 / 60.0, 1.0, 20.0);
    box_defaults(&s);
    s.c = c;
    s.drag = drag;
    box_build(&world, &s);
    for (int i = 0; i < world.particle_count; i++) {
        world.particles[i].velocity = velocity;
    }
}

Test(damper, leaves_a_uniformly_moving_box_unchanged) {
    const Vec2 velocity = vec2(1.5, -0.5);
    glide_box(5.0, 0.0, velocity);
    // Positions are sums of 600 equal steps; lengths and momentum pick up only
    // rounding, ~1e-16 per step. 1e-12 is far above that and far below any
    // real damping (a 1e-12 change in 600 steps).
    double error = glide_error(&world, 600);
    cr_assert_leq(error, 1e-12, "the box strayed %.3g from gliding", error);
}

Test(drag, slows_a_uniformly_moving_box) {
    glide_box(0.0, 0.01, vec2(1.5, -0.5));
    Vec2 before = measured_momentum(&world);
    for (int step = 0; step < 60; step++) {
        world_step(&world);
    }
    // Every step multiplies every velocity by 1 − d, so the momentum too.
    Vec2 after = measured_momentum(&world);
    cr_assert_float_eq(after.x, before.x * pow(0.99, 60), 1e-12);
    cr_assert_float_eq(after.y, before.y * pow(0.99, 60), 1e-12);
}

// With explicit Euler the C++ string article's string needs c > k·Δt ≈ 133
// N·s/m to keep one spring from gaining energy, and c < 2m/Δt + k·Δt/2 ≈ 72.7
// N·s/m to keep it from overshooting: no damper satisfies both. Symplectic
// Euler (chapter 03) needs κ + 2γ < 4 for one damped spring, and with
// κ = 8000/3600/0.05 ≈ 44 no γ ≥ 0 satisfies it; the chain's zigzag feels up
// to 4κ. So every damper tried diverges, in either chapter, within 120 steps.
Test(string, no_damper_saves_it_at_dt_one_sixtieth) {
    const double dampers[] = {0.0, 1.0, 10.0, 72.0, 133.0, 200.0};
    for (int i = 0; i < 6; i++) {
        Settings s = hooke_settings(1.0 / 60.0, 1.0, 20.0);
        string_defaults(&s);
        s.c = dampers[i];
        string_build(&world, &s);
        int step = steps_until_diverged(&world, 120);
        cr_assert(world_diverged(&world), "c = %g: still sane after %d steps", s.c, step);
    }
}
