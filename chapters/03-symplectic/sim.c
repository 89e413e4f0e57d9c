// sim.c: Hooke springs with dampers along their axes, and symplectic Euler.
#include "sim.h"

#include <assert.h>
#include <string.h>

void world_init(World *world, const Settings *settings) {
    memset(world, 0, sizeof *world);
    world->dt = settings->dt;
    world->gravity = vec2(0.0, -settings->gravity);
    world->drag = settings->drag;
    world->grab.particle = -1;
}

int world_add_particle(World *world, Vec2 position, double mass) {
    assert(world->particle_count < MAX_PARTICLES && mass > 0.0);
    int index = world->particle_count++;
    world->particles[index] = (Particle){.position = position, .mass = mass};
    return index;
}

int world_add_anchor(World *world, Vec2 position) {
    int index = world_add_particle(world, position, 1.0);
    world->particles[index].pinned = true;
    return index;
}

// A spring's rest length is the distance between its ends when it is made.
int world_add_spring(World *world, int a, int b, double k, double c) {
    assert(world->spring_count < MAX_SPRINGS);
    assert(a >= 0 && a < world->particle_count && b >= 0 && b < world->particle_count);
    double rest_length = vec2_distance(world->particles[a].position, world->particles[b].position);
    assert(rest_length > 0.0);
    int index = world->spring_count++;
    world->springs[index] = (Spring){.a = a, .b = b, .rest_length = rest_length, .k = k, .c = c};
    return index;
}

// The live parameters, given to a running world: the step, gravity, drag,
// every moving particle's mass and every spring's k and c. Positions and
// velocities stay as they are, so the motion goes on under the new values.
void world_retune(World *world, const Settings *settings) {
    world->dt = settings->dt;
    world->gravity = vec2(0.0, -settings->gravity);
    world->drag = settings->drag;
    for (int i = 0; i < world->particle_count; i++) {
        if (!world->particles[i].pinned) {
            world->particles[i].mass = settings->mass;
        }
    }
    for (int i = 0; i < world->spring_count; i++) {
        world->springs[i].k = settings->k;
        world->springs[i].c = settings->c;
    }
}

double spring_length(const World *world, const Spring *spring) {
    return vec2_distance(world->particles[spring->a].position, world->particles[spring->b].position);
}

static void clear_forces(World *world) {
    for (int i = 0; i < world->particle_count; i++) {
        world->particles[i].force = vec2(0.0, 0.0);
    }
}

static void apply_gravity(World *world) {
    for (int i = 0; i < world->particle_count; i++) {
        Particle *particle = &world->particles[i];
        particle->force = vec2_add(particle->force, vec2_scale(world->gravity, particle->mass));
    }
}

// Hooke's law plus a damper, both along the spring's axis: x = L − L0 is how far
// the spring is stretched, and v = (vb − va)·ê how fast it is stretching. The
// force −(k·x + c·v) pulls b back toward a and slows the stretching; motion
// across the axis, or of both ends together, meets no damper at all.
static void apply_spring(World *world, const Spring *spring) {
    Particle *a = &world->particles[spring->a];
    Particle *b = &world->particles[spring->b];
    Vec2 axis = vec2_sub(b->position, a->position);
    Vec2 unit = vec2_unit(axis);
    double x = vec2_length(axis) - spring->rest_length;
    double v = vec2_dot(vec2_sub(b->velocity, a->velocity), unit);
    Vec2 force = vec2_scale(unit, -(spring->k * x + spring->c * v));
    b->force = vec2_add(b->force, force);
    a->force = vec2_sub(a->force, force);
}

static void apply_springs(World *world) {
    for (int i = 0; i < world->spring_count; i++) {
        apply_spring(world, &world->springs[i]);
    }
}

// Symplectic Euler: the velocity changes with the force of the start of the
// step, and then the position moves with the new velocity. Swapping two lines
// is the whole change from explicit Euler, and the undamped spring now keeps
// its energy within a band instead of gaining it every step, while
// k < 4m/dt².
static void integrate(World *world) {
    double dt = world->dt;
    for (int i = 0; i < world->particle_count; i++) {
        Particle *particle = &world->particles[i];
        if (particle->pinned || i == world->grab.particle) {
            continue;
        }
        Vec2 acceleration = vec2_scale(particle->force, 1.0 / particle->mass);
        particle->velocity = vec2_add(particle->velocity, vec2_scale(acceleration, dt));
        particle->position = vec2_add(particle->position, vec2_scale(particle->velocity, dt));
    }
}

// Global drag, Lucas W.'s `velocity *= .99`: it removes a fraction of every
// velocity every step, whatever the velocity is relative to. A falling stone
// and a box gliding through space slow down just as a shaking spring does.
static void apply_drag(World *world) {
    for (int i = 0; i < world->particle_count; i++) {
        Particle *particle = &world->particles[i];
        particle->velocity = vec2_scale(particle->velocity, 1.0 - world->drag);
    }
}

// The held particle follows the mouse exactly and carries no velocity of its own.
static void hold_grabbed(World *world) {
    if (world->grab.particle >= 0) {
        Particle *held = &world->particles[world->grab.particle];
        held->position = world->grab.target;
        held->velocity = vec2(0.0, 0.0);
    }
}

void world_step(World *world) {
    clear_forces(world);
    apply_gravity(world);
    apply_springs(world);
    integrate(world);
    apply_drag(world);
    hold_grabbed(world);
    world->time += world->dt;
}
