// Chapter 05's answers to tests/support/chapter.h.
#include "chapter.h"

// Cs = Cd = 1 is chapter 04's spring.
Settings chapter_settings(double dt, double mass) {
    return (Settings){.dt = dt, .gravity = 9.81, .mass = mass, .cs = 1.0, .cd = 1.0};
}

void chapter_scale_spring(World *world, int spring, double factor) {
    world->springs[spring].cs *= factor;
    world->springs[spring].cd *= factor;
}
