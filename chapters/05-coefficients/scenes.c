// scenes.c: the chapter's scenes, built from the settings. No SDL here.
#include "sim.h"

void single_defaults(Settings *settings) {
    settings->gravity = 0.0;
    settings->stretch = 0.5;
}

// One particle on a 1 m spring to an anchor, pulled out along the spring by
// `stretch` (0.5 m unless asked otherwise) and let go at rest.
void single_build(World *world, const Settings *settings) {
    world_init(world, settings);
    int anchor = world_add_anchor(world, vec2(-1.0, 0.0));
    int bob = world_add_particle(world, vec2(0.0, 0.0), settings->mass);
    world_add_spring(world, anchor, bob, settings->cs, settings->cd);
    world->particles[bob].position = vec2(settings->stretch, 0.0);
}

// A particle on a 1 m spring, let go with the spring horizontal and at its rest
// length: gravity swings it down and stretches the spring.
void pendulum_build(World *world, const Settings *settings) {
    world_init(world, settings);
    int anchor = world_add_anchor(world, vec2(0.0, 0.0));
    int bob = world_add_particle(world, vec2(1.0, 0.0), settings->mass);
    world_add_spring(world, anchor, bob, settings->cs, settings->cd);
}

void masses_defaults(Settings *settings) {
    settings->gravity = 0.0;
}

// Three single springs one above the other, with bobs of 0.1, 1 and 10 kg,
// each pulled 0.5 m out and let go. Each spring is tuned to its own bob, so all
// three should move as one. The mass parameter does not apply here.
void masses_build(World *world, const Settings *settings) {
    const double masses[3] = {0.1, 1.0, 10.0};
    world_init(world, settings);
    world->own_masses = true;
    for (int i = 0; i < 3; i++) {
        double y = 1.0 - i;
        int anchor = world_add_anchor(world, vec2(-1.0, y));
        int bob = world_add_particle(world, vec2(0.0, y), masses[i]);
        world_add_spring(world, anchor, bob, settings->cs, settings->cd);
        world->particles[bob].position = vec2(0.5, y);
    }
}

// Five pendulums side by side, each a 1 m spring let go horizontal, with
// Cs = 1e-4, 1e-3, 1e-2, 0.1 and 1: from springs that give as they swing to
// one that holds its length. Hanging still, each would sag g·dt²/Cs (27 m at
// Cs = 1e-4 and 1/60 s), but at Cd = 1 the damper takes each step all of a
// bob's speed along its spring, so a soft spring lengthens only by what
// gravity and the swing add along it in that step, and the soft ones are
// still growing seconds later.
// Cd is the cd parameter's.
void soft_to_rigid_build(World *world, const Settings *settings) {
    const double stiffness[5] = {1e-4, 1e-3, 1e-2, 1e-1, 1.0};
    world_init(world, settings);
    world->own_coefficients = true;
    for (int i = 0; i < 5; i++) {
        double x = -5.0 + 2.5 * i;
        int anchor = world_add_anchor(world, vec2(x, 0.0));
        int bob = world_add_particle(world, vec2(x + 1.0, 0.0), settings->mass);
        world_add_spring(world, anchor, bob, stiffness[i], settings->cd);
    }
}
