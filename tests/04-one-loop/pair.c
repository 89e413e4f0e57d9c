// Chapters 04 and 05's answer to chapter_pair_build (tests/support/chapter.h):
// `single`, a bob on a spring from an anchor. These chapters tune a spring to
// the mass of its moving end alone, so the first end is an anchor whatever
// `first` says; chapter 06's pair.c frees it.
#include "chapter.h"

void chapter_pair_build(World *world, const Settings *settings, double first, double second) {
    (void)first;
    Settings bob = *settings;
    bob.gravity = 0.0;
    bob.mass = second;
    single_build(world, &bob);
}

void chapter_own_masses_build(World *world, Settings *settings) {
    masses_defaults(settings);
    masses_build(world, settings);
}

double chapter_tuned_mass(const World *world, int spring) {
    const Spring *s = &world->springs[spring];
    return world->particles[s->a].pinned ? world->particles[s->b].mass : world->particles[s->a].mass;
}
