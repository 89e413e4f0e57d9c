// Chapter 13's answers to tests/support/chapter.h, for the tests it carries
// from chapter 10: one substep, the warm start off and the whole correction,
// which is chapter 10's step.
#include "chapter_solver.h"

#include <stddef.h>

Settings chapter_solver_settings(void (*defaults)(Settings *), Solver solver, int iterations) {
    Settings s = {.dt = 1.0 / 60.0, .gravity = 9.81, .mass = 1.0, .cs = 1.0, .cd = 1.0, .substeps = 1,
                  .iterations = iterations, .warmstart = 0.0, .correction = 1.0, .solver = solver,
                  .size = 20, .spin = 2.0};
    if (defaults != NULL) {
        defaults(&s);
    }
    return s;
}
