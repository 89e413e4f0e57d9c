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
