// main.c: chapter 03 handed to the app shell: its parameters, its scenes, and
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
    {"k", "N/m", "spring stiffness", {.real = &settings.k}, 20.0, 1e-2, 1e5, PARAM_LOG, PARAM_LIVE},
    {"c", "N·s/m", "damping along each spring", {.real = &settings.c}, 1.0, 0.0, 200.0, PARAM_LINEAR, PARAM_LIVE},
    {"drag", "", "fraction of every velocity lost per step", {.real = &settings.drag}, 0.0, 0.0, 1.0, PARAM_LINEAR, PARAM_LIVE},
    {"stretch", "m", "how far single starts stretched", {.real = &settings.stretch}, 0.5, -0.9, 10.0, PARAM_LINEAR, PARAM_REBUILDS},
};

static const Scene scenes[] = {
    {"single", "one particle on a spring, pulled out and let go; no gravity",
     single_defaults, single_build, {-0.5, 0.0, 4.0}, ""},
    {"pendulum", "a particle on a spring, let go horizontal; gravity on",
     NULL, pendulum_build, {0.0, -0.6, 4.0}, "stretch"},
    {"string", "the C++ string article's: 80 nodes 5 cm apart, the middle one held",
     string_defaults, string_build, {0.0, -1.2, 5.0}, "stretch"},
    {"box", "a square braced by its diagonals, spinning; no gravity",
     box_defaults, box_build, {0.0, 0.0, 4.0}, "stretch"},
};

static void draw(const World *world, Canvas *canvas) {
    for (int i = 0; i < world->spring_count; i++) {
        const Spring *spring = &world->springs[i];
        double stretch = (spring_length(world, spring) - spring->rest_length) / spring->rest_length;
        canvas_spring(canvas, world->particles[spring->a].position,
                      world->particles[spring->b].position, stretch);
    }
    for (int i = 0; i < world->particle_count; i++) {
        canvas_particle(canvas, world->particles[i].position, world->particles[i].pinned);
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
        .slug = "03-symplectic",
        .title = "Symplectic Euler",
        .world = &world,
        .settings = &settings,
        .params = params,
        .param_count = COUNT(params),
        .scenes = scenes,
        .scene_count = COUNT(scenes),
        .extra_columns = "",
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
