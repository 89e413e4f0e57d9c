// sequential.h: what chapter 10's tests and soaks share.
#ifndef SEQUENTIAL_H
#define SEQUENTIAL_H

#include <criterion/criterion.h>

#include "sim.h"

// The mean over `steps` steps of the mean stretch |L − L0|/L0 of every spring
// built: the summary's mean_stretch. The run must not diverge.
static inline double run_mean_stretch(World *w, int steps) {
    double sum = 0.0;
    Metrics metrics;
    for (int step = 0; step < steps; step++) {
        world_step(w);
        cr_assert_not(world_diverged(w), "diverged at step %d", step);
        world_measure(w, &metrics);
        sum += metrics.mean_stretch;
    }
    return sum / steps;
}

#endif
