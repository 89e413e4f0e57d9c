// main.c: chapter 08 handed to the app shell: its parameters, its scenes, and
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
    {"cs", "", "stiffness coefficient: k = Cs·m_red/dt², or Cs·I_red/dt²", {.real = &settings.cs}, 1.0, 0.0, 5.0, PARAM_LINEAR, PARAM_LIVE},
    {"cd", "", "damping coefficient: c = Cd·m_red/dt, or Cd·I_red/dt", {.real = &settings.cd}, 1.0, 0.0, 3.0, PARAM_LINEAR, PARAM_LIVE},
    {"stretch", "m", "how far dumbbell starts stretched", {.real = &settings.stretch}, 0.5, -0.9, 10.0, PARAM_LINEAR, PARAM_REBUILDS},
    {"spin", "rad/s", "how fast spinning, box and wheels start turning", {.real = &settings.spin}, 2.0, 0.0, 100.0, PARAM_LINEAR, PARAM_REBUILDS},
    {"turns", "", "how many turns clock is wound", {.real = &settings.turns}, 3.0, -10.0, 10.0, PARAM_LINEAR, PARAM_REBUILDS},
};

// The impulses take the forces' steps, so chapter 05's triangle stands
// (book/08-impulses.md): Cs + 2·Cd < 4 is the edge a slider crosses, where the
// other slider puts it.
static double cs_limit(const Settings *at) { return 4.0 - 2.0 * at->cd; }
static double cd_limit(const Settings *at) { return (4.0 - at->cs) / 2.0; }

static const ParamLimit limits[] = {
    {"cs", cs_limit, "a spring is stable only while Cs + 2·Cd < 4 (chapter 05's triangle, chapter 08)", "cd"},
    {"cd", cd_limit, "a spring is stable only while Cs + 2·Cd < 4 (chapter 05's triangle, chapter 08)", "cs"},
};

static const Scene scenes[] = {
    {"dumbbell", "two free particles of 1 and 10 kg on a stretched spring; no gravity",
     dumbbell_defaults, dumbbell_build, {-0.5, 0.0, 4.0}, "mass spin turns"},
    {"spinning", "a free pair spinning about its centre of mass; no gravity",
     spinning_defaults, spinning_build, {0.0, 0.0, 4.0}, "stretch turns"},
    {"string", "the C++ string article's: 80 nodes 5 cm apart, the middle one an anchor",
     string_defaults, string_build, {0.0, -14.0, 42.0}, "stretch spin turns"},
    {"box", "a square braced by its diagonals, spinning; no gravity",
     box_defaults, box_build, {0.0, 0.0, 4.0}, "stretch turns"},
    {"wheels", "two wheels on fixed axles joined by an angular spring; one starts turning",
     wheels_defaults, wheels_build, {0.0, 0.0, 5.0}, "mass stretch turns"},
    {"clock", "a wheel wound several turns against a fixed frame, then let go",
     clock_defaults, clock_build, {0.0, 0.0, 4.0}, "mass stretch spin"},
};

// A point at radius r and angle a about a centre.
static Vec2 polar(Vec2 centre, double r, double a) {
    return vec2_add(centre, vec2(r * cos(a), r * sin(a)));
}

// A wheel: its rim and four spokes, the first one bright, so its turning shows.
// A fixed body is a small grey hub.
static void draw_body(Canvas *canvas, const Body *body) {
    const Color rim = {210, 214, 224, 255}, mark = {255, 176, 64, 255}, fixed = {120, 126, 146, 255};
    enum { SEGMENTS = 48 };
    Color color = body->inverse_inertia > 0.0 ? rim : fixed;
    for (int i = 0; i < SEGMENTS; i++) {
        canvas_line(canvas, polar(body->position, body->radius, 2.0 * PI * i / SEGMENTS),
                    polar(body->position, body->radius, 2.0 * PI * (i + 1) / SEGMENTS), 2.0, color);
    }
    for (int i = 0; i < 4 && body->inverse_inertia > 0.0; i++) {
        canvas_line(canvas, body->position, polar(body->position, body->radius, body->angle + i * PI / 2.0),
                    i == 0 ? 3.0 : 1.5, i == 0 ? mark : rim);
    }
    canvas_disc(canvas, body->position, 4.0, color);
}

// An angular spring is a coil at b's axle whose turns are the winding: it
// sweeps θ from a's direction, so a clock wound three turns shows three turns,
// and a spring at rest is a short straight stub. Its colour is the linear
// springs' colour for the same share of a turn.
static void draw_angular_spring(const World *world, Canvas *canvas, const AngularSpring *spring) {
    const Body *a = &world->bodies[spring->a];
    const Body *b = &world->bodies[spring->b];
    double theta = angular_spring_angle(world, spring);
    double inner = 0.15 * b->radius, outer = 0.55 * b->radius;
    int points = 2 + (int)fmin(2000.0, fabs(theta) / (2.0 * PI) * 48.0);
    Vec2 previous = polar(b->position, inner, a->angle);
    for (int i = 1; i <= points; i++) {
        double t = (double)i / points;
        Vec2 next = polar(b->position, inner + t * (outer - inner), a->angle + t * theta);
        canvas_spring(canvas, previous, next, theta / (2.0 * PI));
        previous = next;
    }
    if (vec2_distance(a->position, b->position) > 0.0) {  // wheels on two axles
        canvas_spring(canvas, a->position, b->position, theta / (2.0 * PI));
    }
}

static void draw(const World *world, Canvas *canvas) {
    for (int i = 0; i < world->body_count; i++) {
        draw_body(canvas, &world->bodies[i]);
    }
    for (int i = 0; i < world->angular_spring_count; i++) {
        draw_angular_spring(world, canvas, &world->angular_springs[i]);
    }
    for (int i = 0; i < world->spring_count; i++) {
        const Spring *spring = &world->springs[i];
        double stretch = (spring_length(world, spring) - spring->rest_length) / spring->rest_length;
        canvas_spring(canvas, world->particles[spring->a].position,
                      world->particles[spring->b].position, stretch);
    }
    for (int i = 0; i < world->particle_count; i++) {
        canvas_particle(canvas, world->particles[i].position, world->particles[i].inverse_mass == 0.0);
    }
    if (world->grab.body >= 0) {  // the mouse's hold on a rim
        const Color mouse = {255, 176, 64, 200};
        const Body *held = &world->bodies[world->grab.body];
        canvas_line(canvas, polar(held->position, held->radius, held->angle + world->grab.rim),
                    world->grab.target, 1.5, mouse);
        canvas_disc(canvas, world->grab.target, 3.0, mouse);
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
        .slug = "08-impulses",
        .title = "The same springs as impulses",
        .world = &world,
        .settings = &settings,
        .params = params,
        .param_count = COUNT(params),
        .scenes = scenes,
        .scene_count = COUNT(scenes),
        .limits = limits,
        .limit_count = COUNT(limits),
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
