// scenes.c: the chapter's scenes, built from the settings. No SDL here.
#include "sim.h"

// Every build ends with world_retune: the rule 1/(z + 1) needs each particle's
// spring count z, known once the scene is whole, and it sets every moving particle's mass.

void rope_defaults(Settings *settings) {
    settings->size = 20;
}

// `size` particles 0.25 m apart in a horizontal line, the first an anchor:
// let go, the rope swings down and hangs. Each inner particle hangs on two
// springs, so the rule gives its springs a third.
void rope_build(World *world, const Settings *settings) {
    const double spacing = 0.25;
    world_init(world, settings);
    world_add_anchor(world, vec2(0.0, 0.0));
    for (int i = 1; i < settings->size; i++) {
        world_add_particle(world, vec2(i * spacing, 0.0), settings->mass);
        world_add_spring(world, i - 1, i, settings->cs, settings->cd);
    }
    world_retune(world, settings);
}

void wrecking_ball_defaults(Settings *settings) {
    settings->mass = 100.0;
}

// A chain of 15 particles of 1 kg, 0.3 m apart, and a ball of `mass` (100 kg
// unless asked otherwise) at its end, on 16 links from an anchor, held out
// horizontally: let go, it falls and swings. The mass parameter sets the ball
// alone.
void wrecking_ball_build(World *world, const Settings *settings) {
    enum { CHAIN = 15 };  // the chain's particles, the ball aside
    const double spacing = 0.3, particle_mass = 1.0;
    world_init(world, settings);
    world->own_masses = true;
    world_add_anchor(world, vec2(0.0, 0.0));
    for (int i = 1; i <= CHAIN; i++) {
        world_add_particle(world, vec2(i * spacing, 0.0), particle_mass);
        world_add_spring(world, i - 1, i, settings->cs, settings->cd);
    }
    world->ball = world_add_particle(world, vec2((CHAIN + 1) * spacing, 0.0), settings->mass);
    world_add_spring(world, CHAIN, world->ball, settings->cs, settings->cd);
    world_retune(world, settings);
}

// A suspension bridge 12 m long: a deck of 13 particles 1 m apart between two
// anchored abutments, and a cable hung between the tops of two towers
// (anchors 5 m up) along the parabola y = 1 + 4·(x/6)², one vertical hanger
// from each cable particle to the deck particle below it. Deck and cable
// particles each hang on three springs: the rule gives a quarter.
void bridge_build(World *world, const Settings *settings) {
    enum { SPANS = 12 };
    world_init(world, settings);
    int deck[SPANS + 1], cable[SPANS + 1];
    for (int i = 0; i <= SPANS; i++) {
        double x = i - SPANS / 2.0;
        bool end = i == 0 || i == SPANS;
        Vec2 at = vec2(x, 0.0), above = vec2(x, 1.0 + 4.0 * (x / 6.0) * (x / 6.0));
        deck[i] = end ? world_add_anchor(world, at) : world_add_particle(world, at, settings->mass);
        cable[i] = end ? world_add_anchor(world, above) : world_add_particle(world, above, settings->mass);
        if (i > 0) {
            world_add_spring(world, deck[i - 1], deck[i], settings->cs, settings->cd);
            world_add_spring(world, cable[i - 1], cable[i], settings->cs, settings->cd);
        }
        if (!end) {
            world_add_spring(world, cable[i], deck[i], settings->cs, settings->cd);
        }
    }
    world_retune(world, settings);
}

void mesh_defaults(Settings *settings) {
    settings->size = 10;
}

// A square grid of `size` × `size` particles 0.3 m apart, each joined to its
// right and lower neighbours, hung by its two top corners (anchors). An inner
// particle has four springs: the rule gives a fifth.
void mesh_build(World *world, const Settings *settings) {
    const double spacing = 0.3;
    int side = settings->size;
    world_init(world, settings);
    for (int row = 0; row < side; row++) {
        for (int column = 0; column < side; column++) {
            Vec2 at = vec2((column - (side - 1) / 2.0) * spacing, -row * spacing);
            bool pinned = row == 0 && (column == 0 || column == side - 1);
            int index = pinned ? world_add_anchor(world, at) : world_add_particle(world, at, settings->mass);
            if (column > 0) {
                world_add_spring(world, index - 1, index, settings->cs, settings->cd);
            }
            if (row > 0) {
                world_add_spring(world, index - side, index, settings->cs, settings->cd);
            }
        }
    }
    world_retune(world, settings);
}

// A cantilevered truss 5 m long and 0.5 m deep: two chords of 11 particles
// 0.5 m apart, a vertical and both diagonals in each of its 10 panels, the
// two particles at its left end anchors. Its inner particles have five
// springs: the rule gives a sixth.
void girder_build(World *world, const Settings *settings) {
    enum { PANELS = 10 };
    const double spacing = 0.5;
    world_init(world, settings);
    for (int i = 0; i <= PANELS; i++) {
        Vec2 top = vec2(i * spacing, 0.0), bottom = vec2(i * spacing, -spacing);
        int t = i == 0 ? world_add_anchor(world, top) : world_add_particle(world, top, settings->mass);
        int b = i == 0 ? world_add_anchor(world, bottom) : world_add_particle(world, bottom, settings->mass);
        world_add_spring(world, t, b, settings->cs, settings->cd);
        if (i > 0) {
            world_add_spring(world, t - 2, t, settings->cs, settings->cd);
            world_add_spring(world, b - 2, b, settings->cs, settings->cd);
            world_add_spring(world, t - 2, b, settings->cs, settings->cd);
            world_add_spring(world, b - 2, t, settings->cs, settings->cd);
        }
    }
    world_retune(world, settings);
}

void cloth_defaults(Settings *settings) {
    settings->size = 32;
    settings->mass = 1.0;
}

// The benchmark: `size` × `size` particles 0.25 m apart, the top row pinned,
// each joined to its right and lower neighbours and to both lower diagonal
// ones. An inner particle has eight springs: the rule gives a ninth. At size
// 128 it is 16,384 particles and 64,770 springs, the most the World holds.
// The springs go in a row at a time, in groups that share no particle: those
// up to the row above, straight, leaning left, leaning right, then those
// along the row, every other one and then the rest. A solver that takes the
// springs one after another meets them in this order (chapter 10 on), and
// within a group no spring waits for the one before it (How fast is it?).
void cloth_build(World *world, const Settings *settings) {
    const double spacing = 0.25;
    int side = settings->size;
    double cs = settings->cs, cd = settings->cd;
    world_init(world, settings);
    for (int row = 0; row < side; row++) {
        int here = world->particle_count;  // the row's first particle
        int above = here - side;           // the first of the row above
        for (int column = 0; column < side; column++) {
            Vec2 at = vec2((column - (side - 1) / 2.0) * spacing, -row * spacing);
            if (row == 0) {
                world_add_anchor(world, at);
            } else {
                world_add_particle(world, at, settings->mass);
            }
        }
        if (row > 0) {
            for (int column = 0; column < side; column++) {
                world_add_spring(world, above + column, here + column, cs, cd);
            }
            for (int column = 1; column < side; column++) {
                world_add_spring(world, above + column - 1, here + column, cs, cd);
            }
            for (int column = 0; column < side - 1; column++) {
                world_add_spring(world, above + column + 1, here + column, cs, cd);
            }
        }
        for (int column = 1; column < side; column += 2) {
            world_add_spring(world, here + column - 1, here + column, cs, cd);
        }
        for (int column = 2; column < side; column += 2) {
            world_add_spring(world, here + column - 1, here + column, cs, cd);
        }
    }
    world_retune(world, settings);
}

// The C++ string article's string: its 80 nodes of 50 g. Every node inside the
// string hangs on two springs, so the rule gives its springs a third, as
// chapter 06 set them by hand.
void string_defaults(Settings *settings) {
    settings->mass = 0.05;
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
    world_retune(world, settings);
}

// Each corner hangs on three springs, two sides and a diagonal: the rule
// gives a quarter, as chapter 06 set them by hand. At 1 the box blows up.
void box_defaults(Settings *settings) {
    settings->gravity = 0.0;
    settings->spin = 2.0;
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
    world_retune(world, settings);
}
