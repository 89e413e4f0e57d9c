// Chapter 13's long measurement, optimized (make soak): how the stretch that
// small steps leave falls with the substeps n and the sweeps I. I full sweeps
// of a substep make a link as stiff as I·m/h² (chapter 12's K), so a link
// under a load F stretches x = F·h²/(I·m): with h = dt/n the stretch falls as
// 1/(n²·I) (the page derives it).
#include <criterion/criterion.h>

#include "measure.h"
#include "scenes.h"
#include "sim.h"

static World world;  // static: a World holds room for a cloth of 16,384 particles

// The mean over 1200 steps (20 s, the swing and the hang) of the mean
// stretch, as the program's summary gives it, at the program's defaults but
// the split.
static double mean_stretch(const SceneCase *scene, int substeps, int iterations) {
    Settings s = {.dt = 1.0 / 60.0, .gravity = 9.81, .mass = 1.0, .cs = 1.0, .cd = 1.0, .substeps = substeps,
                  .iterations = iterations, .warmstart = 0.0, .correction = 1.0, .solver = SMALL_STEPS,
                  .size = 20, .spin = 2.0};
    s = with_scene_defaults(scene, s);
    scene->build(&world, &s);
    return mean_stretch_over(&world, 1200);
}

// From 4 to 8 and from 8 to 16 substeps of one sweep the mean stretch falls
// by 4, and from 8 × 1 to 8 × 2 by 2: measured 3.8 to 4.0 and 1.93 to 2.0 on
// these scenes. The formula is a slow-mode estimate, so the test allows
// what the measurement departs from it by, and a little more: 3.5 to 4.5,
// and 1.75 to 2.25.
Test(small_steps, the_stretch_falls_as_one_over_n_squared_i) {
    const SceneCase scenes[] = {
        {.name = "string", .defaults = string_defaults, .build = string_build},
        {.name = "rope", .defaults = rope_defaults, .build = rope_build},
        {.name = "cloth", .defaults = cloth_defaults, .build = cloth_build},
    };
    for (int i = 0; i < 3; i++) {
        double four = mean_stretch(&scenes[i], 4, 1), eight = mean_stretch(&scenes[i], 8, 1);
        double sixteen = mean_stretch(&scenes[i], 16, 1), twice = mean_stretch(&scenes[i], 8, 2);
        cr_log_info("%s: %g %g %g, 8 x 2: %g", scenes[i].name, four, eight, sixteen, twice);
        cr_expect(four / eight > 3.5 && four / eight < 4.5, "%s, 4 to 8 substeps: %g", scenes[i].name, four / eight);
        cr_expect(eight / sixteen > 3.5 && eight / sixteen < 4.5, "%s, 8 to 16: %g", scenes[i].name, eight / sixteen);
        cr_expect(eight / twice > 1.75 && eight / twice < 2.25, "%s, 1 to 2 sweeps: %g", scenes[i].name, eight / twice);
    }
}
