// bob.h: the one spring the maps of chapters 14 and 15 speak of, written
// once for their tests (world_add_spring takes no coefficients from chapter
// 14 on). Header-only, as measure.h.
#ifndef BOB_H
#define BOB_H

#include "sim.h"

// A bob of s->mass on a 1 m spring from an anchor at the origin (particle 0),
// the bob (particle 1) at `position` with `velocity`.
static inline void bob_build(World *w, const Settings *s, Vec2 position, Vec2 velocity) {
    world_init(w, s);
    world_add_anchor(w, vec2(0.0, 0.0));
    int bob = world_add_particle(w, vec2(0.0, -1.0), s->mass);
    world_add_spring(w, 0, bob);
    w->particles[bob].position = position;
    w->particles[bob].velocity = velocity;
    world_retune(w, s);
}

#endif
