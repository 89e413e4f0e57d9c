// Chapter 06's answer to chapter_pair_build (tests/support/chapter.h), which
// chapters 07-10 carry: two free particles, or an anchor where a mass is
// infinite, its inverse mass 0. Placed as chapter 05's `single`, so that a
// test that holds the second end at (0, 0) holds it at rest length.
#include <math.h>

#include "chapter.h"

void chapter_pair_build(World *world, const Settings *settings, double first, double second) {
    Settings free = *settings;
    free.gravity = 0.0;
    world_init(world, &free);
    int a = isinf(first) ? world_add_anchor(world, vec2(-1.0, 0.0)) : world_add_particle(world, vec2(-1.0, 0.0), first);
    int b = world_add_particle(world, vec2(0.0, 0.0), second);
    world_add_spring(world, a, b, settings->cs, settings->cd);
    world->particles[b].position.x += chapter_stretch(settings);
}

void chapter_own_masses_build(World *world, Settings *settings) {
    dumbbell_defaults(settings);
    chapter_coefficients_as_given(settings);
    dumbbell_build(world, settings);
}

double chapter_tuned_mass(const World *world, int spring) {
    const Spring *s = &world->springs[spring];
    return 1.0 / (world->particles[s->a].inverse_mass + world->particles[s->b].inverse_mass);
}
