// many_springs.c: see many_springs.h.
#include "many_springs.h"

#include <math.h>
#include <stddef.h>

Settings defaults_of(void (*defaults)(Settings *)) {
    Settings s = {.dt = 1.0 / 60.0, .gravity = 9.81, .mass = 1.0, .cs = 1.0, .cd = 1.0, .rule = true,
                  .size = 20, .spin = 2.0};
    if (defaults != NULL) {
        defaults(&s);
    }
    return s;
}

bool holds(World *w, int steps, double *largest) {
    Metrics metrics;
    *largest = 0.0;
    for (int step = 0; step < steps; step++) {
        world_step(w);
        if (world_diverged(w)) {
            return false;
        }
        world_measure(w, &metrics);
        *largest = fmax(*largest, metrics.max_stretch);
    }
    return true;
}

void build_uniform(World *w, void (*defaults)(Settings *), void (*build)(World *, const Settings *), double c) {
    Settings s = defaults_of(defaults);
    s.rule = false;
    s.cs = s.cd = c;
    build(w, &s);
}
