// Chapter 05's answers to tests/support/chapter.h for the one-loop springs
// that chapter 04's test_springs.c adds, reads, scales and damps. Every later chapter
// carries this file: from chapter 05 on a spring is Cs and Cd.
#include "chapter.h"

void chapter_scale_spring(World *world, int spring, double factor) {
    world->springs[spring].cs *= factor;
    world->springs[spring].cd *= factor;
}

double chapter_stiffness(const World *world, int spring) {
    return spring_stiffness(world, &world->springs[spring]);
}

double chapter_damping(const World *world, int spring) { return spring_damping(world, &world->springs[spring]); }

int chapter_add_spring(World *world, int a, int b) { return world_add_spring(world, a, b, 1.0, 1.0); }

// c = 2·sqrt(k·m) with k = Cs·m/Δt² is c = 2·sqrt(Cs)·m/Δt: Cd = 2·sqrt(Cs),
// with m read as the reduced mass from chapter 06.
void chapter_set_critical_damping(World *world, int spring) {
    world->springs[spring].cd = 2.0 * sqrt(world->springs[spring].cs);
}
