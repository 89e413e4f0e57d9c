// Chapter 07's claims: a wheel on a fixed axle carries an angle (never
// wrapped), an angular velocity θ̇ and an inverse inertia (0 for a fixed
// body), and an angular spring between wheels a and b is chapter 06's spring
// with angles: the torque −(k·θ + c·θ̇) on b and its opposite on a, tuned to
// the reduced moment of inertia I_red = 1/(1/Ia + 1/Ib), k = Cs·I_red/Δt²,
// c = Cd·I_red/Δt. The winding θ then steps exactly as chapter 05's bob with
// κ = Cs and γ = Cd: one loop to rest at Cs = Cd = 1 for any two inertias;
// free wheels keep Σ I·θ̇; the clock wound three turns unwinds through all
// three; a spring between two fixed bodies does nothing; the mouse turns a
// wheel by its rim within the same limits as it holds a particle. Chapter
// 06's tests (06-reduced-mass/test_sim.c) are carried, from their one file:
// the linear springs are unchanged.
#include <criterion/criterion.h>

#include "alloc_count.h"
#include "one_loop.h"
#include "sim.h"

static World world;  // static: a World holds fixed arrays too big for a test's stack

// Cs = Cd = 1 unless a test says otherwise: chapter 04's spring.
static Settings settings(double dt, double mass) {
    return (Settings){.dt = dt, .gravity = 9.81, .mass = mass, .cs = 1.0, .cd = 1.0, .stretch = 0.5};
}

// ---------------------------------------------------------------------------
// Chapter 07: wheels on angular springs.

// Chapter 06's step::never_allocates runs the string; the wheels and the
// clock with its wheel held by the mouse add the angular springs, the grab by
// the rim and the dump's body rows: every pass works in the world's own arrays.
Test(step, never_allocates_with_wheels) {
    Settings s = settings(1.0 / 60.0, 1.0);
    Metrics metrics;
    BodyState rows[MAX_BODIES];
    void (*const defaults[])(Settings *) = {wheels_defaults, clock_defaults};
    void (*const builds[])(World *, const Settings *) = {wheels_build, clock_build};
    for (int scene = 0; scene < 2; scene++) {
        Settings w = s;
        defaults[scene](&w);
        builds[scene](&world, &w);
        world_grab(&world, WHEEL_HANDLE + 1, vec2(0.0, 3.0));
        long before = alloc_count();
        for (int step = 0; step < 100; step++) {
            world_step(&world);
            world_measure(&world, &metrics);
            world_states(&world, rows, MAX_BODIES);
        }
        cr_assert_eq(alloc_count(), before, "scene %d: the step called malloc/calloc/realloc/free", scene);
    }
}

// Two wheels of ia and ib kg·m² on axles 3 m apart (an inertia of 0 makes a
// fixed body), joined by an angular spring made at rest, at Cs = Cd = 1;
// then b is wound by `start` rad, the winding set turning at `speed` rad/s
// (shared so that Σ I·θ̇ stays the common part's), and both free wheels given
// a common spin `drift` that the spring never sees. No gravity: wheels only.
static void wheel_pair_build(World *w, double dt, double ia, double ib, double start, double speed,
                             double drift) {
    Settings s = settings(dt, 1.0);
    s.gravity = 0.0;
    world_init(w, &s);
    int a = world_add_body(w, vec2(-1.5, 0.0), 1.0, ia);
    int b = world_add_body(w, vec2(1.5, 0.0), 1.0, ib);
    world_add_angular_spring(w, a, b, 1.0, 1.0);
    double wa = w->bodies[a].inverse_inertia, wb = w->bodies[b].inverse_inertia;
    w->bodies[b].angle += start;
    w->bodies[a].omega = wa > 0.0 ? drift - speed * wa / (wa + wb) : 0.0;
    w->bodies[b].omega = (wa > 0.0 ? drift : 0.0) + speed * wb / (wa + wb);
}

// Σ I·θ̇ over the bodies, a fixed one's I being 0.
static double wheels_angular_momentum(const World *w) {
    double total = 0.0;
    for (int i = 0; i < w->body_count; i++) {
        total += w->bodies[i].inertia * w->bodies[i].omega;
    }
    return total;
}

// θ of angular spring 0, and its rate θ̇ = θ̇b − θ̇a.
static double winding_of(const World *w) {
    return angular_spring_angle(w, &w->angular_springs[0]);
}

static double winding_rate(const World *w) {
    const AngularSpring *spring = &w->angular_springs[0];
    return w->bodies[spring->b].omega - w->bodies[spring->a].omega;
}

// The stiffness and damping follow the inertia that turns in the winding,
// I_red = 1/(1/Ia + 1/Ib): 0.8 kg·m² for the wheels' 1 and 4, the wheel's own
// 1 kg·m² for the clock (the frame's 1/I is 0), nothing between two fixed
// bodies. 1/(1 + 1/4) rounds: 1e-15 relative is a few roundings.
Test(angular_spring, is_tuned_to_the_inertia_that_turns) {
    const double dt = 0.01;
    Settings s = settings(dt, 1.0);
    wheels_defaults(&s);
    s.cs = 0.3;
    s.cd = 0.6;
    wheels_build(&world, &s);
    const AngularSpring *spring = &world.angular_springs[0];
    cr_assert_float_eq(angular_spring_stiffness(&world, spring), 0.3 * 0.8 / (dt * dt), 1e-15 * 2400.0);
    cr_assert_float_eq(angular_spring_damping(&world, spring), 0.6 * 0.8 / dt, 1e-15 * 48.0);
    clock_defaults(&s);
    s.cs = 0.3;
    s.cd = 0.6;
    clock_build(&world, &s);
    cr_assert_eq(world.bodies[0].inverse_inertia, 0.0, "the frame is fixed");
    cr_assert_float_eq(angular_spring_stiffness(&world, spring), 0.3 / (dt * dt), 1e-15 * 3000.0);
    cr_assert_float_eq(angular_spring_damping(&world, spring), 0.6 / dt, 1e-15 * 60.0);
    world_init(&world, &s);
    world_add_body(&world, vec2(0.0, 0.0), 1.0, 0.0);
    world_add_body(&world, vec2(3.0, 0.0), 1.0, 0.0);
    world_add_angular_spring(&world, 0, 1, 1.0, 1.0);
    cr_assert_eq(angular_spring_stiffness(&world, spring), 0.0);
    cr_assert_eq(angular_spring_damping(&world, spring), 0.0);
}

// The book's derivation, with angles. A torque τ on b and −τ on a change the
// winding's rate θ̇ = θ̇b − θ̇a by τ·(1/Ib + 1/Ia)·Δt = τ·Δt/I_red, so θ and
// u = θ̇·Δt step exactly as chapter 04's bob with m read as I_red: at
// Cs = Cd = 1, u' = u − θ − u = −θ and θ' = θ + u' = 0 after one step, and
// u'' = 0 after two, whatever the inertias, and for a wheel against a fixed
// frame (I_red = its own I). Unlike the linear spring there is no axis to
// turn: the equations are exactly linear, at any winding, so the starts go
// past whole turns (−20 rad is 3.2 turns back, 6π + 0.3 three turns on).
// A common spin of the free wheels is untouched and Σ I·θ̇ is kept. Angles
// of up to 20 rad round at ~4e-15: 1e-12 is 250 times that.
static void check_angular_one_loop(double dt, double ia, double ib, double start, double speed) {
    double drift = ia > 0.0 && ib > 0.0 ? 0.9 : 0.0;
    wheel_pair_build(&world, dt, ia, ib, start, speed, drift);
    double before = wheels_angular_momentum(&world);
    world_step(&world);
    cr_assert(fabs(winding_of(&world)) < 1e-12, "%g:%g kg·m², start %g, speed %g: θ = %.3g after one step", ia,
              ib, start, speed, winding_of(&world));
    double u = winding_rate(&world) * dt;
    cr_assert(fabs(u + start) < 1e-12, "%g:%g, start %g, speed %g: u' = −θ, not %.17g", ia, ib, start, speed, u);
    world_step(&world);
    cr_assert(fabs(winding_rate(&world) * dt) < 1e-12, "%g:%g, start %g, speed %g: u = %.3g after two steps", ia,
              ib, start, speed, winding_rate(&world) * dt);
    cr_assert(fabs(winding_of(&world)) < 1e-12, "and it stays there");
    if (ia > 0.0 && ib > 0.0) {
        double after = wheels_angular_momentum(&world);
        cr_assert(fabs(after - before) < 1e-12 * fabs(before), "%g:%g: Σ I·θ̇ kept", ia, ib);
        cr_assert_float_eq(world.bodies[0].omega * dt, drift * dt, 1e-12, "%g:%g, start %g, speed %g: θ̇a = %.17g",
                           ia, ib, start, speed, world.bodies[0].omega);
    }
}

Test(angular_one_loop, angle_error_zero_after_one_step_omega_zero_after_two) {
    const double starts[ONE_LOOP_STARTS] = {-20.0, -1.0, 0.001, 0.5, 6.0 * PI + 0.3};
    const double speeds[ONE_LOOP_SPEEDS] = {0.0, 3.0, -7.5};
    check_one_loop_grid(check_angular_one_loop, starts, speeds);
    // A wheel against a fixed frame, the frame on either end.
    for (int i = 0; i < ONE_LOOP_STARTS; i++) {
        for (int j = 0; j < ONE_LOOP_SPEEDS; j++) {
            check_angular_one_loop(1.0 / 60.0, 0.0, 2.5, starts[i], speeds[j]);
            check_angular_one_loop(1.0 / 60.0, 2.5, 0.0, starts[i], speeds[j]);
            check_angular_one_loop(1.0 / 240.0, 0.0, 1e-3, starts[i], speeds[j]);
        }
    }
}

// Free wheels: the angular spring turns b by τ·Δt/Ib·Ib = τ·Δt of angular
// momentum and a by −τ·Δt, so Σ I·θ̇ cannot change, except by rounding
// (I·(1/I) is 1 only to a rounding). `wheels` at its defaults, at
// Cs = Cd = 1, and with both wheels given a common spin so that nothing is
// zero by symmetry, runs 10,000 steps. Each step rounds each wheel's I·θ̇ at
// about 1e-16 of the largest I·|θ̇|; 10,000 of them, even all of one sign, stay
// below 1e-11 of it, while a spring whose torques were not equal and opposite
// would change the sum by its whole τ·Δt.
static void check_angular_momentum(double cs, double cd, double common) {
    Settings s = settings(1.0 / 60.0, 1.0);
    wheels_defaults(&s);
    s.cs = cs;
    s.cd = cd;
    wheels_build(&world, &s);
    world.bodies[0].omega += common;
    world.bodies[1].omega += common;
    double before = wheels_angular_momentum(&world), scale = 0.0;
    for (int step = 1; step <= 10000; step++) {
        world_step(&world);
        for (int i = 0; i < world.body_count; i++) {
            scale = fmax(scale, fabs(world.bodies[i].inertia * world.bodies[i].omega));
        }
    }
    cr_assert_not(world_diverged(&world));
    double after = wheels_angular_momentum(&world);
    cr_assert_lt(fabs(after - before), 1e-11 * scale, "Cs %g, Cd %g: Σ I·θ̇ moved by %.3g of %.3g", cs, cd,
                 after - before, scale);
}

Test(angular_momentum, is_kept_by_free_wheels) {
    check_angular_momentum(0.01, 0.001, 0.0);
    check_angular_momentum(0.01, 0.001, -3.0);
    check_angular_momentum(1.0, 1.0, 0.7);
}

// The wheels trade their spin. The small wheel (1 kg·m²) starts at 2 rad/s,
// the large (4 kg·m²) at rest: Σ I·θ̇ = 2, so together they turn at
// 2/5 = 0.4 rad/s, and the winding's rate θ̇ = θ̇b − θ̇a, −2 rad/s at the start,
// is shared as θ̇a = 0.4 − θ̇·Ib/(Ia + Ib) and θ̇b = 0.4 + θ̇·Ia/(Ia + Ib): with
// f = θ̇/(−2), θ̇a = 0.4 + 1.6·f and θ̇b = 0.4 − 0.4·f. On the winding κ = 0.01,
// γ = 0.001: T = 1.989 and D = 0.999 give a complex pair of size √0.999 and
// angle acos(T/(2√D)) = 0.1000 rad a step, a period of 63 steps (1.05 s),
// so f swings from 1 to about −1 and back, shrinking by √0.999 a step. So
// within the first period the small wheel turns backwards (θ̇a down to
// 0.4 − 1.6·0.98 ≈ −1.17, measured −1.176) and the large one reaches
// 0.4 + 0.4·0.98 ≈ 0.79 (measured 0.794); after 30,000 steps f's envelope
// is 0.999^15000 ≈ 3e-7 times the start's, 1/sin(0.1) ≈ 10 times that at
// most (the phase), so both turn at 0.4 rad/s to 1e-5 (measured 6e-8).
Test(wheels, trade_their_spin_and_turn_together_at_two_fifths) {
    Settings s = settings(1.0 / 60.0, 1.0);
    wheels_defaults(&s);
    wheels_build(&world, &s);
    cr_assert_eq(world.bodies[0].omega, 2.0);
    double lowest = 2.0, highest = 0.0;
    for (int step = 1; step <= 63; step++) {
        world_step(&world);
        lowest = fmin(lowest, world.bodies[0].omega);
        highest = fmax(highest, world.bodies[1].omega);
    }
    cr_assert(lowest < -1.1 && lowest > -1.2, "the small wheel turns back, to %g rad/s", lowest);
    cr_assert(highest > 0.75 && highest < 0.8, "the large one reaches %g rad/s", highest);
    for (int step = 64; step <= 30000; step++) {
        world_step(&world);
    }
    cr_assert_float_eq(world.bodies[0].omega, 0.4, 1e-5, "small wheel %.9g", world.bodies[0].omega);
    cr_assert_float_eq(world.bodies[1].omega, 0.4, 1e-5, "large wheel %.9g", world.bodies[1].omega);
}

// The clock: a 1 kg·m² wheel on a coil to a fixed frame, wound three turns
// (θ = 6π) and let go at rest, Cs = 0.001 and Cd = 0.06. The frame is fixed,
// so I_red = I and θ steps as chapter 05's single spring with κ = Cs and
// γ = Cd: θ' = θ + u', u' = u − κθ − γu. T = 2 − κ − γ = 1.939 and
// D = 1 − γ = 0.94, and T² − 4D = −2.8e-4: just complex, because Cd is just
// under 2√Cs − Cs = 0.0622, where the roots turn real (the book derives it).
// So θ_n = r^n·(P·cos nφ + Q·sin nφ), r = √D, cos φ = T/(2r), with P = θ0 and
// Q = (θ1/r − P·cos φ)/sin φ from θ1 = (1 − κ)·θ0; every step stays inside
// the envelope |θ_n| ≤ r^n·√(P² + Q²). With φ = 0.0086 rad a step, the first
// half period, π/φ ≈ 365 steps, carries θ from 6π down to its first zero
// without turning back (measured: it passes 4π at step 36, 2π at step 69 and
// 0 at step 333, the phase of P and Q taking the rest): the angle passes 4π
// and 2π once each, never back above 6π, and never jumps by a turn, as a
// wrapped angle would. Past 0 it overshoots by no more than the envelope
// there, r^333·√(P² + Q²) ≈ 2e-3 rad (measured: 2.4e-4), and the envelope
// at step 600 is 6e-7 rad. Rounding adds ~1e-15 rad a step: 1e-12 rad over
// 600 steps is ample.
Test(clock, unwinds_through_all_three_turns_never_wrapped) {
    Settings s = settings(1.0 / 60.0, 1.0);
    clock_defaults(&s);
    clock_build(&world, &s);
    cr_assert_eq(s.turns, 3.0);
    double kappa = s.cs, gamma = s.cd;
    cr_assert_lt(gamma, 2.0 * sqrt(kappa) - kappa, "just under critical");
    double theta0 = winding_of(&world);
    cr_assert_float_eq(theta0, 6.0 * PI, 1e-15, "wound three turns: 6π, not 0");
    cr_assert_float_eq(world.bodies[1].angle, 6.0 * PI, 1e-15, "the wheel's own angle says it too");
    double r = sqrt(1.0 - gamma), phi = acos((2.0 - kappa - gamma) / (2.0 * r));
    double q = ((1.0 - kappa) * theta0 / r - theta0 * cos(phi)) / sin(phi);
    double envelope = sqrt(theta0 * theta0 + q * q);
    int crossings[3] = {0, 0, 0}, first_zero = 0;
    double previous = theta0, deepest = 0.0;
    for (int step = 1; step <= 600; step++) {
        world_step(&world);
        double theta = winding_of(&world);
        cr_assert_lt(theta, 6.0 * PI, "step %d: back above 6π", step);
        cr_assert_lt(fabs(theta - previous), PI, "step %d: a jump of %g rad", step, theta - previous);
        cr_assert_leq(fabs(theta), envelope * pow(r, step) + 1e-12, "step %d: θ = %g outside the envelope", step,
                      theta);
        for (int turn = 1; turn <= 2; turn++) {
            double mark = 2.0 * PI * turn;
            crossings[turn] += (previous - mark) * (theta - mark) < 0.0;
        }
        first_zero = first_zero == 0 && theta < 0.0 ? step : first_zero;
        deepest = fmin(deepest, theta);
        previous = theta;
    }
    cr_assert_eq(crossings[2], 1, "4π crossed %d times", crossings[2]);
    cr_assert_eq(crossings[1], 1, "2π crossed %d times", crossings[1]);
    cr_assert(first_zero > 300 && first_zero < 400, "reaches its rest angle at step %d, near π/φ", first_zero);
    cr_assert_lt(-deepest, envelope * pow(r, first_zero), "overshoots by %g rad", -deepest);
    cr_assert_lt(fabs(winding_of(&world)), envelope * pow(r, 600) + 1e-12, "settled: %g rad", winding_of(&world));
}

// The chapter's CSV column: the wheels' I·θ̇ plus the particles' m·r × v about
// the origin. A box spinning and drifting (so r × v is not zero by symmetry)
// with two wheels added, one turning and one fixed body with an θ̇ that must
// not count (its I is 0): after 20 steps the metric is the sum, computed here
// term by term, to the rounding of a sum of a few terms (1e-14 of the
// largest). The clock: its frame is fixed, and the metric is the wheel's I·θ̇.
Test(angular_momentum, metric_is_wheels_i_omega_plus_particles_r_cross_v) {
    Settings s = settings(1.0 / 60.0, 1.0);
    box_defaults(&s);
    box_build(&world, &s);
    for (int i = 0; i < world.particle_count; i++) {
        world.particles[i].velocity = vec2_add(world.particles[i].velocity, vec2(0.3, -0.8));
    }
    int wheel = world_add_body(&world, vec2(4.0, 1.0), 0.5, 2.5);
    int frame = world_add_body(&world, vec2(-4.0, 1.0), 0.5, 0.0);
    world.bodies[wheel].omega = -1.7;
    world.bodies[frame].omega = 5.0;
    for (int step = 0; step < 20; step++) {
        world_step(&world);
    }
    double expected = 2.5 * world.bodies[wheel].omega, scale = fabs(expected);
    for (int i = 0; i < world.particle_count; i++) {
        const Particle *p = &world.particles[i];
        double term = p->mass * (p->position.x * p->velocity.y - p->position.y * p->velocity.x);
        expected += term;
        scale = fmax(scale, fabs(term));
    }
    Metrics metrics;
    world_measure(&world, &metrics);
    cr_assert_float_eq(metrics.extra[0], expected, 1e-14 * scale, "%.17g against %.17g", metrics.extra[0],
                       expected);
    cr_assert_float_eq(world.bodies[wheel].omega, -1.7, 1e-15, "nothing turns the lone wheel");

    clock_defaults(&s);
    clock_build(&world, &s);
    for (int step = 0; step < 30; step++) {
        world_step(&world);
    }
    world_measure(&world, &metrics);
    cr_assert_eq(metrics.extra[0], world.bodies[1].inertia * world.bodies[1].omega);
    cr_assert_lt(metrics.extra[0], -1.0, "the unwinding wheel turns backwards");
}

// --dump writes world_states' rows: particles as kind 'p', then bodies as
// kind 'b' with the axle's position, the angle (never wrapped) and θ̇. Asked
// with no room (the shell's first call, to size its buffer) it returns the
// count and writes nothing; asked with less room than rows, it writes no
// more than it is given.
Test(dump, b_rows_carry_angle_and_omega) {
    Settings s = settings(1.0 / 60.0, 1.0);
    clock_defaults(&s);
    clock_build(&world, &s);
    cr_assert_eq(world_states(&world, NULL, 0), 2);
    BodyState rows[4];
    cr_assert_eq(world_states(&world, rows, 4), 2);
    cr_assert_eq(rows[1].kind, 'b');
    cr_assert_eq(rows[1].index, 1);
    cr_assert_eq(rows[1].angle, 6.0 * PI, "wound three turns: 6π, not 0");
    for (int step = 0; step < 40; step++) {
        world_step(&world);
    }
    world_states(&world, rows, 4);
    for (int i = 0; i < 2; i++) {
        cr_assert_eq(rows[i].kind, 'b');
        cr_assert_eq(rows[i].index, i);
        cr_assert_eq(rows[i].angle, world.bodies[i].angle);
        cr_assert_eq(rows[i].omega, world.bodies[i].omega);
        cr_assert_eq(rows[i].position.x, world.bodies[i].position.x);
        cr_assert_eq(rows[i].velocity.x, 0.0, "an axle does not move");
    }
    cr_assert(rows[1].angle > 2.0 * PI && rows[1].omega < 0.0, "unwinding, a turn or more still to go");

    dumbbell_build(&world, &s);
    int wheel = world_add_body(&world, vec2(0.0, 2.0), 0.5, 1.0);
    world.bodies[wheel].angle = -9.0;
    world.bodies[wheel].omega = 0.25;
    cr_assert_eq(world_states(&world, rows, 4), 3);
    cr_assert(rows[0].kind == 'p' && rows[1].kind == 'p', "particles first");
    cr_assert_eq(rows[2].kind, 'b');
    cr_assert_eq(rows[2].index, 0);
    cr_assert_eq(rows[2].angle, -9.0);
    cr_assert_eq(rows[2].omega, 0.25);
    rows[2].kind = 'x';
    world_states(&world, rows, 2);
    cr_assert_eq(rows[2].kind, 'x', "no row past the room it was given");
}

// The cs and cd sliders reach the angular springs too, and a live dt or a
// new pair of coefficients is used at the next step: turned to Cs = Cd = 1
// while the wheels trade their spin, the winding is zero one step later.
Test(retune, gives_angular_springs_the_new_coefficients) {
    Settings s = settings(1.0 / 60.0, 1.0);
    wheels_defaults(&s);
    wheels_build(&world, &s);
    for (int step = 0; step < 10; step++) {
        world_step(&world);
    }
    s.cs = 0.2;
    s.cd = 0.7;
    s.dt = 0.01;
    world_retune(&world, &s);
    const AngularSpring *spring = &world.angular_springs[0];
    cr_assert_eq(spring->cs, 0.2);
    cr_assert_eq(spring->cd, 0.7);
    cr_assert_float_eq(angular_spring_stiffness(&world, spring), 0.2 * 0.8 / 1e-4, 1e-15 * 1600.0);
    s.cs = s.cd = 1.0;
    world_retune(&world, &s);
    cr_assert_gt(fabs(winding_of(&world)), 0.1, "wound before the change");
    world_step(&world);
    cr_assert_lt(fabs(winding_of(&world)), 1e-12, "θ = %.3g one step after", winding_of(&world));
}

// Between two fixed bodies 1/Ia + 1/Ib = 0: I_red would be 1/0, k and c
// infinite, and a fixed body's θ̇ would become 0·∞ = NaN. The code takes
// I_red = 0, so that spring does nothing. It is wound (one body turned after
// it was made) and a free wheel hangs wound on a spring from one of the
// fixed bodies, so the world is not idle: for 100 steps the fixed bodies
// keep their angles exactly and never turn, nothing is NaN, and all the
// potential energy is the free wheel's spring's.
Test(angular_spring, between_two_fixed_bodies_does_nothing) {
    Settings s = settings(1.0 / 60.0, 1.0);
    world_init(&world, &s);
    int left = world_add_body(&world, vec2(-2.0, 0.0), 0.5, 0.0);
    int right = world_add_body(&world, vec2(2.0, 0.0), 0.5, 0.0);
    int wheel = world_add_body(&world, vec2(0.0, 0.0), 1.0, 2.0);
    world_add_angular_spring(&world, left, right, 1.0, 1.0);
    world_add_angular_spring(&world, left, wheel, 0.3, 0.3);
    world.bodies[right].angle = 1.3;
    world.bodies[wheel].angle = 4.0;
    for (int step = 0; step < 100; step++) {
        world_step(&world);
    }
    cr_assert_not(world_diverged(&world));
    cr_assert_eq(world.bodies[left].angle, 0.0);
    cr_assert_eq(world.bodies[right].angle, 1.3);
    cr_assert_eq(world.bodies[left].omega, 0.0);
    cr_assert_eq(world.bodies[right].omega, 0.0);
    Metrics metrics;
    world_measure(&world, &metrics);
    const AngularSpring *own = &world.angular_springs[1];
    double theta = angular_spring_angle(&world, own);
    cr_assert(isfinite(metrics.potential));
    cr_assert_float_eq(metrics.potential, 0.5 * angular_spring_stiffness(&world, own) * theta * theta, 1e-15,
                       "potential %.17g", metrics.potential);
}

// world_diverged watches the wheels too: a NaN angle or θ̇ stops the run.
Test(diverged, sees_a_wheel_that_is_not_finite) {
    Settings s = settings(1.0 / 60.0, 1.0);
    clock_defaults(&s);
    clock_build(&world, &s);
    cr_assert_not(world_diverged(&world));
    world.bodies[1].omega = NAN;
    cr_assert(world_diverged(&world));
    clock_build(&world, &s);
    world.bodies[1].angle = INFINITY;
    cr_assert(world_diverged(&world));
}

// A point on a circle about a centre.
static Vec2 on_circle(Vec2 centre, double radius, double angle) {
    return vec2_add(centre, vec2(radius * cos(angle), radius * sin(angle)));
}

// How far the held point of a wheel is round from the cursor, in (−π, π].
static double grab_error(const World *w) {
    const Body *held = &w->bodies[w->grab.body];
    Vec2 toward = vec2_sub(w->grab.target, held->position);
    return remainder(held->angle + w->grab.rim - atan2(toward.y, toward.x), 2.0 * PI);
}

// A lone wheel of 3 kg·m², taken by its rim where it points along x and
// pulled toward a cursor 2 rad round. The grab is the particle's, turned into
// angles: a one-loop angular spring at strength s = 1/4 to the cursor, a fixed
// body, so I_red is the wheel's own I, and the error steps with κ = γ = 1/4:
// T = 1.5, D = 0.75, a complex pair of size √0.75 ≈ 0.866, so in 60 steps
// the error falls to about 2e-4 of its start. Only the cursor's direction
// counts: a cursor twice as far out turns the wheel the same way.
// Then the same wheel wound three turns (angle 6π): the grab pulls the held
// point the short way round and never unwinds it. Taken along x, its rim is at
// −6π from its angle; pulled to 3 rad it ends at 6π + 3; the cursor then
// crosses the ±π seam to −3 rad, 0.28 rad further round, and the wheel
// follows to 6π + 2π − 3, not back to 6π − 3. 120 steps leave 0.866^120 ≈
// 3e-8 of each move: 1e-6 rad.
Test(grab, turns_a_lone_wheel_toward_the_cursor) {
    Settings s = settings(1.0 / 60.0, 1.0);
    s.gravity = 0.0;
    world_init(&world, &s);
    int wheel = world_add_body(&world, vec2(0.0, 0.0), 1.0, 3.0);
    int handle = world_pick(&world, vec2(1.01, 0.0), 0.05);
    cr_assert_eq(handle, WHEEL_HANDLE + wheel, "picked by the rim");
    cr_assert_eq(world_pick(&world, vec2(0.5, 0.0), 0.05), -1, "not by the middle");
    world_grab(&world, handle, vec2(1.01, 0.0));
    world_grab(&world, handle, on_circle(vec2(0.0, 0.0), 2.0, 2.0));
    for (int step = 0; step < 60; step++) {
        world_step(&world);
    }
    cr_assert_float_eq(world.bodies[wheel].angle, 2.0, 1e-3 * 2.0, "angle %g", world.bodies[wheel].angle);

    world_release(&world);
    cr_assert_eq(world.grab.body, -1);
    world.bodies[wheel].angle = 6.0 * PI;
    world.bodies[wheel].omega = 0.0;
    world_grab(&world, handle, vec2(1.0, 0.0));
    cr_assert_float_eq(world.grab.rim, -6.0 * PI, 1e-15);
    world_grab(&world, handle, on_circle(vec2(0.0, 0.0), 1.0, 3.0));
    for (int step = 0; step < 120; step++) {
        world_step(&world);
    }
    cr_assert_float_eq(world.bodies[wheel].angle, 6.0 * PI + 3.0, 1e-6, "angle %g", world.bodies[wheel].angle);
    world_grab(&world, handle, on_circle(vec2(0.0, 0.0), 1.0, -3.0));
    for (int step = 0; step < 120; step++) {
        world_step(&world);
    }
    cr_assert_float_eq(world.bodies[wheel].angle, 8.0 * PI - 3.0, 1e-6, "the short way: %g",
                       world.bodies[wheel].angle);
}

// The grab's limit on a wheel, derived as for a particle (the book works it
// out): the held wheel's own spring and the grab act on the same angle. At
// Cs = Cd = 1 the wheel and its partner are chapter 06's free pair with μ =
// I_held/(I_held + I_other), and s < 4/(12 − 9μ): 0.392 for `wheels`' small
// wheel (μ = 1/5), 0.833 for its large one (μ = 4/5), and 1/3 for the clock's
// wheel, whose partner is the fixed frame (μ = 0). At the clock's own
// coefficients the winding is one dimension with κ = Cs + s and γ = Cd + s,
// and chapter 05's triangle, κ + 2γ < 4, gives s < (4 − Cs − 2Cd)/3 = 1.293.
// The test stands the mouse in by an angular spring to a fixed body at
// Cs = Cd = s (I_red = I_held: the grab's torque, while its error is within a
// half turn), and holds each wheel 3 % inside and outside its limit from a
// microradian. Angles are exactly linear, so no start is too large; outside,
// the overshooting mode's |λ| is at least 1.022, and from steps 100–199 to
// 300–399 the angles grow more than 1.022^200 ≈ 80 times; inside, every mode
// dies (measured: to between 1e-8 and 0.01 from the one window to the other).
static double wheel_held_growth(void (*build)(World *, const Settings *), double cs, double cd, int held,
                                double strength) {
    Settings s = settings(1.0 / 60.0, 1.0);
    s.cs = cs;
    s.cd = cd;
    s.spin = 0.0;
    s.turns = 0.0;
    build(&world, &s);
    int mouse = world_add_body(&world, world.bodies[held].position, 0.2, 0.0);
    world_add_angular_spring(&world, mouse, held, strength, strength);
    world.bodies[held].angle += 1e-6;
    double early = 0.0, late = 0.0;
    for (int step = 1; step < 400; step++) {
        world_step(&world);
        double largest = 0.0;
        for (int i = 0; i < world.body_count; i++) {
            largest = fmax(largest, fabs(world.bodies[i].angle));
        }
        early = step >= 100 && step < 200 ? fmax(early, largest) : early;
        late = step >= 300 ? fmax(late, largest) : late;
    }
    return late / early;
}

static void check_wheel_limit(void (*build)(World *, const Settings *), double cs, double cd, int held,
                              double limit) {
    double inside = wheel_held_growth(build, cs, cd, held, 0.97 * limit);
    double outside = wheel_held_growth(build, cs, cd, held, 1.03 * limit);
    cr_assert_lt(inside, 1.0, "wheel %d, Cs %g, Cd %g: 3 %% inside %.4f grew %.3g", held, cs, cd, limit, inside);
    cr_assert_gt(outside, 10.0, "wheel %d, Cs %g, Cd %g: 3 %% outside %.4f grew only %.3g", held, cs, cd, limit,
                 outside);
    cr_assert_lt(GRAB_STRENGTH, limit, "the mouse's quarter is inside");
}

Test(grab, wheel_limit_is_the_pairs_and_the_clocks) {
    check_wheel_limit(wheels_build, 1.0, 1.0, 0, 4.0 / (12.0 - 9.0 / 5.0));
    check_wheel_limit(wheels_build, 1.0, 1.0, 1, 4.0 / (12.0 - 9.0 * 4.0 / 5.0));
    check_wheel_limit(clock_build, 1.0, 1.0, 1, 1.0 / 3.0);
    check_wheel_limit(clock_build, 0.001, 0.06, 1, (4.0 - 0.001 - 2.0 * 0.06) / 3.0);
}

// Every wheel of every default scene, taken by its rim half a second after
// the start and pulled round by 0, ±1 and ±2.5 rad, at the rim and twice as
// far out, for 1200 steps: nothing diverges, and the held point ends where
// its spring lets it. The clock's wheel, held, settles in a few dozen steps
// (κ = Cs + s, γ = Cd + s: |λ| = √(1 − γ) = 0.83) where the grab's torque
// balances the coil's, s·e = −Cs·θ: still wound (θ > 2π), its rim a
// little behind the cursor, e = −Cs·θ/s, to rounding. The wheels' held
// wheel follows the cursor (the grab's modes shrink by 0.87 a step) while
// the other swings on their soft spring; the grab then carries the spring's
// torque, and its error stays below Cs·I_red·max|θ|/(s·I_held), which the
// last 600 steps check.
Test(grab, every_wheel_of_every_default_scene_can_be_held) {
    const double turns[] = {0.0, 1.0, -1.0, 2.5, -2.5};
    void (*const defaults[])(Settings *) = {wheels_defaults, clock_defaults};
    void (*const builds[])(World *, const Settings *) = {wheels_build, clock_build};
    for (int scene = 0; scene < 2; scene++) {
        Settings s = settings(1.0 / 60.0, 1.0);
        defaults[scene](&s);
        for (int held = 0; held < 2; held++) {
            for (int k = 0; k < 10; k++) {
                builds[scene](&world, &s);
                const Body *wheel = &world.bodies[held];
                if (wheel->inverse_inertia == 0.0) {
                    continue;
                }
                for (int step = 0; step < 30; step++) {
                    world_step(&world);
                }
                Vec2 rim = on_circle(wheel->position, wheel->radius, 0.3);
                int handle = world_pick(&world, rim, 0.05);
                cr_assert_eq(handle, WHEEL_HANDLE + held, "scene %d: wheel %d by its rim", scene, held);
                world_grab(&world, handle, rim);
                Vec2 cursor = on_circle(wheel->position, wheel->radius * (1 + k % 2), 0.3 + turns[k / 2]);
                world_grab(&world, handle, cursor);
                const AngularSpring *spring = &world.angular_springs[0];
                double i_red =
                    1.0 / (world.bodies[spring->a].inverse_inertia + world.bodies[spring->b].inverse_inertia);
                double widest = 0.0, worst = 0.0;
                for (int step = 0; step < 1200; step++) {
                    world_step(&world);
                    widest = fmax(widest, fabs(angular_spring_angle(&world, spring)));
                    worst = step >= 600 ? fmax(worst, fabs(grab_error(&world))) : worst;
                }
                cr_assert_not(world_diverged(&world), "scene %d, wheel %d, pull %d", scene, held, k);
                double theta = angular_spring_angle(&world, spring);
                if (scene == 1) {
                    cr_assert_gt(theta, 2.0 * PI, "the held clock stays wound: %g", theta);
                    cr_assert_float_eq(grab_error(&world), -s.cs * theta / GRAB_STRENGTH, 1e-9, "pull %d", k);
                } else {
                    double bound = s.cs * i_red * widest / (GRAB_STRENGTH * wheel->inertia);
                    cr_assert_lt(worst, bound, "wheel %d, pull %d: error %g", held, k, worst);
                }
            }
        }
    }
}
