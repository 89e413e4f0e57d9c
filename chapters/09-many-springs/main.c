// main.c: chapter 09 handed to the app shell: its parameters, its scenes, and
// how its world is drawn.
#include <stdio.h>

#include "app.h"
#include "sim.h"

static World world;
static Settings settings;

static const Param params[] = {
    {"dt", "s", "time step", {.real = &settings.dt}, 1.0 / 60.0, 1e-5, 0.1, PARAM_LOG, PARAM_LIVE},
    {"gravity", "m/s²", "downward acceleration", {.real = &settings.gravity}, 9.81, 0.0, 100.0, PARAM_LINEAR, PARAM_LIVE},
    {"mass", "kg", "mass of each moving particle", {.real = &settings.mass}, 1.0, 1e-3, 1e3, PARAM_LOG, PARAM_LIVE},
    {"cs", "", "stiffness coefficient: k = Cs·m_red/dt², Cs = cs/(z + 1) under the rule", {.real = &settings.cs}, 1.0, 0.0, 5.0, PARAM_LINEAR, PARAM_LIVE},
    {"cd", "", "damping coefficient: c = Cd·m_red/dt, Cd = cd/(z + 1) under the rule", {.real = &settings.cd}, 1.0, 0.0, 3.0, PARAM_LINEAR, PARAM_LIVE},
    {"rule", "", "1: each spring's Cs, Cd are cs, cd over z + 1; 0: cs, cd as they are", {.flag = &settings.rule}, 1.0, 0.0, 1.0, PARAM_INTEGER, PARAM_LIVE},
    {"size", "", "particles along a rope or a side of a mesh or cloth", {.whole = &settings.size}, 20.0, 1.0, MAX_SIZE, PARAM_INTEGER, PARAM_REBUILDS},
    {"spin", "rad/s", "how fast box starts turning", {.real = &settings.spin}, 2.0, 0.0, 100.0, PARAM_LINEAR, PARAM_REBUILDS},
};

static const Scene scenes[] = {
    {"rope", "a rope of size particles 0.25 m apart, one end an anchor, let go horizontal",
     rope_defaults, rope_build, {2.5, -2.0, 12.0}, "spin"},
    {"wrecking-ball", "15 particles of 1 kg on 16 links of 0.3 m, then a ball of 100 kg (the mass parameter), let go horizontal",
     wrecking_ball_defaults, wrecking_ball_build, {0.0, -30.0, 100.0}, "size spin"},
    {"bridge", "a suspension bridge: a deck hung from a cable between two towers",
     NULL, bridge_build, {0.0, 1.5, 16.0}, "size spin"},
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

// A particle's disc grows with the cube root of its mass over the lightest
// moving particle's, as a ball's radius would: a link is 5 px, the wrecking
// ball, a hundred times heavier, 23 px. Anchors keep the shell's pin.
static void draw_particle(Canvas *canvas, const Particle *particle, double lightest) {
    const Color color = {235, 238, 245, 255};
    if (particle->inverse_mass == 0.0) {
        canvas_particle(canvas, particle->position, true);
        return;
    }
    canvas_disc(canvas, particle->position, 5.0 * cbrt(particle->mass / lightest), color);
}

static void draw(const World *world, Canvas *canvas) {
    for (int i = 0; i < world->spring_count; i++) {
        const Spring *spring = &world->springs[i];
        double stretch = (spring_length(world, spring) - spring->rest_length) / spring->rest_length;
        canvas_spring(canvas, world->particles[spring->a].position,
                      world->particles[spring->b].position, stretch);
    }
    double lightest = INFINITY;
    for (int i = 0; i < world->particle_count; i++) {
        if (world->particles[i].inverse_mass > 0.0) {
            lightest = fmin(lightest, world->particles[i].mass);
        }
    }
    for (int i = 0; i < world->particle_count; i++) {
        draw_particle(canvas, &world->particles[i], lightest);
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
        .slug = "09-many-springs",
        .title = "Many springs on one particle",
        .world = &world,
        .settings = &settings,
        .params = params,
        .param_count = COUNT(params),
        .scenes = scenes,
        .scene_count = COUNT(scenes),
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
