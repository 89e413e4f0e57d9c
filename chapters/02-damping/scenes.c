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
    world_add_spring(world, anchor, bob, settings->k, settings->c);
    world->particles[bob].position = vec2(settings->stretch, 0.0);
}

// A particle on a 1 m spring, let go with the spring horizontal and at its rest
// length: gravity swings it down and stretches the spring.
void pendulum_build(World *world, const Settings *settings) {
    world_init(world, settings);
    int anchor = world_add_anchor(world, vec2(0.0, 0.0));
    int bob = world_add_particle(world, vec2(1.0, 0.0), settings->mass);
    world_add_spring(world, anchor, bob, settings->k, settings->c);
}

// The C++ string article's string: its numbers, stiff springs and light nodes.
void string_defaults(Settings *settings) {
    settings->k = 8000.0;
    settings->mass = 0.05;
}

// 80 nodes 5 cm apart in a horizontal line, each joined to the next, the middle
// node (index 39, as in the article) held still.
void string_build(World *world, const Settings *settings) {
    enum { NODES = 80, MIDDLE = (NODES - 1) / 2 };
    const double spacing = 0.05;
    world_init(world, settings);
    for (int i = 0; i < NODES; i++) {
        Vec2 position = vec2((i - MIDDLE) * spacing, 0.0);
        if (i == MIDDLE) {
            world_add_anchor(world, position);
        } else {
            world_add_particle(world, position, settings->mass);
        }
        if (i > 0) {
            world_add_spring(world, i - 1, i, settings->k, settings->c);
        }
    }
}

void box_defaults(Settings *settings) {
    settings->gravity = 0.0;
}

// A 1 m square of four particles, braced by its two diagonals so that it keeps
// its shape, spinning at 2 rad/s about its centre.
void box_build(World *world, const Settings *settings) {
    const double spin = 2.0;
    world_init(world, settings);
    for (int i = 0; i < 4; i++) {
        Vec2 corner = vec2(i == 1 || i == 2 ? 0.5 : -0.5, i >= 2 ? 0.5 : -0.5);
        int index = world_add_particle(world, corner, settings->mass);
        world->particles[index].velocity = vec2(-spin * corner.y, spin * corner.x);
    }
    for (int i = 0; i < 4; i++) {
        world_add_spring(world, i, (i + 1) % 4, settings->k, settings->c);
    }
    world_add_spring(world, 0, 2, settings->k, settings->c);
    world_add_spring(world, 1, 3, settings->k, settings->c);
}
