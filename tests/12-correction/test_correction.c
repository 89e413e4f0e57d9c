// Chapter 12's own claims: the correction factor. In each iteration a
// sequential spring applies `correction` (η, 0 < η ≤ 1) of what is missing,
// j = η·m_red·(Δv* − ê·(Δv_b − Δv_a)); the warm start is not scaled. η = 1
// is chapter 11's step; below one, a spring alone closes 1 − (1 − η)^N of its
// target in N iterations, and the wrecking ball that gains energy at η = 1
// holds it below. This chapter's program is the final demo: every default
// scene holds 100,000 steps (make soak runs them).
#define _XOPEN_SOURCE 700
#include <criterion/criterion.h>
#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "measure.h"
#include "programs.h"
#include "scenes.h"
#include "sim.h"

static World world;  // static: a World holds room for a cloth of 16,384 particles

static const double DT = 1.0 / 60.0, G = 9.81;

// The program's defaults (warm start 1), with the solver, iterations and
// correction asked.
static Settings corrected(void (*defaults)(Settings *), Solver solver, int iterations, double correction) {
    Settings s = {.dt = DT, .gravity = G, .mass = 1.0, .cs = 1.0, .cd = 1.0,
                  .iterations = iterations, .warmstart = 1.0, .correction = correction, .solver = solver,
                  .size = 20, .spin = 2.0};
    if (defaults != NULL) {
        defaults(&s);
    }
    return s;
}

// ---------------------------------------------------------------------------
// Correction 1 is chapter 11.

// At correction 1 the corrective impulse is multiplied by exactly 1.0, which
// changes no bit: every scene at the program's other defaults (warm start 1
// by the article's rule, 8 iterations), each solver alone, and the wrecking
// ball at 3 iterations and half the warm start, dump the same text for 300
// steps from chapter 11's program and this one.
Test(correction, one_is_chapter_11s_program) {
    const char *runs[] = {
        "--scene rope",   "--scene wrecking-ball", "--scene bridge", "--scene mesh",
        "--scene girder", "--scene cloth",         "--scene string", "--scene box",
        "--scene wrecking-ball --param iterations=3 --param warmstart=0.5",
    };
    program_require("11-warm-start");
    program_require("12-correction");
    for (size_t i = 0; i < sizeof runs / sizeof runs[0] * 2; i++) {
        const char *run = runs[i / 2], *solver = i % 2 == 0 ? "naive" : "sequential";
        char eleven[4400], twelve[4400];
        snprintf(eleven, sizeof eleven, "'%s/11-warm-start' --headless %s --solver %s --steps 300 --dump -",
                 bin_dir(), run, solver);
        snprintf(twelve, sizeof twelve,
                 "'%s/12-correction' --headless %s --solver %s --param correction=1 --steps 300 --dump -",
                 bin_dir(), run, solver);
        long bytes;
        cr_assert(same_output(eleven, twelve, &bytes), "%s, %s: the dumps differ after %ld bytes", run, solver,
                  bytes);
        cr_assert_gt(bytes, 300L * 60, "%s: a dump was read", run);
    }
}

// ---------------------------------------------------------------------------
// One spring: the part of the target closed.

// A bob of 2 kg on one spring to an anchor, stretched 0.3 m and moving
// along the axis at 0.5 m/s, no gravity, no warm start (a first step keeps
// nothing anyway). Each sweep finds missing = Δv* − (applied so far) and
// applies η of it, so what is missing after N sweeps is (1 − η)^N·Δv*, and
// the bob's velocity along the axis changes by (1 − (1 − η)^N)·Δv*, with
// Δv* = −(Cs·x/Δt + Cd·v). Checked for η = 1, 0.6, 0.25 and N = 1, 2, 8,
// to 1e-12 relative (a few roundings on numbers of order 20 m/s).
Test(correction, one_spring_closes_one_minus_one_minus_c_to_the_i_of_its_target) {
    const double corrections[] = {1.0, 0.6, 0.25};
    const int iterations[] = {1, 2, 8};
    const double x = 0.3, v = 0.5;
    for (int k = 0; k < 3; k++) {
        for (int n = 0; n < 3; n++) {
            Settings s = corrected(NULL, SEQUENTIAL, iterations[n], corrections[k]);
            s.gravity = 0.0;
            s.warmstart = 0.0;
            world_init(&world, &s);
            int a = world_add_anchor(&world, vec2(0.0, 0.0));
            int b = world_add_particle(&world, vec2(1.0 + x, 0.0), 2.0);
            world_add_spring(&world, a, b, 1.0, 1.0);
            world.springs[0].rest_length = 1.0;
            world.particles[b].velocity = vec2(v, 0.0);
            world_step(&world);
            double target = -(x / DT + v);
            double closed = 1.0 - pow(1.0 - corrections[k], iterations[n]);
            double change = world.particles[b].velocity.x - v;
            cr_assert_float_eq(change, closed * target, 1e-12 * fabs(target),
                               "c = %g, %d iterations: change %.17g, expected %.17g", corrections[k],
                               iterations[n], change, closed * target);
        }
    }
}

// ---------------------------------------------------------------------------
// The configuration that jitters at 1 and holds below.

// Jitter, defined: the energy (kinetic, gravity's m·g·y, the springs' ½kx²)
// rising above its value at the start. The wrecking ball starts at rest at
// rest length, energy 0, and falls; springs with dampers and gravity can
// only take energy away from it, so a peak above 0 is energy the solver
// made, while the links the sweeps make are stiffer than the ½kx² the energy
// counts (K > ½); below that the count runs ahead of the motion (the
// appendix Measurements, chapter 12). The sequential wrecking ball alone, 8 iterations, 10,000 steps,
// with and without warm start (chapter 12's default and chapter 10's
// solver). Measured peak energy, warm start 0 / 1: correction 1: 35,946 J
// / 24,000 J (its chain crumples into a zigzag); 0.6, 0.4 and 0.2: exactly
// 0 J, the start, at both (the energy never rises above it). The band
// that holds is 0.15 to 0.6 without warm start and 0.1 to 0.6 with it, at
// 0.05 steps; 0.65 gains again (the book quotes how much), and a very low value
// (0.05) seems to, by that count. The test asks for a gain over 1000 J at 1 (no rounding
// makes that) and no rise at all, to 1e-9 J, at 0.6, 0.4 and 0.2.
static double peak_energy_gain(int warmstart, double correction) {
    Settings s = corrected(wrecking_ball_defaults, SEQUENTIAL, 8, correction);
    s.warmstart = warmstart;
    wrecking_ball_build(&world, &s);
    cr_assert_float_eq(measured_energy(&world), 0.0, 1e-9);
    double gain = energy_gain(&world, 10000);
    cr_assert(!isnan(gain), "warm start %d, correction %g: diverged", warmstart, correction);
    return gain;
}

Test(correction, wrecking_ball_gains_energy_at_one_and_holds_below) {
    for (int warmstart = 0; warmstart <= 1; warmstart++) {
        double gain = peak_energy_gain(warmstart, 1.0);
        cr_log_info("warm start %d, correction 1: energy gained %g J", warmstart, gain);
        cr_assert_gt(gain, 1000.0, "warm start %d, correction 1: gained %g J", warmstart, gain);
        const double below[] = {0.6, 0.4, 0.2};
        for (int k = 0; k < 3; k++) {
            gain = peak_energy_gain(warmstart, below[k]);
            cr_log_info("warm start %d, correction %g: energy gained %g J", warmstart, below[k], gain);
            cr_assert_leq(gain, 1e-9, "warm start %d, correction %g: gained %g J", warmstart, below[k], gain);
        }
    }
}

// ---------------------------------------------------------------------------
// The defaults.

// The program's correction is 0.6, the top of the ball's band (checked
// above); the string, whose light nodes whip about one anchor, asks for 0.3
// in its scene's defaults. Over 6000 steps (100 s) at the program's other
// defaults it gains energy at 0.6 (32 J in the book's run: more than 10 J is
// asked, far above any rounding) and never rises above its start at 0.3.
static double string_gain(double correction) {
    Settings s = corrected(string_defaults, SEQUENTIAL, 8, 1.0);
    s.correction = correction;
    string_build(&world, &s);
    return energy_gain(&world, 6000);
}

Test(correction, the_string_holds_at_its_scenes_correction) {
    Settings s = corrected(NULL, SEQUENTIAL, 8, 0.6);
    string_defaults(&s);
    cr_assert_eq(s.correction, 0.3, "the string's scene asks for 0.3");
    double at_scene = string_gain(0.3), at_program = string_gain(0.6);
    cr_log_info("string: gained %g J at 0.3, %g J at 0.6", at_scene, at_program);
    cr_assert_leq(at_scene, 1e-9, "at 0.3 the string gained %g J", at_scene);
    cr_assert_gt(at_program, 10.0, "at 0.6 the string gained only %g J", at_program);
}

// ---------------------------------------------------------------------------
// What a lower correction costs.

// Each sweep closes only η of what is missing, so a fixed number of sweeps
// leaves more undone: the mean stretch over 600 steps, sequential alone at
// the program's defaults, rises as the correction falls through 1, 0.8,
// 0.6, 0.4 and 0.2. Measured: rope 0.0106, 0.0151, 0.0211, 0.0354, 0.0768;
// bridge 0.00059, 0.00084, 0.00125, 0.00211, 0.00481; cloth 0.0041,
// 0.0055, 0.0084, 0.0142, 0.0317. The test asks that each step down raises
// it, and that 0.2 costs more than three times 1's (measured 7.3, 8.2, 7.7).
static double mean_stretch(const SceneCase *scene, double correction) {
    Settings s = corrected(scene->defaults, SEQUENTIAL, 8, correction);
    scene->build(&world, &s);
    double sum = 0.0;
    Metrics metrics;
    for (int step = 0; step < 600; step++) {
        world_step(&world);
        cr_assert_not(world_diverged(&world), "%s, correction %g: diverged at step %d", scene->name, correction,
                      step);
        world_measure(&world, &metrics);
        sum += metrics.mean_stretch;
    }
    return sum / 600;
}

Test(correction, a_lower_correction_stretches_more) {
    const SceneCase measured[] = {
        {.name = "rope", .defaults = rope_defaults, .build = rope_build},
        {.name = "bridge", .build = bridge_build},
        {.name = "cloth", .defaults = cloth_defaults, .build = cloth_build},
    };
    const Sweep corrections = {"correction", (const double[]){1.0, 0.8, 0.6, 0.4, 0.2}, 5};
    expect_trend(measured, 3, mean_stretch, &corrections, RISES, 3.0);
}

// ---------------------------------------------------------------------------
// What a sweep reads.

// "How fast is it?" quotes what a sweep reads: a Particle of 64 bytes,
// aligned, so that each is one cache line of the processors the course
// runs on, and a Spring of 64 bytes: two ints (8) and seven doubles (56).
Test(step, reads_a_64_byte_particle_and_a_64_byte_spring) {
    cr_assert_eq(sizeof(Particle), 64);
    cr_assert_eq((uintptr_t)world.particles % 64, 0, "the particles are aligned to 64 bytes");
    cr_assert_eq(sizeof(Spring), 64);
}
