// sim.c: springs that bring a particle to rest length in one step, and
// symplectic Euler.
#include "sim.h"

#include <assert.h>
#include <string.h>

void world_init(World *world, const Settings *settings) {
    memset(world, 0, sizeof *world);
    world->dt = settings->dt;
    world->gravity = vec2(0.0, -settings->gravity);
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

// One end is an anchor, and the stiffness and damping are chosen for the mass
// m of the end that moves: k = m/dt² and c = m/dt bring it to rest length in
// one step (the book derives it). Chapter 06 frees the other end.
static void tune_spring(const World *world, Spring *spring) {
    const Particle *a = &world->particles[spring->a];
    const Particle *b = &world->particles[spring->b];
    double mass = a->pinned ? b->mass : a->mass;
    double dt = world->dt;
    spring->k = mass / (dt * dt);
    spring->c = mass / dt;
}

// A spring's rest length is the distance between its ends when it is made.
int world_add_spring(World *world, int a, int b) {
    assert(world->spring_count < MAX_SPRINGS);
    assert(a >= 0 && a < world->particle_count && b >= 0 && b < world->particle_count);
    assert(world->particles[a].pinned != world->particles[b].pinned);
    double rest_length = vec2_distance(world->particles[a].position, world->particles[b].position);
    assert(rest_length > 0.0);
    int index = world->spring_count++;
    world->springs[index] = (Spring){.a = a, .b = b, .rest_length = rest_length};
    tune_spring(world, &world->springs[index]);
    return index;
}

// The live parameters, given to a running world: the step, gravity and every
// moving particle's mass (unless the scene chose its own masses), and every
// spring tuned again for them, so that it still reaches rest in one loop.
// Positions and velocities stay as they are.
void world_retune(World *world, const Settings *settings) {
    world->dt = settings->dt;
    world->gravity = vec2(0.0, -settings->gravity);
    for (int i = 0; i < world->particle_count; i++) {
        if (!world->particles[i].pinned && !world->own_masses) {
            world->particles[i].mass = settings->mass;
        }
    }
    for (int i = 0; i < world->spring_count; i++) {
        tune_spring(world, &world->springs[i]);
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
// step, and then the position moves with the new velocity. Moving with the new
// velocity, not the old, is what keeps an undamped spring's energy within a
// band (chapter 03).
static void integrate(World *world) {
    double dt = world->dt;
    for (int i = 0; i < world->particle_count; i++) {
        Particle *particle = &world->particles[i];
        if (particle->pinned) {
            continue;
        }
        Vec2 acceleration = vec2_scale(particle->force, 1.0 / particle->mass);
        particle->velocity = vec2_add(particle->velocity, vec2_scale(acceleration, dt));
        particle->position = vec2_add(particle->position, vec2_scale(particle->velocity, dt));
    }
}

// The mouse's spring has zero length, so it has no axis: its damper acts on the
// whole velocity. It is a one-loop spring at GRAB_STRENGTH: at full strength it
// would add m/dt² and m/dt to the bob's own spring, and two one-loop springs on
// one particle overshoot, more each step (chapter 04's page shows why;
// chapter 09 comes back to it).
static void apply_grab(World *world) {
    if (world->grab.particle >= 0) {
        Particle *held = &world->particles[world->grab.particle];
        double k = GRAB_STRENGTH * held->mass / (world->dt * world->dt);
        double c = GRAB_STRENGTH * held->mass / world->dt;
        Vec2 offset = vec2_sub(held->position, world->grab.target);
        Vec2 force = vec2_add(vec2_scale(offset, -k), vec2_scale(held->velocity, -c));
        held->force = vec2_add(held->force, force);
    }
}

void world_step(World *world) {
    clear_forces(world);
    apply_gravity(world);
    apply_springs(world);
    apply_grab(world);
    integrate(world);
    world->time += world->dt;
}
