// Chapter 04's claims about any one-loop spring, which every later chapter
// carries (tests/NN-slug/carried): gravity leaves a sag of exactly g·Δt²; two
// on one particle overshoot by 1 + √2 a step, a continuous critical damper by
// 1.618; the mouse's spring pulls a lone particle to the cursor, and held
// against a one-loop spring at strength s it is safe only while s < 1/3. A
// chapter adds, scales and damps its one-loop springs through
// tests/support/chapter.h (tests/NN-slug/chapter.c or
// 05-coefficients/springs.c), and builds a spring from an anchor with
// chapter_pair_build (pair.c). Chapter 03's claim that the positions depend
// on κ and γ alone, and the check for a blow-up, hold for every such spring.
#include <criterion/criterion.h>

#include <math.h>

#include "chapter.h"
#include "measure.h"
#include "sim.h"

static World world;  // static: a World holds fixed arrays too big for a test's stack

// A 1 kg bob on a one-loop spring from an anchor at (−1, 0), 1 m long, pulled
// out to x by `stretch` (its rest length ends at x = 0), at rest, no gravity.
static void held_bob_build(double stretch) {
    Settings s = chapter_settings(1.0 / 60.0, 1.0);
    chapter_pair_build(&world, &s, INFINITY, 1.0);
    world.particles[1].position.x = stretch;
}

// The mouse's spring is a one-loop spring of zero length at a quarter
// strength: κ = γ = 1/4, so T = 2 − 1/4 − 1/4 = 1.5 and D = 1 − 1/4 = 0.75;
// T² < 4D, so the eigenvalues are a complex pair of size √D, and the offset
// shrinks by √0.75 ≈ 0.866 a step: to about 2e-4 of its start in 60 steps. 1e-3 leaves
// room for the phase of the decaying oscillation.
Test(grab, pulls_a_lone_particle_to_the_target) {
    Settings s = chapter_settings(1.0 / 60.0, 1.0);
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

// A bob held by its own one-loop spring and by the mouse's spring at strength
// s = GRAB_STRENGTH, the target at its rest position on the spring's axis.
// Along the axis both act on the same error: κ = γ = 1 + s, so symplectic
// Euler's matrix has T = 2 − 2(1 + s) = −2s and D = 1 − (1 + s) = −s, and
// λ² + 2sλ − s = 0 gives λ = −s ± √(s² + s). At s = 1/4 these are
// (−1 ± √5)/4: 0.309 and −0.809. The error flips sign and shrinks by only
// 19 % a step. By step 20 the other eigenvalue has faded to 0.382^20 ≈ 4e-9
// of this one, so the ratio of two steps is −0.809 to 1e-6. On the axis the
// spring's length is exactly linear in the position, and the error is still
// millimetres, far above rounding.
Test(grab, held_bob_error_flips_sign_and_shrinks_19_percent_a_step) {
    held_bob_build(0.5);
    cr_assert_eq(GRAB_STRENGTH, 0.25);
    world_grab(&world, 1, vec2(0.0, 0.0));  // the bob's rest position
    double before = world.particles[1].position.x;
    for (int step = 1; step <= 20; step++) {
        world_step(&world);
        double now = world.particles[1].position.x;
        if (step == 20) {
            cr_assert_float_eq(now / before, -(1.0 + sqrt(5.0)) / 4.0, 1e-6, "ratio %.9g", now / before);
        }
        before = now;
    }
}

// The same held bob at other strengths s: the grab's spring adds κ = γ = s
// along the axis, the same as a spring 1 + s times the one-loop spring, which
// the test builds by scaling the spring's k and c (Cs and Cd from chapter 05). Jury's conditions for
// T = −2s, D = −s: |D| < 1 needs s < 1; 1 − T + D = 1 + s > 0 always; and
// 1 + T + D = 1 − 3s > 0 needs s < 1/3, the edge. 3 % inside it the dominant
// eigenvalue is −0.977, 3 % outside −1.022: over 300 steps from 1 µm the
// offset falls below 2e-3 of its start (0.977^300 ≈ 1e-3) or grows past 100
// times it (1.022^300 ≈ 800), still under a millimetre, where it is linear.
// The chapter's quarter falls to rounding, 1e-16 m, that is 1e-10 of 1 µm.
static double held_growth(double strength) {
    held_bob_build(1e-6);
    chapter_scale_spring(&world, 0, 1.0 + strength);
    for (int step = 0; step < 300; step++) {
        world_step(&world);
    }
    return fabs(world.particles[1].position.x) / 1e-6;
}

Test(grab, strength_below_a_third_is_stable_above_it_is_not) {
    cr_assert_lt(held_growth(0.97 / 3.0), 2e-3);
    cr_assert_gt(held_growth(1.03 / 3.0), 100.0);
    // 0.809^300 is 1e-28; what is left is rounding: 1e-16 m in a 1 m spring.
    cr_assert_lt(held_growth(GRAB_STRENGTH), 1e-8, "the mouse's quarter is inside");
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
    Settings s = chapter_settings(dt, 1.0);
    world_init(&world, &s);
    int anchor = world_add_anchor(&world, vec2(0.0, 0.0));
    int bob = world_add_particle(&world, vec2(0.0, -1.0), 1.0);
    chapter_add_spring(&world, anchor, bob);
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
    Settings s = chapter_settings(1.0 / 60.0, 1.0);
    s.gravity = 0.0;
    world_init(&world, &s);
    int left = world_add_anchor(&world, vec2(-1.0, 0.0));
    int right = world_add_anchor(&world, vec2(1.0, 0.0));
    int bob = world_add_particle(&world, vec2(0.0, 0.0), 1.0);
    chapter_add_spring(&world, left, bob);
    chapter_add_spring(&world, right, bob);
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
// twice the one-loop damper (from chapter 06, m is the reduced mass and the
// spring chapter_pair_build's free pair of 1 and 10 kg). With κ = 1, γ = 2 the
// step has T = −1, D = −1, λ² + λ − 1 = 0, and λ = (−1 − √5)/2 ≈ −1.618: the
// stretch overshoots further every step. From 1 nm, 20 steps keep it under 0.1 mm (linear), and the other
// eigenvalue, 0.618, has faded to 0.382^20 ≈ 4e-9 of it, hence 1e-6.
Test(one_loop, continuous_critical_damper_overshoots_by_1_618_a_step) {
    Settings s = chapter_settings(1.0 / 60.0, 1.0);
    chapter_pair_build(&world, &s, 1.0, 10.0);
    world.particles[1].position.x = 1e-9;  // stretched 1 nm: rest length ends at x = 0
    chapter_set_critical_damping(&world, 0);
    double before = 1e-9;
    for (int step = 1; step <= 20; step++) {
        world_step(&world);
        double now = spring_stretch(&world, 0);
        if (step == 20) {
            cr_assert_float_eq(now / before, -(1.0 + sqrt(5.0)) / 2.0, 1e-6, "ratio %.9g", now / before);
        }
        before = now;
    }
}


// Carried from chapter 03, where k and c were free. On (x, u) symplectic Euler
// is u' = u − κx − γu, x' = x + u': positions depend on k, c, m and Δt only
// through κ and γ, here both 1, and on the start. So a spring at Δt = 1/30 s
// and one at Δt = 1/60 s, started at the same place with the same u = v·Δt
// (the second end twice as fast), take the same path step for step: every
// particle, the anchor of chapters 04-05 or both free ends from chapter 06.
// The start moves across the spring too, so the path is a curve the spring
// keeps at its rest length, not just the two-step stop. 300 steps of rounding
// (~1e-16 each) stay far below 1e-12.
Test(euler, positions_depend_only_on_kappa_and_gamma) {
    static World other;
    Settings slow = chapter_settings(1.0 / 30.0, 1.0), fast = chapter_settings(1.0 / 60.0, 1.0);
    chapter_pair_build(&world, &slow, 1.0, 1.0);
    chapter_pair_build(&other, &fast, 1.0, 1.0);
    world.particles[1].velocity = vec2(-1.5, 3.0);  // u = (−0.05, 0.1) m a step
    other.particles[1].velocity = vec2(-3.0, 6.0);  // the same u at half the step
    double apart = farthest_apart(&world, &other, 300);
    cr_assert_leq(apart, 1e-12, "%.3g m apart", apart);
}

// A world is diverged when a particle's state is not finite or has gone
// further than SANE_DISTANCE: the program freezes it and says so.
Test(diverged, is_false_for_a_calm_world_and_true_for_nan_or_far_away) {
    Settings s = chapter_settings(1.0 / 60.0, 1.0);
    chapter_pair_build(&world, &s, 1.0, 10.0);
    cr_assert_not(world_diverged(&world));
    world.particles[1].velocity.x = NAN;
    cr_assert(world_diverged(&world));
    chapter_pair_build(&world, &s, 1.0, 10.0);
    world.particles[1].position.x = 2.0 * SANE_DISTANCE;
    cr_assert(world_diverged(&world));
}

// A live slider: the mass or the step changes while the spring's end moves
// along it, and world_retune gives the world the new values (chapter 04 tunes
// every spring again for them, chapter 05's next step computes k and c from
// them). κ = γ = 1 holds at once, so one step after the change the distance
// error is zero again (to rounding on a 1 m spring), whatever the mass or the
// step became: k and c follow the mass the spring is tuned to (the bob's,
// from chapter 06 the reduced mass of two ends of 7 kg: 3.5 kg). The motion
// stays along the spring: across it, a straight step leaves the circle by
// v²Δt²/2L, as the book shows.
Test(retune, keeps_one_loop_rest_whatever_the_new_mass_or_step) {
    Settings s = chapter_settings(1.0 / 60.0, 1.0);
    s.gravity = 0.0;  // the retune hands the world these settings
    chapter_coefficients_as_given(&s);
    chapter_pair_build(&world, &s, 1.0, 1.0);
    world.particles[1].velocity = vec2(2.0, 0.0);
    world_step(&world);
    world.particles[1].velocity = vec2(-1.0, 0.0);  // off its rest length again, moving
    world.particles[1].position.x += 0.2;
    s.mass = 7.0;
    s.dt = 1.0 / 200.0;
    world_retune(&world, &s);
    cr_assert_eq(world.particles[1].mass, 7.0);
    double tuned = chapter_tuned_mass(&world, 0);
    cr_assert_float_eq(chapter_stiffness(&world, 0), tuned * 200.0 * 200.0, 1e-6);
    cr_assert_float_eq(chapter_damping(&world, 0), tuned * 200.0, 1e-9);
    world_step(&world);
    double x = spring_stretch(&world, 0);
    cr_assert_float_eq(x, 0.0, 1e-12, "stretch after one step: %g", x);
}

// The mass slider on a scene whose particles have masses of their own
// (`masses`, then the dumbbell): they keep them, and so does the mass each
// spring is tuned to.
Test(retune, a_scene_with_its_own_masses_keeps_them) {
    static double masses[MAX_PARTICLES];
    Settings s = chapter_settings(1.0 / 60.0, 1.0);
    chapter_own_masses_build(&world, &s);
    for (int i = 0; i < world.particle_count; i++) {
        masses[i] = world.particles[i].mass;
    }
    double tuned = chapter_tuned_mass(&world, 0);
    s.mass = 5.0;
    world_retune(&world, &s);
    for (int i = 0; i < world.particle_count; i++) {
        cr_assert_eq(world.particles[i].mass, masses[i], "particle %d: %g kg", i, world.particles[i].mass);
    }
    cr_assert_eq(chapter_tuned_mass(&world, 0), tuned);
}
