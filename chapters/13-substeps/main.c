// main.c: chapter 13 handed to the app shell: its parameters, its scenes, and
// how its world is drawn.
#include <stdio.h>

#include "app.h"
#include "sim.h"

static World world, twin;
static Settings settings;

// The solver's fourth value, which the shell turns into a pair of worlds.
enum { BOTH = 3 };

static const Param params[] = {
    {"dt", "s", "time step", {.real = &settings.dt}, 1.0 / 60.0, 1e-5, 0.1, PARAM_LOG, PARAM_LIVE},
    {"gravity", "m/s²", "downward acceleration", {.real = &settings.gravity}, 9.81, 0.0, 100.0, PARAM_LINEAR, PARAM_LIVE},
    {"mass", "kg", "mass of each moving particle", {.real = &settings.mass}, 1.0, 1e-3, 1e3, PARAM_LOG, PARAM_LIVE},
    {"cs", "", "stiffness coefficient: k = Cs·m_red/h², h = dt/substeps; a naive spring's Cs is cs/(z + 1)", {.real = &settings.cs}, 1.0, 0.0, 5.0, PARAM_LINEAR, PARAM_LIVE},
    {"cd", "", "damping coefficient: c = Cd·m_red/h; a naive spring's Cd is cd/(z + 1)", {.real = &settings.cd}, 1.0, 0.0, 3.0, PARAM_LINEAR, PARAM_LIVE},
    {"substeps", "", "small steps a step is split into; the sequential world sweeps as many times more in one step", {.whole = &settings.substeps}, 8.0, 1.0, 64.0, PARAM_INTEGER, PARAM_LIVE},
    {"iterations", "", "times the sequential solver goes over every spring in a substep", {.whole = &settings.iterations}, 1.0, 1.0, 64.0, PARAM_INTEGER, PARAM_LIVE},
    // Off, and the whole correction: small steps need neither (the book measures it).
    {"warmstart", "", "how much of last substep's impulse a sequential spring applies first", {.real = &settings.warmstart}, 0.0, 0.0, 1.0, PARAM_LINEAR, PARAM_LIVE},
    {"correction", "", "the part of the missing impulse a sequential spring applies per iteration", {.real = &settings.correction}, 1.0, 0.01, 1.0, PARAM_LINEAR, PARAM_LIVE},
    {"solver", "", "naive, sequential, small steps, or sequential and small steps side by side (headless: small steps unless asked)", {.whole = &settings.solver}, BOTH, NAIVE, BOTH, PARAM_INTEGER, PARAM_REBUILDS},
    {"size", "", "particles along a rope or a side of a mesh or cloth", {.whole = &settings.size}, 20.0, 1.0, MAX_SIZE, PARAM_INTEGER, PARAM_REBUILDS},
    {"spin", "rad/s", "how fast box starts turning", {.real = &settings.spin}, 2.0, 0.0, 100.0, PARAM_LINEAR, PARAM_REBUILDS},
};

// A converged sequential spring steps as chapter 05's lone spring
// (the book's chapter 10, "Why no share is needed"),
// however many springs share a particle: Cs + 2·Cd < 4, where the other slider
// puts it (Cs < 2 at the default Cd = 1). The naive world's limit falls with
// the springs on a particle (chapter 09), so it gets no mark.
static double cs_limit(const Settings *at) { return 4.0 - 2.0 * at->cd; }
static double cd_limit(const Settings *at) { return (4.0 - at->cs) / 2.0; }

static const ParamLimit limits[] = {
    {"cs", cs_limit, "a sequential spring is stable only while Cs + 2·Cd < 4 (chapter 05's triangle, chapter 10)", "cd"},
    {"cd", cd_limit, "a sequential spring is stable only while Cs + 2·Cd < 4 (chapter 05's triangle, chapter 10)", "cs"},
};

// region: pair
static const char *const solver_names[] = {"naive", "sequential", "small-steps", "both", NULL};
static const ValueNames value_names[] = {{"solver", solver_names}};

// The same spring visits a step, spent two ways: all the sweeps in one step
// on the left, a sweep in each small step on the right.
static const Pair pair = {"solver", BOTH, {SEQUENTIAL, SMALL_STEPS}};
// end region: pair

// The bridge first: the scene the final demo opens on, both worlds calm at
// the defaults and the difference between them plain to see.
static const Scene scenes[] = {
    {"bridge", "a suspension bridge: a deck hung from a cable between two towers",
     NULL, bridge_build, {0.0, 1.5, 16.0}, "size spin"},
    {"rope", "a rope of size particles 0.25 m apart, one end an anchor, let go horizontal",
     rope_defaults, rope_build, {2.5, -2.0, 12.0}, "spin"},
    {"wrecking-ball", "15 particles of 1 kg on 16 links of 0.3 m, then a ball of 100 kg (the mass parameter), let go horizontal",
     wrecking_ball_defaults, wrecking_ball_build, {0.0, -3.0, 14.0}, "size spin"},
    {"mesh", "a square grid of size × size particles hung by its top corners",
     mesh_defaults, mesh_build, {0.0, -2.0, 8.0}, "spin"},
    {"girder", "a braced truss anchored at its left end",
     NULL, girder_build, {2.0, -2.5, 10.0}, "size spin"},
    {"cloth", "size × size unit masses 0.25 m apart, the top row pinned, with diagonal springs",
     cloth_defaults, cloth_build, {0.0, -4.5, 14.0}, "spin"},
    {"string", "the C++ string article's: 80 nodes 5 cm apart, the middle one an anchor",
     string_defaults, string_build, {0.0, -14.0, 42.0}, "size spin"},
    {"box", "a square braced by its diagonals, spinning; no gravity",
     box_defaults, box_build, {0.0, 0.0, 4.0}, "size"},
};

// The article's colours, the naive solver red, the sequential one green, and
// violet for small steps (blue is a squeezed spring's).
static const Color SOLVER_COLORS[] = {{226, 84, 84, 255}, {86, 200, 120, 255}, {176, 120, 232, 255}};

// A particle's disc grows with the cube root of its mass over the lightest
// moving particle's, as a ball's radius would: a link is 5 px, the wrecking
// ball, a hundred times heavier, 23 px. Anchors keep the shell's pin.
static void draw_particle(Canvas *canvas, const Particle *particle, Color color, double lightest) {
    if (particle->inverse_mass == 0.0) {
        canvas_particle(canvas, particle->position, true);
        return;
    }
    canvas_disc(canvas, particle->position, 5.0 * cbrt(particle->mass / lightest), color);
}

// A spring is a band of its solver's colour around a core coloured by its stretch.
static void draw_spring(const World *world, const Spring *spring, Canvas *canvas) {
    Vec2 a = world->particles[spring->a].position, b = world->particles[spring->b].position;
    Color band = SOLVER_COLORS[world->solver];
    band.a = 150;
    canvas_line(canvas, a, b, 7.0, band);
    canvas_spring(canvas, a, b, (spring_length(world, spring) - spring->rest_length) / spring->rest_length);
}

static void draw(const World *world, Canvas *canvas) {
    for (int i = 0; i < world->spring_count; i++) {
        draw_spring(world, &world->springs[i], canvas);
    }
    double lightest = INFINITY;
    for (int i = 0; i < world->particle_count; i++) {
        if (world->particles[i].inverse_mass > 0.0) {
            lightest = fmin(lightest, world->particles[i].mass);
        }
    }
    for (int i = 0; i < world->particle_count; i++) {
        draw_particle(canvas, &world->particles[i], SOLVER_COLORS[world->solver], lightest);
    }
    if (world->grab.particle >= 0) {  // the mouse's spring
        const Color mouse = {255, 176, 64, 200};
        canvas_line(canvas, world->particles[world->grab.particle].position, world->grab.target, 1.5, mouse);
        canvas_disc(canvas, world->grab.target, 3.0, mouse);
    }
}

// The chapter's key number: the energy, which the dampers should take away.
static void describe(const Metrics *now, const Metrics *start, char *text, int size) {
    double energy = now->kinetic + now->potential;
    double start_energy = start->kinetic + start->potential;
    snprintf(text, (size_t)size, "energy %.4g J (start %.4g J)", energy, start_energy);
}

int main(int argc, char **argv) {
    const Chapter chapter = {
        .slug = "13-substeps",
        .title = "Small steps",
        .world = &world,
        .twin = &twin,
        .pair = &pair,
        .settings = &settings,
        .params = params,
        .param_count = COUNT(params),
        .scenes = scenes,
        .scene_count = COUNT(scenes),
        .limits = limits,
        .limit_count = COUNT(limits),
        .value_names = value_names,
        .value_names_count = COUNT(value_names),
        .extra_columns = ",angular_momentum",
        .spring_columns = "",
        .step = world_step,
        .retune = world_retune,
        .measure = world_measure,
        .diverged = world_diverged,
        .states = world_states,
        .springs = world_springs,
        .draw = draw,
        .describe = describe,
        .pick = world_pick,
        .grab = world_grab,
        .release = world_release,
    };
    return app_main(&chapter, argc, argv);
}
