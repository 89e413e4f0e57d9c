// Chapter 10's answers to tests/support/chapter.h for its own tests, which
// chapters 11 and 12 carry; chapter 09's tests it carries ask
// 09-many-springs/chapter.c, which it carries too.
#include "chapter_solver.h"

#include <stddef.h>

Settings chapter_solver_settings(void (*defaults)(Settings *), Solver solver, int iterations) {
    Settings s = {.dt = 1.0 / 60.0, .gravity = 9.81, .mass = 1.0, .cs = 1.0, .cd = 1.0, .rule = true,
                  .iterations = iterations, .solver = solver, .size = 20, .spin = 2.0};
    if (defaults != NULL) {
        defaults(&s);
    }
    return s;
}
