// scenes.c: the chapter's scenes, built from the settings. No SDL here.
#include "sim.h"

void dumbbell_defaults(Settings *settings) {
    settings->gravity = 0.0;
    settings->stretch = 0.5;
}

// Two free particles of 1 and 10 kg on a 1 m spring, pulled apart by
// `stretch` (0.5 m unless asked otherwise) and let go at rest. Their centre of
// mass sits at the origin, so the light one starts ten times as far from it.
// The mass parameter does not apply here.
void dumbbell_build(World *world, const Settings *settings) {
    const double light = 1.0, heavy = 10.0, total = light + heavy;
    world_init(world, settings);
    world->own_masses = true;
    int a = world_add_particle(world, vec2(-heavy / total, 0.0), light);
    int b = world_add_particle(world, vec2(light / total, 0.0), heavy);
    world_add_spring(world, a, b, settings->cs, settings->cd);
    double length = 1.0 + settings->stretch;
    world->particles[a].position = vec2(-length * heavy / total, 0.0);
    world->particles[b].position = vec2(length * light / total, 0.0);
}

void spinning_defaults(Settings *settings) {
    settings->gravity = 0.0;
    settings->spin = 20.0;
}

// Two equal particles on a 1 m spring at its rest length, turning at `spin`
// about their centre of mass, the origin: each moves across the spring at
// spin·0.5 m/s, in opposite directions.
void spinning_build(World *world, const Settings *settings) {
    world_init(world, settings);
    for (int side = -1; side <= 1; side += 2) {
        Vec2 position = vec2(0.5 * side, 0.0);
        int index = world_add_particle(world, position, settings->mass);
        world->particles[index].velocity = vec2(0.0, settings->spin * position.x);
    }
    world_add_spring(world, 0, 1, settings->cs, settings->cd);
}

// The C++ string article's string: its 80 nodes of 50 g. Every node inside the
// string hangs on two springs, and Nissen's rule of thumb for z springs on a
// particle is Cs = Cd = 1/(z + 1): a third. Chapter 09 measures that rule.
void string_defaults(Settings *settings) {
    settings->mass = 0.05;
    settings->cs = 1.0 / 3.0;
    settings->cd = 1.0 / 3.0;
}

// 80 nodes 5 cm apart in a horizontal line, each joined to the next, the middle
// node (index 39, as in the article) an anchor.
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
            world_add_spring(world, i - 1, i, settings->cs, settings->cd);
        }
    }
}

// Each corner hangs on three springs, two sides and a diagonal: the rule of
// thumb gives Cs = Cd = 1/(3 + 1). At 1 the box blows up (the book shows it).
void box_defaults(Settings *settings) {
    settings->gravity = 0.0;
    settings->spin = 2.0;
    settings->cs = 0.25;
    settings->cd = 0.25;
}

// A 1 m square of four particles, braced by its two diagonals so that it keeps
// its shape, turning at `spin` about its centre.
void box_build(World *world, const Settings *settings) {
    world_init(world, settings);
    for (int i = 0; i < 4; i++) {
        Vec2 corner = vec2(i == 1 || i == 2 ? 0.5 : -0.5, i >= 2 ? 0.5 : -0.5);
        int index = world_add_particle(world, corner, settings->mass);
        world->particles[index].velocity = vec2(-settings->spin * corner.y, settings->spin * corner.x);
    }
    for (int i = 0; i < 4; i++) {
        world_add_spring(world, i, (i + 1) % 4, settings->cs, settings->cd);
    }
    world_add_spring(world, 0, 2, settings->cs, settings->cd);
    world_add_spring(world, 1, 3, settings->cs, settings->cd);
}

void wheels_defaults(Settings *settings) {
    settings->gravity = 0.0;
    settings->spin = 2.0;
    settings->cs = 0.01;
    settings->cd = 0.001;
}

// Two wheels on fixed axles, of 1 and 4 kg·m², joined by a soft angular
// spring; the small one starts turning at `spin`. They trade the turning back
// and forth, and their total angular momentum stays what it was.
void wheels_build(World *world, const Settings *settings) {
    world_init(world, settings);
    int small = world_add_body(world, vec2(-1.2, 0.0), 0.6, 1.0);
    int large = world_add_body(world, vec2(1.0, 0.0), 1.0, 4.0);
    world_add_angular_spring(world, small, large, settings->cs, settings->cd);
    world->bodies[small].omega = settings->spin;
}

void clock_defaults(Settings *settings) {
    settings->gravity = 0.0;
    settings->turns = 3.0;
    settings->cs = 0.001;
    settings->cd = 0.06;
}

// A wheel of 1 kg·m² on a coil spring to a fixed frame on the same axle,
// wound `turns` turns and let go at rest. It unwinds through every turn,
// its angle never wrapped, and settles back at its rest angle. Cd sits just
// under the critical 2·√Cs − Cs so that the wheel still crosses that angle
// once, and the crossing shows; at or above it the wheel would creep in.
void clock_build(World *world, const Settings *settings) {
    world_init(world, settings);
    int frame = world_add_body(world, vec2(0.0, 0.0), 0.25, 0.0);
    int wheel = world_add_body(world, vec2(0.0, 0.0), 1.0, 1.0);
    world_add_angular_spring(world, frame, wheel, settings->cs, settings->cd);
    world->bodies[wheel].angle = 2.0 * PI * settings->turns;
}
