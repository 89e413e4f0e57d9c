// Chapter 04's answers to tests/support/chapter.h.
#include "chapter.h"

// Each spring is tuned to k = m/Δt², c = m/Δt from these when it is added.
Settings chapter_settings(double dt, double mass) {
    return (Settings){.dt = dt, .gravity = 9.81, .mass = mass};
}

void chapter_scale_spring(World *world, int spring, double factor) {
    world->springs[spring].k *= factor;
    world->springs[spring].c *= factor;
}

int chapter_add_spring(World *world, int a, int b) { return world_add_spring(world, a, b); }

double chapter_stiffness(const World *world, int spring) { return world->springs[spring].k; }

double chapter_damping(const World *world, int spring) { return world->springs[spring].c; }

void chapter_set_critical_damping(World *world, int spring) {
    Spring *s = &world->springs[spring];
    s->c = 2.0 * sqrt(s->k * chapter_tuned_mass(world, spring));  // pair.c
}

// The springs are tuned to the mass and the step alone: no coefficients.
void chapter_coefficients_as_given(Settings *settings) { (void)settings; }
