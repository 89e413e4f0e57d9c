// allocations.h: what a world's steps allocate, counted once for every
// chapter's tests. Header-only (static inline), as measure.h, because World is
// each chapter's own type: each test file compiles it against the sim.h of the
// chapter it runs in.
#ifndef ALLOCATIONS_H
#define ALLOCATIONS_H

#include "alloc_count.h"
#include "sim.h"

// The allocations made by `steps` steps of the world, each followed by the
// measure the status line reads: 0 for a step that works in the world's own
// fixed arrays, as every chapter's step must.
static inline long allocations_in_steps(World *w, int steps) {
    Metrics metrics;
    long before = alloc_count();
    for (int step = 0; step < steps; step++) {
        world_step(w);
        world_measure(w, &metrics);
    }
    return alloc_count() - before;
}

#endif
