// fake_chapter.c: see fake_chapter.h.
#include "fake_chapter.h"

#include <stddef.h>

World fake_world, fake_twin;
Settings fake_settings;

static const Param params[] = {
    {"dt", "s", "time step", {.real = &fake_settings.dt}, 0.5, 1e-3, 1.0, PARAM_LOG, PARAM_LIVE},
    {"k", "", "growth per step", {.real = &fake_settings.k}, 1.0, 0.0, 50.0, PARAM_LINEAR, PARAM_LIVE},
    {"iterations", "", "a whole number", {.whole = &fake_settings.iterations}, 4.0, 1.0, 64.0, PARAM_INTEGER, PARAM_LIVE},
    {"solver", "", "a whole number with names", {.whole = &fake_settings.solver}, 2.0, 0.0, 2.0, PARAM_INTEGER, PARAM_REBUILDS},
};

static const char *const solver_names[] = {"naive", "sequential", "both", NULL};
static const ValueNames value_names[] = {{"solver", solver_names}};
static const Pair pair = {"solver", 2.0, {0.0, 1.0}};

static void fast_defaults(Settings *settings) { settings->k = 10.0; }

static void build(World *world, const Settings *settings) {
    int builds = world->builds;
    // A world built as "naive" starts half a unit along, so the two worlds of
    // a pair can be told apart.
    *world = (World){.dt = settings->dt, .builds = builds + 1, .x = settings->solver == 0 ? 0.5 : 0.0,
                     .solver = settings->solver};
}

static void step(World *world) {
    world->x += fake_settings.k;
    world->time += world->dt;
}

static void measure(const World *world, Metrics *metrics) {
    *metrics = (Metrics){.time = world->time, .kinetic = world->x, .potential = 1.0,
                         .max_stretch = world->x, .mean_stretch = world->x / 2.0};
    metrics->extra[0] = -world->x;
}

static bool diverged(const World *world) { return world->x > 100.0; }

static void retune(World *world, const Settings *settings) {
    world->dt = settings->dt;
    world->retunes++;
}

static int states(const World *world, BodyState *rows, int capacity) {
    for (int i = 0; i < 2 && i < capacity; i++) {
        rows[i] = (BodyState){.kind = 'p', .index = i, .position = {world->x, (double)i}};
    }
    return 2;
}

// Two springs, listed last first with the fake's own column: a listing is
// in the step's order, which need not be the array's.
static int springs(const World *world, SpringRow *rows, int capacity) {
    for (int i = 0; i < 2 && i < capacity; i++) {
        rows[i] = (SpringRow){.index = 1 - i, .a = 1 - i, .b = 2 - i, .rest_length = 0.5, .extra = {world->x}};
    }
    return 2;
}

static const Scene scenes[] = {
    {"calm", "grows by k", NULL, build, {0.0, 0.0, 1.0}, ""},
    {"fast", "grows by 10", fast_defaults, build, {0.0, 0.0, 1.0}, ""},
    {"still", "a scene that does not read k", NULL, build, {0.0, 0.0, 1.0}, "k"},
};

const Chapter fake_chapter = {
    .slug = "00-fake",
    .title = "a chapter for testing the shell",
    .world = &fake_world,
    .twin = &fake_twin,
    .pair = &pair,
    .settings = &fake_settings,
    .params = params,
    .param_count = COUNT(params),
    .scenes = scenes,
    .scene_count = COUNT(scenes),
    .value_names = value_names,
    .value_names_count = COUNT(value_names),
    .extra_columns = ",minus_x",
    .spring_columns = ",x",
    .step = step,
    .retune = retune,
    .measure = measure,
    .diverged = diverged,
    .states = states,
    .springs = springs,
};
