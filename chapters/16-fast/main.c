// main.c: chapter 16 handed to the app shell: its parameters, its scenes, and
// how its world is drawn.
#include <stdio.h>
#include <string.h>

#include "app.h"
#include "sim.h"

static World world;
static Settings settings;

static const Param params[] = {
    {"dt", "s", "time step", {.real = &settings.dt}, 1.0 / 60.0, 1e-5, 0.1, PARAM_LOG, PARAM_LIVE},
    {"gravity", "m/s²", "downward acceleration", {.real = &settings.gravity}, 9.81, 0.0, 100.0, PARAM_LINEAR, PARAM_LIVE},
    {"mass", "kg", "mass of each moving particle", {.real = &settings.mass}, 1.0, 1e-3, 1e3, PARAM_LOG, PARAM_LIVE},
    {"substeps", "", "small steps a step is split into, h = dt/substeps", {.whole = &settings.substeps}, 20.0, 1.0, 64.0, PARAM_INTEGER, PARAM_LIVE},
    {"iterations", "", "times XPBD goes over every spring in a substep", {.whole = &settings.iterations}, 1.0, 1.0, 64.0, PARAM_INTEGER, PARAM_LIVE},
    {"compliance", "m/N", "how far a spring gives way per newton, 1/k; 0 is rigid", {.real = &settings.compliance}, 0.0, 0.0, 1e-3, PARAM_LINEAR, PARAM_LIVE},
#ifdef _OPENMP  // a build without OpenMP (the book's live page) has one thread, and no slider for more
    {"threads", "", "threads that share each batch of springs; 0 for one per core", {.whole = &settings.threads}, 0.0, 0.0, 64.0, PARAM_INTEGER, PARAM_LIVE},
#endif
    {"size", "", "particles along a rope or a side of a mesh or cloth", {.whole = &settings.size}, 20.0, 1.0, MAX_SIZE, PARAM_INTEGER, PARAM_REBUILDS},
    {"spin", "rad/s", "how fast box starts turning", {.real = &settings.spin}, 2.0, 0.0, 100.0, PARAM_LINEAR, PARAM_REBUILDS},
};

// The cloth first: the scene this chapter is for.
static const Scene scenes[] = {
    {"cloth", "size × size unit masses 0.25 m apart, the top row pinned, with diagonal springs",
     cloth_defaults, cloth_build, {0.0, -4.5, 14.0}, "spin"},
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
    {"string", "the C++ string article's: 80 nodes 5 cm apart, the middle one an anchor",
     string_defaults, string_build, {0.0, -14.0, 42.0}, "size spin"},
    {"box", "a square braced by its diagonals, spinning; no gravity",
     box_defaults, box_build, {0.0, 0.0, 4.0}, "size"},
};

// Past this many springs a line for each costs more than the step: the
// window draws each particle as a dot instead, coloured by the stretch of
// the most stretched (or squeezed) of its springs. Past this many
// particles, their discs would cover the springs: only anchors get one.
enum { DRAWN_SPRINGS = 16384, DRAWN_PARTICLES = 1024, LEVELS = 8, SHADES = 2 * LEVELS + 1 };

// A particle's disc grows with the cube root of its mass over the lightest
// moving particle's, as a ball's radius would: a link is 5 px, the wrecking
// ball, a hundred times heavier, 23 px. Anchors keep the shell's pin.
static void draw_particle(const World *world, int i, Canvas *canvas, double lightest) {
    Vec2 at = particle_position(world, i);
    if (world->inverse_mass[i] == 0) {
        canvas_particle(canvas, at, true);
        return;
    }
    canvas_disc(canvas, at, 5.0 * cbrt(world->mass[i] / lightest), (Color){244, 244, 248, 255});
}

static double stretch_of(const World *world, int spring) {
    return (spring_length(world, spring) - world->rest_length[spring]) / world->rest_length[spring];
}

static void draw_lines(const World *world, Canvas *canvas) {
    for (int i = 0; i < world->spring_count; i++) {
        Vec2 a = particle_position(world, world->a[i]), b = particle_position(world, world->b[i]);
        canvas_spring(canvas, a, b, stretch_of(world, i));
    }
}

// The shade of a stretch: the legend's colour strength, √(|stretch|/50 %),
// in LEVELS steps either side of grey, so that a link at its length is
// drawn grey and a fifth of a percent already shows.
static int shade(double stretch) {
    double strength = fmin(1.0, sqrt(fabs(stretch) / SPRING_COLOR_FULL));
    int level = (int)lround(strength * LEVELS);
    return LEVELS + (stretch < 0.0 ? -level : level);
}

// Each particle's stretch, sorted into shades and drawn a shade at a time.
static void draw_dots(const World *world, Canvas *canvas) {
    static double worst[MAX_PARTICLES];
    static Vec2 dots[MAX_PARTICLES];
    static int shade_of[MAX_PARTICLES];
    int counts[SHADES + 1] = {0};
    for (int i = 0; i < world->particle_count; i++) {
        worst[i] = 0.0;
    }
    for (int i = 0; i < world->spring_count; i++) {
        double stretch = stretch_of(world, i);
        int ends[2] = {world->a[i], world->b[i]};
        for (int e = 0; e < 2; e++) {
            worst[ends[e]] = fabs(stretch) > fabs(worst[ends[e]]) ? stretch : worst[ends[e]];
        }
    }
    for (int i = 0; i < world->particle_count; i++) {
        shade_of[i] = shade(worst[i]);
        counts[shade_of[i] + 1]++;
    }
    for (int k = 0; k < SHADES; k++) {
        counts[k + 1] += counts[k];
    }
    int next[SHADES];
    for (int k = 0; k < SHADES; k++) {
        next[k] = counts[k];
    }
    for (int i = 0; i < world->particle_count; i++) {
        dots[next[shade_of[i]]++] = particle_position(world, i);
    }
    for (int k = 0; k < SHADES; k++) {
        double level = (double)(k - LEVELS) / LEVELS;
        double stretch = copysign(SPRING_COLOR_FULL * level * level, level);
        canvas_dots(canvas, dots + counts[k], counts[k + 1] - counts[k], 2.0, canvas_spring_color(stretch));
    }
}

static void draw(const World *world, Canvas *canvas) {
    if (world->spring_count <= DRAWN_SPRINGS) {
        draw_lines(world, canvas);
    } else {
        draw_dots(world, canvas);
    }
    double lightest = INFINITY;
    for (int i = 0; i < world->particle_count; i++) {
        if (world->inverse_mass[i] > 0) {
            lightest = fmin(lightest, world->mass[i]);
        }
    }
    bool every_particle = world->particle_count <= DRAWN_PARTICLES;
    for (int i = 0; i < world->particle_count; i++) {
        if (every_particle || world->inverse_mass[i] == 0) {
            draw_particle(world, i, canvas, lightest);
        }
    }
    if (world->grab.particle >= 0) {  // the mouse's spring
        const Color mouse = {255, 176, 64, 200};
        Vec2 target = vec2(world->grab.x, world->grab.y);
        canvas_line(canvas, particle_position(world, world->grab.particle), target, 1.5, mouse);
        canvas_disc(canvas, target, 3.0, mouse);
    }
}

// The cloth hangs size − 1 gaps of 0.25 m below its pinned row: its view
// keeps it in the middle of the window's height at every size, and never
// closer than its own view of the 32 cloth. Every other scene keeps its own.
static View view(const Scene *scene, const Settings *at) {
    if (strcmp(scene->name, "cloth") != 0) {
        return scene->view;
    }
    double side = (at->size - 1) * 0.25;
    return (View){0.0, -0.55 * side - 0.3, fmax(scene->view.width, 1.9 * side)};
}

// The chapter's key number: the energy, which the solver should never raise.
static void describe(const Metrics *now, const Metrics *start, char *text, int size) {
    double energy = now->kinetic + now->potential;
    double start_energy = start->kinetic + start->potential;
    snprintf(text, (size_t)size, "energy %.4g J (start %.4g J)", energy, start_energy);
}

int main(int argc, char **argv) {
    const Chapter chapter = {
        .slug = "16-fast",
        .title = "Fast",
        .world = &world,
        .settings = &settings,
        .params = params,
        .param_count = COUNT(params),
        .scenes = scenes,
        .scene_count = COUNT(scenes),
        .extra_columns = ",angular_momentum",
        .spring_columns = ",batch",
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
        .view = view,
    };
    return app_main(&chapter, argc, argv);
}
