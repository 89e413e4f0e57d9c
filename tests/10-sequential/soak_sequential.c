// Chapter 10's claims that take long runs (make soak): one sweep against the
// naive solver, the stretch falling as the iterations rise, and the one-loop
// spring held where the naive solver blows up. Chapters 11 and 12 carry them
// with test_sequential.c.
#define _XOPEN_SOURCE 700
#include <criterion/criterion.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "chapter_solver.h"
#include "scenes.h"
#include "sequential.h"
#include "sim.h"

static World world;  // static: a World holds room for a cloth of 16,384 particles

// The program's defaults for a scene, with the solver and iterations asked.
static Settings scene_settings(void (*defaults)(Settings *), Solver solver, int iterations) {
    return chapter_solver_settings(defaults, solver, iterations);
}

static const SceneCase measured[] = {
    {.name = "rope", .defaults = rope_defaults, .build = rope_build},
    {.name = "bridge", .build = bridge_build},
    {.name = "cloth", .defaults = cloth_defaults, .build = cloth_build},
};

static double scene_mean_stretch(const SceneCase *scene, Solver solver, int iterations) {
    Settings s = scene_settings(scene->defaults, solver, iterations);
    scene->build(&world, &s);
    return run_mean_stretch(&world, 600);
}

// The sequential solver alone at this many iterations (a sweep's values are
// doubles; these are whole).
static double sequential_mean_stretch(const SceneCase *scene, double iterations) {
    return scene_mean_stretch(scene, SEQUENTIAL, (int)iterations);
}

// ---------------------------------------------------------------------------
// The article's claims.

// "Even one iteration is better than the naive approach": each solver alone,
// at its own defaults, over 600 steps (10 s). The naive solver needs the rule
// 1/(z + 1) to stand, so it has it; the sequential one takes Cs = Cd = 1 on
// every spring and here one sweep. Measured mean stretch, naive / sequential
// at 1 iteration: rope 0.724 / 0.120, bridge 0.059 / 0.0099, cloth
// 0.74 / 0.090: a sixth to an eighth. The test asks for less than half: a claim
// that one sweep is better by a wide margin, not a number to the digit. (At
// equal coefficients it need not hold; the book measures the box.)
Test(sequential, one_iteration_stretches_less_than_naive) {
    for (int i = 0; i < 3; i++) {
        double naive = scene_mean_stretch(&measured[i], NAIVE, 1);
        double sequential = scene_mean_stretch(&measured[i], SEQUENTIAL, 1);
        cr_log_info("%s: naive %g, sequential %g", measured[i].name, naive, sequential);
        cr_assert_lt(sequential, 0.5 * naive, "%s: naive %g, sequential at 1 iteration %g", measured[i].name,
                     naive, sequential);
    }
}

// More sweeps, less stretch: the mean stretch over 600 steps at 1, 2, 4, 8
// and 16 iterations, each solver alone at its defaults. Measured: rope 0.120,
// 0.065, 0.033, 0.018, 0.0093; bridge 0.0099, 0.0050, 0.0024, 0.0012,
// 0.00055; cloth 0.090, 0.043, 0.021, 0.010, 0.0050: about half for each
// doubling. The test asks that each doubling lowers it, and that 16 sweeps
// leave under a tenth of one sweep's (measured: 0.08, 0.06, 0.06). The naive
// solver does not iterate: its stretch is the same whatever `iterations` is
// (switches::the_naive_solver_ignores_them).
Test(sequential, mean_stretch_falls_as_iterations_rise) {
    const Sweep iterations = {"iterations", (const double[]){1, 2, 4, 8, 16}, 5};
    expect_trend(measured, 3, sequential_mean_stretch, &iterations, FALLS, 0.1);
}

// ---------------------------------------------------------------------------
// The largest stable coefficient.

// True if the scene, sequential alone at Cs = Cd = c on every spring, runs
// 3000 steps (50 s) without leaving SANE_DISTANCE.
static bool sequential_holds(const SceneCase *scene, double c, int iterations) {
    Settings s = scene_settings(scene->defaults, SEQUENTIAL, iterations);
    s.cs = s.cd = c;
    scene->build(&world, &s);
    for (int step = 0; step < 3000; step++) {
        world_step(&world);
        if (world_diverged(&world)) {
            return false;
        }
    }
    return true;
}

// Where the naive solver needs 1/(z + 1) or a little more (measured largest
// uniform C: rope 0.82, mesh 0.50, cloth 0.29; the rope and the mesh blow up
// at 1, many_springs::rope_and_mesh_blow_up_at_one), the sequential solver
// holds the rope, the mesh and the cloth at the one-loop spring, Cs = Cd = 1,
// with 1 iteration and with 8, for 3000 steps. Its edge is measured, not
// derived: at 1.5 all three blow up at 1 and at 8 iterations; at 1.2 the mesh
// holds at both, the rope and the cloth only at 8 (checked here for the rope).
static const SceneCase limited[] = {
    {.name = "rope", .defaults = rope_defaults, .build = rope_build},
    {.name = "mesh", .defaults = mesh_defaults, .build = mesh_build},
    {.name = "cloth", .defaults = cloth_defaults, .build = cloth_build},
};

Test(sequential, holds_at_one_where_naive_blows_up) {
    const int iterations[] = {1, 8};
    for (int i = 0; i < 3; i++) {
        for (int k = 0; k < 2; k++) {
            cr_assert(sequential_holds(&limited[i], 1.0, iterations[k]), "%s, %d iterations: blew up at C = 1",
                      limited[i].name, iterations[k]);
            cr_assert_not(sequential_holds(&limited[i], 1.5, iterations[k]), "%s, %d iterations: held at C = 1.5",
                          limited[i].name, iterations[k]);
        }
    }
    cr_assert_not(sequential_holds(&limited[0], 1.2, 1), "rope, 1 iteration: held at C = 1.2");
    cr_assert(sequential_holds(&limited[0], 1.2, 8), "rope, 8 iterations: blew up at C = 1.2");
}
