// Chapter 03's claims: with symplectic Euler the undamped spring keeps its
// energy within a band and is stable exactly while κ = k·Δt²/m < 4; the C++
// string article's string still blows up at Δt = 1/60 s, whatever its damper,
// and holds at Δt = 1 ms; the spinning box keeps its angular momentum.
// Chapter 02's claims about drag still hold. Notation as in the book's
// preface: u = v·Δt, κ = k·Δt²/m, γ = c·Δt/m, ω = sqrt(k/m).
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

// The book's derivation: symplectic Euler on (x, u), u' = u − κ·x then
// x' = x + u', keeps Q = u² + κx² − κ·x·u exactly. Since
// κ·|x·u| ≤ (√κ/2)(u² + κx²), the energy, proportional to u² + κx², stays
// between 1/(1 + ω·Δt/2) and 1/(1 − ω·Δt/2) of Q (ω·Δt = √κ); from rest Q is
// the starting energy. The 1e-12 slack is for rounding, as in chapter 01.
static void check_energy_band(double dt, double mass, double k) {
    Settings s = settings(dt, mass, k);
    single_defaults(&s);
    single_build(&world, &s);
    double omega_dt = dt * sqrt(k / mass);
    double low = 1.0 / (1.0 + omega_dt / 2.0), high = 1.0 / (1.0 - omega_dt / 2.0);
    double start = energy(&world), least = 1.0, most = 1.0;
    for (int step = 1; step <= 10000; step++) {
        world_step(&world);
        cr_assert_gt(world.particles[1].position.x, world.particles[0].position.x);
        least = fmin(least, energy(&world) / start);
        most = fmax(most, energy(&world) / start);
    }
    cr_assert_geq(least, low - 1e-12, "k=%g m=%g dt=%g: fell to %.6f of the start", k, mass, dt, least);
    cr_assert_leq(most, high + 1e-12, "k=%g m=%g dt=%g: rose to %.6f of the start", k, mass, dt, most);
    // The band is not loose: the energy really swings through most of it.
    cr_assert_lt(least, 1.0 - 0.25 * omega_dt, "k=%g: never dipped", k);
}

Test(energy, stays_in_its_band_for_ten_thousand_steps) {
    check_energy_band(1.0 / 60.0, 1.0, 20.0);  // the chapter's defaults
    check_energy_band(1.0 / 60.0, 2.0, 5.0);
    check_energy_band(1.0 / 240.0, 0.5, 100.0);
    check_energy_band(0.01, 10.0, 1.0);
}

// Symplectic Euler moves the position with the new velocity: from rest, the
// first step already moves the bob by Δt times the velocity it just gained.
Test(euler, first_step_from_rest_moves_with_the_new_velocity) {
    Settings s = settings(0.01, 2.0, 50.0);
    single_defaults(&s);
    single_build(&world, &s);
    Vec2 start = world.particles[1].position;
    double x = spring_length(&world, &world.springs[0]) - world.springs[0].rest_length;
    world_step(&world);
    // The spring pulls the bob back toward the anchor (−x direction here).
    double velocity = -50.0 * x / 2.0 * 0.01;
    cr_assert_float_eq(world.particles[1].velocity.x, velocity, 1e-15);
    cr_assert_float_eq(world.particles[1].position.x, start.x + 0.01 * velocity, 1e-15);
    cr_assert_eq(world.particles[1].position.y, start.y);
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

// κ = 8000/3600/0.05 ≈ 44, far past 4 (and a chain's stiffest mode feels up
// to 4κ): the string leaves the sane range within a second (at step 5).
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
    Settings s = settings(EDGE_DT, EDGE_MASS, k);
    single_defaults(&s);
    s.c = c;
    single_build(&world, &s);
    world.particles[1].position.x = 0.001;
    double start = energy(&world), most = 1.0;
    for (int step = 0; step < EDGE_STEPS; step++) {
        world_step(&world);
        if (world_diverged(&world)) {
            return INFINITY;
        }
        most = fmax(most, energy(&world) / start);
    }
    *last = energy(&world) / start;
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
    Settings s = settings(0.001, 1.0, 20.0);
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
static double angular_momentum(const World *w) {
    double total = 0.0;
    for (int i = 0; i < w->particle_count; i++) {
        const Particle *p = &w->particles[i];
        total += p->mass * vec2_cross(p->position, p->velocity);
    }
    return total;
}

Test(box, keeps_its_angular_momentum_while_it_spins) {
    Settings s = settings(1.0 / 60.0, 1.0, 20.0);
    box_defaults(&s);
    s.c = 1.0;
    box_build(&world, &s);
    double start = angular_momentum(&world);
    for (int step = 0; step < 10000; step++) {
        world_step(&world);
    }
    cr_assert_not(world_diverged(&world));
    // 10,000 steps of rounding at ~1e-16 each: 1e-11 relative is ample, and far
    // below explicit Euler's gain of ω²Δt² ≈ 1e-3 per step (chapter 02; here ω
    // is the box's spin, 2 rad/s).
    cr_assert_float_eq(angular_momentum(&world), start, 1e-11 * fabs(start));
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

// Without drag, symplectic Euler's fall after n steps is g·Δt²·n(n+1)/2, a
// step's worth past ½gt² (the position uses the new velocity). With drag d the
// velocity obeys v' = (1 − d)(v + g·Δt), whose fixed point is the terminal
// speed g·Δt·(1 − d)/d: a "terminal velocity" set by the time step, not by air.
Test(drag, makes_a_falling_particle_fall_short_of_half_g_t_squared) {
    const double dt = 1.0 / 60.0, g = 9.81, d = 0.01;
    const int n = 600;  // 10 s
    double speed;
    double free_fall = fall_after(dt, 0.0, n, &speed);
    // A sum of n terms, each exact to 1 ulp: 1e-12 relative is far above rounding.
    cr_assert_float_eq(free_fall, g * dt * dt * n * (n + 1) / 2.0, 1e-12 * free_fall);
    double dragged = fall_after(dt, d, n, &speed);
    double terminal = g * dt * (1.0 - d) / d;
    cr_assert_lt(dragged, 0.5 * free_fall, "drag should cost more than half the fall in 10 s");
    // (1 − d)^600 ≈ 0.0024: after 600 steps the speed is that close to terminal.
    cr_assert_float_eq(speed, terminal, 0.003 * terminal);
    cr_assert_leq(speed, terminal);
}

// A box gliding at constant velocity: every spring is at rest length and no
// end moves relative to another, so the dampers do nothing. c = 5 N·s/m sits
// inside the stable band of chapter 02's explicit Euler; symplectic Euler's
// band is different, but the box is just as still.
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

// Carried from chapter 02. There the damper had a band k·Δt < c < 2m/Δt + k·Δt/2,
// empty for κ ≥ 4. Under symplectic Euler one damped spring needs κ + 2γ < 4
// (see the damper edge above), and with κ = 8000/3600/0.05 ≈ 44 no γ ≥ 0
// satisfies it; the chain's zigzag feels up to 4κ. So every damper still
// fails: measured, each of these diverges at step 5, well inside 120.
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

// Carried from chapter 01. With u = v·Δt symplectic Euler reads u' = u − κx,
// x' = x + u': from rest the sequence of positions depends on k, m and Δt only
// through κ = k·Δt²/m. So k = 10 at Δt = 1/30 s and k = 40 at Δt = 1/60 s
// (both κ = 1/90) take the same path, step for step, to rounding (each step
// adds ~1e-16; 300 steps stay far below 1e-12).
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

// A damper lowers the string's limit instead of raising it. The zigzag mode
// feels four times the stiffness and four times the damping of one spring, so
// its κ + 2γ < 4 becomes κ + 2γ < 1. At Δt = 2.3 ms, κ = 8000·0.0023²/0.05
// ≈ 0.846, which allows γ < 0.077, that is c < 1.67 N·s/m. c = 1 sits inside
// (the string holds for 10 s, as the book's run shows, largest stretch 0.41);
// c = 5 (γ = 0.23) is far outside: the zigzag's eigenvalue is about −2.3, and
// the string diverges at step 51, well within the 1 s the test allows.
static int string_steps_until_diverged(double dt, double c, int steps) {
    Settings s = settings(dt, 1.0, 20.0);
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

// Carried from chapter 02. With the damper, symplectic Euler on (x, u) is
// u' = u − κ·x − γ·u, x' = x + u': the positions depend on k, c, m and Δt only
// through κ = k·Δt²/m and γ = c·Δt/m. k = 10, c = 1 at Δt = 1/30 s and
// k = 40, c = 2 at Δt = 1/60 s both have κ = 1/90 and γ = 1/30, so they take
// the same path, to rounding (1e-12 as above).
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
