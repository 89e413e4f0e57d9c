// Chapter 13's own claims: small steps. A step of n substeps is n steps of
// dt/n, each with its own axes, targets and sweeps; at one substep this is
// chapter 12's program; and at the same spring visits a step, spent as one
// sweep in each of 8 small steps rather than 8 sweeps in one step, the
// wrecking ball and the string hold, where the one step lets them crumple.
#define _XOPEN_SOURCE 700
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "measure.h"
#include "programs.h"
#include "sim.h"

static World world, other;  // static: a World holds room for a cloth of 16,384 particles

// The program's defaults: 8 substeps of one sweep, no warm start, the whole
// correction; the solver asked.
static Settings small_steps(void (*defaults)(Settings *), Solver solver) {
    Settings s = {.dt = 1.0 / 60.0, .gravity = 9.81, .mass = 1.0, .cs = 1.0, .cd = 1.0, .substeps = 8,
                  .iterations = 1, .warmstart = 0.0, .correction = 1.0, .solver = solver, .size = 20,
                  .spin = 2.0};
    if (defaults != NULL) {
        defaults(&s);
    }
    return s;
}

// A substep is a step of h = dt/n and nothing else: the wrecking ball
// stepped 150 times at 4 substeps and, beside it, 600 times at one substep
// of dt/4 lands every particle on the same bits, with the warm start off and
// on (what a spring keeps crosses a substep as it crosses a step). So the
// sideways limit of chapter 10, T < m·L/h², is n² times higher at n substeps.
Test(small_steps, a_step_of_n_substeps_is_n_steps_of_dt_over_n) {
    const double warm[] = {0.0, 1.0};
    for (int k = 0; k < 2; k++) {
        Settings split = small_steps(wrecking_ball_defaults, SMALL_STEPS);
        split.substeps = 4;
        split.warmstart = warm[k];
        Settings whole = split;
        whole.substeps = 1;
        whole.dt = split.dt / 4.0;
        wrecking_ball_build(&world, &split);
        wrecking_ball_build(&other, &whole);
        for (int frame = 0; frame < 150; frame++) {
            world_step(&world);
            for (int i = 0; i < 4; i++) {
                world_step(&other);
            }
        }
        for (int i = 0; i < world.particle_count; i++) {
            Vec2 a = world.particles[i].position, b = other.particles[i].position;
            cr_assert(a.x == b.x && a.y == b.y, "warm start %g, particle %d: (%.17g, %.17g) and (%.17g, %.17g)",
                      warm[k], i, a.x, a.y, b.x, b.y);
        }
    }
}

// Runs both commands and fails unless they print the same dump.
static void expect_same_dump(const char *one, const char *two, const char *what) {
    long bytes;
    cr_expect(same_output(one, two, &bytes), "%s: the dumps differ after %ld bytes", what, bytes);
    cr_expect_gt(bytes, 300L * 60, "%s: a dump was read", what);
}

// At one substep this program is chapter 12's: with chapter 12's defaults
// (8 sweeps, warm start 1, correction 0.6; the string's 0.3) the small-step
// world dumps the same text as chapter 12's sequential world, and the
// sequential world at this chapter's defaults (8 × 1 spent in one step)
// the same as chapter 12's at 8 sweeps, no warm start and correction 1: every
// scene, 300 steps, positions and velocities to 17 digits.
Test(small_steps, one_substep_is_chapter_12s_program) {
    const char *scenes[] = {"rope", "wrecking-ball", "bridge", "mesh", "girder", "cloth", "string", "box"};
    program_require("12-correction");
    program_require("13-substeps");
    for (size_t i = 0; i < sizeof scenes / sizeof scenes[0]; i++) {
        const char *correction = strcmp(scenes[i], "string") == 0 ? "0.3" : "0.6";
        char twelve[4400], thirteen[4400];
        snprintf(twelve, sizeof twelve, "'%s/12-correction' --headless --scene %s --solver sequential --steps 300 --dump -",
                 bin_dir(), scenes[i]);
        snprintf(thirteen, sizeof thirteen,
                 "'%s/13-substeps' --headless --scene %s --solver small-steps --param substeps=1 "
                 "--param iterations=8 --param warmstart=1 --param correction=%s --steps 300 --dump -",
                 bin_dir(), scenes[i], correction);
        expect_same_dump(twelve, thirteen, scenes[i]);
        snprintf(twelve, sizeof twelve,
                 "'%s/12-correction' --headless --scene %s --solver sequential --param iterations=8 "
                 "--param warmstart=0 --param correction=1 --steps 300 --dump -",
                 bin_dir(), scenes[i]);
        snprintf(thirteen, sizeof thirteen, "'%s/13-substeps' --headless --scene %s --solver sequential --steps 300 --dump -",
                 bin_dir(), scenes[i]);
        expect_same_dump(twelve, thirteen, scenes[i]);
    }
}

// The same 8 sweeps a step. Spent in one step, the wrecking ball and the
// string gain energy and crumple (chapter 10: their tension is over m·L/dt²).
// Spent as one sweep in each of 8 substeps, the limit is 64 times higher, and
// over 3000 steps (50 s) neither ever has more energy than it started with;
// their worst link stays under 15 % (the ball; measured 13.1 %) and 35 % (the
// string; measured 31.0 %, its light nodes whipping round the anchor), their
// mean under 2.5 % (measured 1.8 % and 2.0 %). The one step gains over 1 kJ
// on the ball and 10 J on the string (measured about 36 kJ and 120 J).
Test(small_steps, at_equal_sweeps_small_steps_hold_what_one_step_cannot) {
    struct {
        void (*defaults)(Settings *);
        void (*build)(World *, const Settings *);
        const char *name;
        double most_stretch, least_gain;
    } scenes[] = {
        {wrecking_ball_defaults, wrecking_ball_build, "wrecking-ball", 0.15, 1000.0},
        {string_defaults, string_build, "string", 0.35, 10.0},
    };
    for (int i = 0; i < 2; i++) {
        Settings s = small_steps(scenes[i].defaults, SMALL_STEPS);
        scenes[i].build(&world, &s);
        double most = 0.0, stretch_sum = 0.0, start = measured_energy(&world), gain = 0.0;
        for (int step = 0; step < 3000; step++) {
            world_step(&world);
            Metrics m;
            world_measure(&world, &m);
            most = fmax(most, m.max_stretch);
            stretch_sum += m.mean_stretch;
            gain = fmax(gain, m.kinetic + m.potential - start);
        }
        cr_expect_eq(gain, 0.0, "%s, small steps: gained %g J", scenes[i].name, gain);
        cr_expect_lt(most, scenes[i].most_stretch, "%s, small steps: worst link %g", scenes[i].name, most);
        cr_expect_lt(stretch_sum / 3000, 0.025, "%s, small steps: mean %g", scenes[i].name, stretch_sum / 3000);

        Settings one = small_steps(scenes[i].defaults, SEQUENTIAL);
        scenes[i].build(&other, &one);
        double one_gain = energy_gain(&other, 3000);
        cr_expect_gt(one_gain, scenes[i].least_gain, "%s, one step: gained %g J", scenes[i].name, one_gain);
    }
}
