// Chapter 05's claims about a spring at Cs and Cd, which every later chapter
// carries (tests/NN-slug/carried): each step tunes it to k = Cs·m/Δt² and
// c = Cd·m/Δt, so that κ = Cs and γ = Cd (the preface's notation:
// κ = k·Δt²/m, γ = c·Δt/m, on the state (x, u) with u = v·Δt). The stretch per
// step then depends on Cs, Cd and the start alone, whatever the mass and the
// time step, even when they change mid-run; a spring is stable exactly inside
// the triangle Cs > 0, Cd > 0, Cs + 2·Cd < 4; and the mouse can push a spring
// near that edge over it. The spring is chapter_pair_build's
// (tests/support/chapter.h): in chapter 05 a bob on a spring from an anchor,
// from chapter 06 two free ends, whose stretch moves as that bob did with m
// read as the reduced mass. Chapter 05's claims about its own scenes are in
// test_scenes.c.
#include <criterion/criterion.h>

#include <math.h>

#include "chapter.h"
#include "measure.h"
#include "sim.h"

static World world;  // static: a World holds fixed arrays too big for a test's stack

// Chapter 04's test of the tuning, restated with Cs and Cd: k = Cs·m/Δt² and
// c = Cd·m/Δt, m the mass of the bob that moves (from chapter 06 the reduced
// mass, which an anchor, wa = 0, leaves at the bob's own): 6000 N/m and
// 120 N·s/m here. A division or two of doubles rounds at about 1e-15
// relative: the tolerances are a few of those.
Test(spring, is_tuned_to_the_mass_that_moves) {
    Settings s = chapter_settings(0.01, 2.0);
    s.cs = 0.3;
    s.cd = 0.6;
    chapter_pair_build(&world, &s, INFINITY, 2.0);
    cr_assert_float_eq(spring_stiffness(&world, &world.springs[0]), 0.3 * 2.0 / (0.01 * 0.01), 1e-15 * 6000.0);
    cr_assert_float_eq(spring_damping(&world, &world.springs[0]), 0.6 * 2.0 / 0.01, 1e-15 * 120.0);
}

// On (x, u) one step is u' = u − Cs·x − Cd·u, x' = x + u' (the book derives
// it): m and Δt are gone, so the stretch, step by step, depends on Cs, Cd and
// the start alone. The test runs springs whose ends weigh 0.1 and 0.1 kg, 10
// and 1 kg, and 0.1 and 100 kg (in chapter 05 the first end is an anchor: bobs
// of 0.1, 1 and 100 kg) at steps of 1/30, 1/60 and 1/240 s, from the same
// stretch with the same relative u = v·Δt, moving across the spring as well
// as along it, and compares every relative position with the run of 1 and
// 1 kg at 1/60 s. The pairs run from the one-loop spring to soft ones, an
// undamped one and one near the edge Cs + 2·Cd = 4.
// Only rounding differs: k·x/m is not exactly Cs·x/Δt². Each step rounds a
// position of about 1 m in a handful of operations, about 1e-16 m each, and
// with every |λ| ≤ 1 nothing amplifies an error, so 600 steps gather at most
// about 600·10·1e-16 ≈ 6e-13 m (measured: under 1e-13); 1e-12 m bounds it.
static void check_same_path(double cs, double cd) {
    static World reference;
    const double masses[3][2] = {{0.1, 0.1}, {10.0, 1.0}, {0.1, 100.0}};
    const double steps[] = {1.0 / 30.0, 1.0 / 60.0, 1.0 / 240.0};
    const Vec2 u = vec2(-0.01, 0.02);  // m per step: inward and across
    for (int i = 0; i < 3; i++) {
        for (int j = 0; j < 3; j++) {
            Settings r = chapter_settings(1.0 / 60.0, 1.0), s = chapter_settings(steps[j], 1.0);
            r.cs = s.cs = cs;
            r.cd = s.cd = cd;
            chapter_set_stretch(&r, 0.2);
            chapter_set_stretch(&s, 0.2);
            chapter_pair_build(&reference, &r, 1.0, 1.0);
            chapter_pair_build(&world, &s, masses[i][0], masses[i][1]);
            reference.particles[1].velocity = vec2_scale(u, 60.0);
            world.particles[1].velocity = vec2_scale(u, 1.0 / steps[j]);
            for (int step = 1; step <= 600; step++) {
                world_step(&reference);
                world_step(&world);
                double apart = vec2_distance(relative_position(&world, 0, 1), relative_position(&reference, 0, 1));
                cr_assert_lt(apart, 1e-12, "Cs %g, Cd %g, %g + %g kg, dt %g: %.3g m apart at step %d", cs, cd,
                             masses[i][0], masses[i][1], steps[j], apart, step);
            }
        }
    }
}

Test(coefficients, positions_per_step_depend_only_on_cs_cd_and_the_start) {
    check_same_path(1.0, 1.0);
    check_same_path(0.3, 0.05);
    check_same_path(1e-2, 1e-3);
    check_same_path(1e-4, 1e-4);
    check_same_path(0.5, 0.0);
    check_same_path(3.5, 0.2);
}

// Gravity adds g·Δt² to u each step: a force m·g, so the mass still drops out,
// but the time step does not. A bob hanging under its anchor settles where the
// spring's pull cancels it: Cs·x = g·Δt², a sag of x = g·Δt²/Cs (Cs = 1 is
// chapter 04's g·Δt²). At Cd = 1 one eigenvalue is 0 and the other 1 − Cs, so
// from rest length the sag is reached like 1 − (1 − Cs)^n: 3000 steps leave
// 0.99^3000 ≈ 1e-13 of it at Cs = 0.01. Checked to 1e-9 relative.
// (A free pair falls together and never sags: gravity pulls both ends alike;
// the bob hangs from an anchor in every chapter.)
Test(gravity, a_hanging_bob_sags_g_dt_squared_over_cs) {
    const double stiffness[] = {1e-2, 0.1, 1.0};
    const double steps[] = {1.0 / 60.0, 1.0 / 240.0};
    const double masses[] = {0.1, 100.0};
    for (int i = 0; i < 3; i++) {
        for (int j = 0; j < 2; j++) {
            for (int k = 0; k < 2; k++) {
                Settings s = chapter_settings(steps[j], masses[k]);
                world_init(&world, &s);
                int anchor = world_add_anchor(&world, vec2(0.0, 0.0));
                int bob = world_add_particle(&world, vec2(0.0, -1.0), masses[k]);
                world_add_spring(&world, anchor, bob, stiffness[i], 1.0);
                for (int step = 0; step < 3000; step++) {
                    world_step(&world);
                }
                double sag = spring_length(&world, &world.springs[0]) - 1.0;
                double expected = 9.81 * steps[j] * steps[j] / stiffness[i];
                cr_assert_float_eq(sag, expected, 1e-9 * expected, "Cs %g, dt %g, %g kg: sag %.9g m",
                                   stiffness[i], steps[j], masses[k], sag);
            }
        }
    }
}

// The step's matrix on (x, u) is M = [[1 − Cs, 1 − Cd], [−Cs, 1 − Cd]], with
// trace T = 2 − Cs − Cd and determinant D = 1 − Cd; its eigenvalues solve
// λ² − T·λ + D = 0, and ρ is the larger of their sizes: √D for a complex pair.
static double spectral_radius(double cs, double cd) {
    double trace = 2.0 - cs - cd, det = 1.0 - cd;
    double disc = trace * trace - 4.0 * det;
    if (disc < 0.0) {
        return sqrt(det);
    }
    return fmax(fabs(trace + sqrt(disc)), fabs(trace - sqrt(disc))) / 2.0;
}

// Jury's conditions for λ² − T·λ + D: |D| < 1, 1 − T + D > 0 and
// 1 + T + D > 0, that is 0 < Cd < 2, Cs > 0 and Cs + 2·Cd < 4. The first two
// and the last leave Cd < 2 nothing to add: the triangle below.
static bool inside_triangle(double cs, double cd) {
    return cs > 0.0 && cd > 0.0 && cs + 2.0 * cd < 4.0;
}

// The spring of chapter_pair_build with the dumbbell's masses, 1 and 10 kg
// (in chapter 05 a bob of 10 kg on an anchor), from 1 mm out, at rest, without
// gravity: both ends move along x only, where the spring's length is exactly
// linear in the positions. Records |x| for steps 0 to EDGE_STEPS.
enum { EDGE_STEPS = 400 };

static void build_edge_spring(double cs, double cd, double stretch) {
    Settings s = chapter_settings(1.0 / 60.0, 1.0);
    s.cs = cs;
    s.cd = cd;
    chapter_set_stretch(&s, stretch);
    chapter_pair_build(&world, &s, 1.0, 10.0);
}

static void track_error(double cs, double cd, double *track) {
    build_edge_spring(cs, cd, 0.001);
    for (int step = 0; step <= EDGE_STEPS; step++) {
        if (step > 0) {
            world_step(&world);
        }
        track[step] = fabs(spring_stretch(&world, 0));
    }
}

static double peak(const double *track, int from, int to) {
    double most = 0.0;
    for (int step = from; step < to; step++) {
        most = fmax(most, track[step]);
    }
    return most;
}

// Points 1 % inside and outside each edge in ρ: the error's size changes by ρ
// a step, so from the window of steps 100–199 to the window 300–399 it changes
// by ρ^200, about e^−2 ≈ 0.14 inside and e^2 ≈ 7.4 outside. Starting 1 mm out,
// the outside runs grow 1.01^400 ≈ 50 times, times the start's share of the
// growing mode: 15 cm at most (measured), still on the near side of the anchor.
// How close the window ratio comes to ρ^200: for a real eigenvalue the largest
// error of a window sits at the same end of each, and the other eigenvalue
// (0.5 or less here) faded long before step 100, so the ratio is ρ^200. For a
// complex pair the error is ρ^n·|cos(nθ + φ)|, and a window's largest sample
// is within θ/2 of a crest, |cos| ≥ cos(π/6) = 0.87 for θ ≈ π/3 or 2π/3 as
// here, and within a few steps of the window's end: a factor of 1/0.87·0.99^−3
// ≈ 1.19 at most. Hence a tolerance of a factor 1.25 either way, which leaves
// inside and outside a factor of 30 apart.
static void check_edge_point(double cs, double cd) {
    static double track[EDGE_STEPS + 1];
    track_error(cs, cd, track);
    double rho = spectral_radius(cs, cd);
    double ratio = peak(track, 300, 400) / peak(track, 100, 200);
    double expected = pow(rho, 200.0);
    cr_assert(ratio > expected / 1.25 && ratio < expected * 1.25,
              "Cs %g, Cd %g: the error changed by %.4g in 200 steps, ρ^200 = %.4g", cs, cd, ratio, expected);
    if (inside_triangle(cs, cd)) {
        cr_assert_lt(rho, 1.0, "Cs %g, Cd %g is inside: ρ = %.6f", cs, cd, rho);
        cr_assert_lt(ratio, 0.5, "Cs %g, Cd %g is inside and dies away", cs, cd);
    } else {
        cr_assert_gt(rho, 1.0, "Cs %g, Cd %g is outside: ρ = %.6f", cs, cd, rho);
        cr_assert_gt(ratio, 2.0, "Cs %g, Cd %g is outside and grows", cs, cd);
    }
}

// The bottom edge, Cd = 0: a complex pair of size √(1 − Cd), so Cd = ±0.02
// gives ρ = 0.990 and 1.010. Below the edge the damper pushes the motion
// along; the cd slider stops at 0, but the physics takes any number.
Test(stability, just_inside_the_undamped_edge_dies_just_outside_grows) {
    check_edge_point(1.0, 0.02);
    check_edge_point(1.0, -0.02);
    check_edge_point(3.0, 0.02);
    check_edge_point(3.0, -0.02);
}

// The left edge, Cs = 0: at Cs = 0 the eigenvalues are 1 and 1 − Cd, and a
// little stiffness moves the first to about 1 − Cs/Cd: ρ = 0.990 at
// (0.005, 0.5) and (0.015, 1.5). A negative Cs, a spring that pushes the bob
// away, makes it 1.010.
Test(stability, just_inside_the_no_stiffness_edge_dies_just_outside_grows) {
    check_edge_point(0.005, 0.5);
    check_edge_point(-0.005, 0.5);
    check_edge_point(0.015, 1.5);
    check_edge_point(-0.015, 1.5);
}

// The slanted edge, Cs + 2·Cd = 4: an eigenvalue passes through −1, the error
// flipping sign every step, and a margin ε = 4 − Cs − 2·Cd moves it to about
// −1 + ε/Cd. At Cd = 1 the other eigenvalue is exactly 0 and the first is
// exactly −(Cs − 1): ρ = 0.99 at Cs = 1.99 and 1.01 at 2.01.
Test(stability, just_inside_the_overshoot_edge_dies_just_outside_grows) {
    check_edge_point(1.99, 1.0);
    check_edge_point(2.01, 1.0);
    check_edge_point(0.985, 1.5);
    check_edge_point(1.015, 1.5);
    check_edge_point(2.995, 0.5);
    check_edge_point(3.005, 0.5);
}

// The whole plane, in steps of 0.1 from Cs = −0.5 to 5 and Cd = −0.3 to 3:
// each point runs the spring of the edges from 1 mm out, its end moving at
// u = 0.3 mm a step (at Cs = 0 a spring at rest would stay put whatever Cd
// is: moving, it stirs every mode), for up to 1000 steps. It grows if its
// error passes 0.1 m (a hundred times the start, still short of the anchor)
// or the world diverges; it dies if its largest error over the last 100 steps
// is under a thousandth of the start. Every point must do one or the other,
// and the one the triangle predicts. Points with |ρ − 1| < 0.02 are left out:
// that is the margin of the edge, a band at most about 0.04 wide. Outside it,
// growth is at least 1.02^1000 ≈ 4e8, and decay at least 0.98^900 ≈ 1.3e-8,
// which even a double eigenvalue's factor n (900) and a tenfold start-up
// swing leave below 1e-4: both verdicts are beyond doubt.
Test(stability, a_sweep_of_the_plane_agrees_with_the_triangle) {
    int checked = 0;
    for (int i = -5; i <= 50; i++) {
        for (int j = -3; j <= 30; j++) {
            double cs = 0.1 * i, cd = 0.1 * j;
            if (fabs(spectral_radius(cs, cd) - 1.0) < 0.02) {
                continue;
            }
            build_edge_spring(cs, cd, 0.001);
            world.particles[1].velocity.x = 0.0003 / world.dt;
            bool grew = false;
            double late = 0.0;
            for (int step = 1; step <= 1000 && !grew; step++) {
                world_step(&world);
                double error = fabs(spring_stretch(&world, 0));
                grew = world_diverged(&world) || error > 0.1;
                if (step > 900) {
                    late = fmax(late, error);
                }
            }
            bool died = !grew && late < 1e-6;
            cr_assert(grew || died, "Cs %g, Cd %g: neither grew nor died (%.3g m late on)", cs, cd, late);
            cr_assert_eq(died, inside_triangle(cs, cd), "Cs %g, Cd %g: the sweep says %s", cs, cd,
                         died ? "stable" : "unstable");
            checked++;
        }
    }
    cr_assert_gt(checked, 1500, "most of the %d points are outside the margin", 56 * 34);
}

// ---------------------------------------------------------------------------
// Live changes: dragging mass or dt.

// A spring swinging softly, Cs = 0.3 and Cd = 0.05, 0.2 m out and its end
// moving across as well as in, at u = (−0.01, 0.02) m a step: the path is a
// curve, not just a line along the spring. The ends weigh the settings' mass,
// which world_retune may change.
static void start_swinging(World *w, double dt) {
    Settings s = chapter_settings(dt, 1.0);
    s.cs = 0.3;
    s.cd = 0.05;
    chapter_set_stretch(&s, 0.2);
    chapter_pair_build(w, &s, 1.0, 1.0);
    w->particles[1].velocity = vec2_scale(vec2(-0.01, 0.02), 1.0 / dt);
}

// The settings world_retune hands the swinging spring: its coefficients, no
// gravity, at this step and mass (chapter_coefficients_as_given: chapter 09's
// rule would otherwise retune them).
static Settings swinging_settings(double dt, double mass) {
    Settings s = chapter_settings(dt, mass);
    s.gravity = 0.0;
    chapter_coefficients_as_given(&s);
    s.cs = 0.3;
    s.cd = 0.05;
    return s;
}

// Both ends of two runs, apart by less than the rounding budget of
// coefficients::positions_per_step_depend_only_on_cs_cd_and_the_start.
static void check_together(const World *a, const World *b, int step) {
    for (int i = 0; i < a->particle_count; i++) {
        double apart = vec2_distance(a->particles[i].position, b->particles[i].position);
        cr_assert_lt(apart, 1e-12, "particle %d: %.3g m apart at step %d", i, apart, step);
    }
}

// The mass changes twice while the spring swings, to 100 kg and then to
// 0.1 kg. The velocity stays, so u = v·Δt stays, and the step on (x, u) has
// no m in it: the path goes on exactly as in a run whose mass never changed.
Test(retune, a_new_mass_leaves_the_motion_per_step_alone) {
    static World unchanged;
    start_swinging(&world, 1.0 / 60.0);
    start_swinging(&unchanged, 1.0 / 60.0);
    Settings s = swinging_settings(1.0 / 60.0, 1.0);
    for (int step = 1; step <= 600; step++) {
        if (step == 40 || step == 80) {
            s.mass = step == 40 ? 100.0 : 0.1;
            world_retune(&world, &s);
            cr_assert_eq(world.particles[1].mass, s.mass);
        }
        world_step(&world);
        world_step(&unchanged);
        check_together(&world, &unchanged, step);
    }
}

// The step changes from 1/60 s to 1/240 s while the spring swings. The
// velocities stay, so u = v·Δt becomes a quarter of what it was: for the
// motion per step, a new Δt is a new u and nothing else. The path goes on
// exactly as in a run that kept 1/60 s and had its velocities quartered at
// that moment, and not at all as in one left alone.
Test(retune, a_new_step_is_a_new_u_and_nothing_else) {
    static World same_u, left_alone;
    start_swinging(&world, 1.0 / 60.0);
    start_swinging(&same_u, 1.0 / 60.0);
    start_swinging(&left_alone, 1.0 / 60.0);
    Settings s = swinging_settings(1.0 / 240.0, 1.0);
    double widest = 0.0;
    for (int step = 1; step <= 600; step++) {
        if (step == 40) {
            world_retune(&world, &s);
            for (int i = 0; i < same_u.particle_count; i++) {
                same_u.particles[i].velocity = vec2_scale(same_u.particles[i].velocity, 0.25);
            }
        }
        world_step(&world);
        world_step(&same_u);
        world_step(&left_alone);
        check_together(&world, &same_u, step);
        widest = fmax(widest, vec2_distance(world.particles[1].position, left_alone.particles[1].position));
    }
    cr_assert_gt(widest, 0.01, "a run that kept its u goes elsewhere");
}

// ---------------------------------------------------------------------------
// The mouse, with the coefficients free.

// With Cs and Cd free, the mouse can push a spring that is stable on its own
// over its edge: held, the bob has κ = Cs + s, γ = Cd + s, and
// Cs + 2·Cd + 3·s < 4 is the limit. At Cd = 0.5 and s = 1/4 that is
// Cs < 2.25. Cs = 2.19 and 2.31 are both stable alone (Cs + 2·Cd is 3.19 and
// 3.31); held at its rest position, the bob's error along the spring then
// changes each step by the dominant eigenvalue of κ = Cs + 1/4, γ = 3/4, real
// and about −1 ± 0.08 (the other, about −0.25, fades by 0.27^100 ≈ 1e-57
// of it in 100 steps), so the ratio of two steps is that eigenvalue to 1e-6.
// From 1 µm, 1.08^100 ≈ 2000 keeps it a few millimetres: linear.
// The bob hangs from an anchor (chapter_pair_build's infinite mass) in every
// chapter: on a free pair the limit is another (chapter 06's
// grab::pair_limit_is_four_over_twelve_minus_nine_mu).
static double held_ratio(double cs, double cd, bool held) {
    Settings s = chapter_settings(1.0 / 60.0, 1.0);
    s.cs = cs;
    s.cd = cd;
    chapter_pair_build(&world, &s, INFINITY, 1.0);
    if (held) {
        world_grab(&world, 1, vec2(0.0, 0.0));  // the bob's rest position
    }
    world.particles[1].position.x = 1e-6;
    double before = 1e-6, now = before;
    for (int step = 1; step <= 100; step++) {
        before = now;
        world_step(&world);
        now = world.particles[1].position.x;
    }
    return now / before;
}

static double dominant_real_eigenvalue(double cs, double cd) {
    double trace = 2.0 - cs - cd, det = 1.0 - cd;
    double root = sqrt(trace * trace - 4.0 * det);
    double a = (trace + root) / 2.0, b = (trace - root) / 2.0;
    return fabs(a) > fabs(b) ? a : b;
}

Test(grab, can_push_a_spring_near_its_edge_over_it) {
    const double s = GRAB_STRENGTH;
    double inside = held_ratio(2.19, 0.5, true), outside = held_ratio(2.31, 0.5, true);
    cr_assert_float_eq(inside, dominant_real_eigenvalue(2.19 + s, 0.5 + s), 1e-6, "ratio %.9g", inside);
    cr_assert_float_eq(outside, dominant_real_eigenvalue(2.31 + s, 0.5 + s), 1e-6, "ratio %.9g", outside);
    cr_assert_gt(inside, -1.0, "held at Cs + 2Cd + 3s = 3.94 it still settles");
    cr_assert_lt(outside, -1.0, "held at Cs + 2Cd + 3s = 4.06 it flips and grows");
    cr_assert_lt(fabs(held_ratio(2.31, 0.5, false)), 1.0, "alone, the same spring settles");
}
