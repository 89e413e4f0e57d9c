// sim.c: springs between any two particles, tuned to their reduced mass, and
// symplectic Euler. An anchor is a particle whose inverse mass is zero.
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
    world->particles[index] = (Particle){.position = position, .mass = mass, .inverse_mass = 1.0 / mass};
    return index;
}

// An anchor's inverse mass is zero, so the integrator moves it by nothing
// whatever force it feels: no flag and no branch needed.
int world_add_anchor(World *world, Vec2 position) {
    assert(world->particle_count < MAX_PARTICLES);
    int index = world->particle_count++;
    world->particles[index] = (Particle){.position = position};
    return index;
}

// A spring's rest length is the distance between its ends when it is made. It
// keeps only its coefficients: its k and c follow the masses and the time step.
int world_add_spring(World *world, int a, int b, double cs, double cd) {
    assert(world->spring_count < MAX_SPRINGS);
    assert(a >= 0 && a < world->particle_count && b >= 0 && b < world->particle_count);
    double rest_length = vec2_distance(world->particles[a].position, world->particles[b].position);
    assert(rest_length > 0.0);
    int index = world->spring_count++;
    world->springs[index] = (Spring){.a = a, .b = b, .rest_length = rest_length, .cs = cs, .cd = cd};
    return index;
}

// The live parameters, given to a running world: the step, gravity, every
// moving particle's mass (unless the scene chose its own) and every spring's
// coefficients. Positions and velocities stay as they are.
void world_retune(World *world, const Settings *settings) {
    world->dt = settings->dt;
    world->gravity = vec2(0.0, -settings->gravity);
    for (int i = 0; i < world->particle_count; i++) {
        Particle *particle = &world->particles[i];
        if (particle->inverse_mass > 0.0 && !world->own_masses) {
            particle->mass = settings->mass;
            particle->inverse_mass = 1.0 / settings->mass;
        }
    }
    for (int i = 0; i < world->spring_count; i++) {
        world->springs[i].cs = settings->cs;
        world->springs[i].cd = settings->cd;
    }
}

double spring_length(const World *world, const Spring *spring) {
    return vec2_distance(world->particles[spring->a].position, world->particles[spring->b].position);
}

// The reduced mass 1/(wa + wb): the stretch x = |b − a| − L0 moves as one
// particle of this mass would on a spring to a fixed anchor, since a force F
// on b and −F on a change the relative velocity by F·(wb + wa)·dt. With an
// anchor at one end it is the other end's mass; between two anchors nothing
// can move, and 0 keeps the spring from producing 1/0.
static double reduced_mass(const World *world, const Spring *spring) {
    double w = world->particles[spring->a].inverse_mass + world->particles[spring->b].inverse_mass;
    return w > 0.0 ? 1.0 / w : 0.0;
}

// Cs times the one-loop stiffness m_red/dt², with this step's masses and dt:
// the stretch's motion per step then depends on Cs alone (the book derives it).
double spring_stiffness(const World *world, const Spring *spring) {
    return spring->cs * reduced_mass(world, spring) / (world->dt * world->dt);
}

// Cd times the one-loop damping m_red/dt.
double spring_damping(const World *world, const Spring *spring) {
    return spring->cd * reduced_mass(world, spring) / world->dt;
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
    double k = spring_stiffness(world, spring), c = spring_damping(world, spring);
    Vec2 force = vec2_scale(unit, -(k * x + c * v));
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
// band (chapter 03). An anchor's inverse mass is 0, so its velocity stays 0 and
// it stays where it is.
static void integrate(World *world) {
    double dt = world->dt;
    for (int i = 0; i < world->particle_count; i++) {
        Particle *particle = &world->particles[i];
        Vec2 acceleration = vec2_scale(particle->force, particle->inverse_mass);
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
