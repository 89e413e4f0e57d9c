// grab.h: the mouse's soak, written once for the chapters that hold every
// particle of their scenes (06-reduced-mass/soak_grab.c, which chapters 07 to
// 10 carry, and 15-xpbd/soak_grab.c). Header-only, as scenes.h.
#ifndef GRAB_H
#define GRAB_H

#include <criterion/criterion.h>
#include <math.h>

#include "scenes.h"
#include "sim.h"

// One hold, for hold_every_particle: half a second (30 steps) of the scene's
// own motion, so that the particle is held moving, as a user finds it; then
// the mouse holds it at hold->offset from where it is, for 1200 steps. A
// particle that the mouse made unstable would shake the scene apart within
// that (any growing mode passes the 1 km bound); stable, no spring may
// stretch past the scene's stretch_bound, which each test derives. An
// anchor is skipped: nothing to hold.
static inline void check_grabbed(World *w, const HeldParticle *hold) {
    int held = hold->particle;
    if (w->particles[held].inverse_mass == 0.0) {
        return;
    }
    for (int step = 0; step < 30; step++) {
        world_step(w);
    }
    world_grab(w, held, vec2_add(w->particles[held].position, hold->offset));
    double largest = 0.0;
    Metrics metrics;
    for (int step = 0; step < 1200; step++) {
        world_step(w);
        world_measure(w, &metrics);
        largest = fmax(largest, metrics.max_stretch);
    }
    cr_assert_not(world_diverged(w), "%s, particle %d, offset (%g, %g)", hold->scene->name, held, hold->offset.x,
                  hold->offset.y);
    cr_assert_lt(largest, hold->scene->stretch_bound, "%s, particle %d, offset (%g, %g): stretch %g",
                 hold->scene->name, held, hold->offset.x, hold->offset.y, largest);
}

#endif
