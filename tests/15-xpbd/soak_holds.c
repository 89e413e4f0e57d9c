// Chapter 15's long runs, optimized (make soak): the last chapter holds. At
// the program's defaults (XPBD, 20 substeps of one sweep, rigid springs in a
// shuffled order) every default scene runs 100,000 steps with its links
// near their length and no energy gained, and the 128 cloth holds where the
// scene's order tears it.
#include <criterion/criterion.h>
#include <math.h>

#include "measure.h"
#include "scenes.h"
#include "sim.h"

static World world;  // static: a World holds room for a cloth of 16,384 particles

static Settings xpbd_defaults(void) {
    return (Settings){.dt = 1.0 / 60.0, .gravity = 9.81, .mass = 1.0, .hertz = 60.0, .zeta = 2.0, .substeps = 20,
                      .iterations = 1, .warmstart = 1.0, .relax = 1, .compliance = 0.0, .order = SHUFFLED,
                      .solver = XPBD, .size = 20, .spin = 2.0};
}

typedef struct {
    double max_stretch;   // the worst spring's |L − L0|/L0 over the run
    double mean_stretch;  // the mean over the springs, averaged over the steps
    double rise;          // the most the energy rose above its start
    double allowed;       // 0.1 % of the largest |potential energy| seen, or 0.01 J
} Run;

// Runs the scene, built from s, `steps` steps and reads it as the summary
// line does, and the energy's rise as the issue's targets read it.
static Run run(const SceneCase *scene, Settings s, int steps) {
    scene->build(&world, &s);
    Metrics metrics;
    world_measure(&world, &metrics);
    double start = metrics.kinetic + metrics.potential, largest = fabs(metrics.potential);
    Run r = {0};
    for (int step = 0; step < steps; step++) {
        world_step(&world);
        cr_assert(!world_diverged(&world), "%s diverged at step %d", scene->name, step + 1);
        world_measure(&world, &metrics);
        r.max_stretch = fmax(r.max_stretch, metrics.max_stretch);
        r.mean_stretch += metrics.mean_stretch / steps;
        r.rise = fmax(r.rise, metrics.kinetic + metrics.potential - start);
        largest = fmax(largest, fabs(metrics.potential));
    }
    r.allowed = fmax(1e-3 * largest, 0.01);
    return r;
}

// The targets of the last chapter (issue 20): the wrecking ball's worst
// link within 5 % and its mean within 1 %, the string's within 10 % and
// 1 %, every other scene's mean within 1 %; no energy gained beyond
// rounding's share. Measured at 20 × 1: ball 0.035 / 0.0030, string
// 0.076 / 0.0033 over 3000 steps.
Test(holds, every_default_scene_holds_100000_steps, .timeout = 600) {
    const SceneCase scenes[] = {
        {.name = "wrecking-ball", .defaults = wrecking_ball_defaults, .build = wrecking_ball_build, .stretch_bound = 0.05},
        {.name = "string", .defaults = string_defaults, .build = string_build, .stretch_bound = 0.10},
        {.name = "bridge", .build = bridge_build},
        {.name = "rope", .defaults = rope_defaults, .build = rope_build},
        {.name = "mesh", .defaults = mesh_defaults, .build = mesh_build},
        {.name = "girder", .build = girder_build},
        {.name = "cloth", .defaults = cloth_defaults, .build = cloth_build},
        {.name = "box", .defaults = box_defaults, .build = box_build},
    };
    for (size_t i = 0; i < sizeof scenes / sizeof scenes[0]; i++) {
        Run r = run(&scenes[i], with_scene_defaults(&scenes[i], xpbd_defaults()), 100000);
        cr_log_info("%s: max %.4g, mean %.4g, rise %.3g J (allowed %.3g J)", scenes[i].name, r.max_stretch,
                    r.mean_stretch, r.rise, r.allowed);
        if (scenes[i].stretch_bound > 0.0) {
            cr_expect(r.max_stretch <= scenes[i].stretch_bound, "%s: worst link %.4g", scenes[i].name, r.max_stretch);
        }
        cr_expect(r.mean_stretch <= 0.01, "%s: mean stretch %.4g", scenes[i].name, r.mean_stretch);
        cr_expect(r.rise <= r.allowed, "%s: energy rose %.4g J, %.4g allowed", scenes[i].name, r.rise, r.allowed);
    }
}

// The cloth at size 128 (16,384 particles, 64,770 springs) over 3000 steps:
// within 5 % and 1 %, and no energy gained. In the scene's order the same
// sweeps let chapter 13's row zigzag grow, climbing against the sweep, and
// the cloth tears within 600 steps: its worst link past its own length.
Test(holds, the_large_cloth_holds_shuffled_and_tears_in_order, .timeout = 600) {
    const SceneCase cloth = {.name = "cloth 128", .defaults = cloth_defaults, .build = cloth_build};
    Settings s = xpbd_defaults();
    cloth_defaults(&s);
    s.size = 128;
    Run r = run(&cloth, s, 3000);
    cr_log_info("cloth 128: max %.4g, mean %.4g, rise %.3g J", r.max_stretch, r.mean_stretch, r.rise);
    cr_expect(r.max_stretch <= 0.05 && r.mean_stretch <= 0.01, "max %.4g, mean %.4g", r.max_stretch, r.mean_stretch);
    cr_expect(r.rise <= r.allowed, "energy rose %.4g J, %.4g allowed", r.rise, r.allowed);

    s.order = SCENE_ORDER;
    cloth_build(&world, &s);
    double worst = 0.0;
    for (int step = 0; step < 600 && worst <= 1.0 && !world_diverged(&world); step++) {
        world_step(&world);
        Metrics metrics;
        world_measure(&world, &metrics);
        worst = fmax(worst, metrics.max_stretch);
    }
    cr_expect(worst > 1.0 || world_diverged(&world), "in the scene's order the cloth held: worst link %.4g", worst);
}
