// sim.c: springs between particles, each tuned to its reduced mass, as
// impulses, and symplectic Euler applying them as changes of velocity. Many
// springs share a particle. The naive solver applies each spring's whole rest
// impulse, worked out from the state at the start of the step; the sequential
// solver goes over the springs `iterations` times, each time applying only
// the difference between a spring's rest impulse and what its ends already got,
// after a warm start: part of the impulse the spring kept from the step before.
// An anchor is a particle whose inverse mass is zero.
#include "sim.h"

#include <assert.h>
#include <string.h>

// An empty world of the settings' solver; world_retune gives it the rest of
// the settings, as it gives them to a running world.
void world_init(World *world, const Settings *settings) {
    memset(world, 0, sizeof *world);
    world->solver = settings->solver;
    world->grab = (Grab){.particle = -1};
    world->ball = -1;
    world_retune(world, settings);
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
    world->springs_on[a]++;
    world->springs_on[b]++;
    return index;
}

// Nissen's rule of thumb: a particle pulled by z springs at once takes z
// impulses in one step, so each spring gets 1/(z + 1) of a one-loop spring, z
// the most springs on either of its moving ends. An anchor does not count: the
// springs on it do not move it, so they do not compete. Between two anchors
// the spring does nothing, and the share is 1.
double spring_share(const World *world, const Spring *spring) {
    const Particle *a = &world->particles[spring->a];
    const Particle *b = &world->particles[spring->b];
    int z = 0;
    if (a->inverse_mass > 0.0) {
        z = world->springs_on[spring->a];
    }
    if (b->inverse_mass > 0.0 && world->springs_on[spring->b] > z) {
        z = world->springs_on[spring->b];
    }
    return z > 0 ? 1.0 / (z + 1) : 1.0;
}

// The live parameters, given to a running world: the step, gravity, how the
// sequential solver runs, every moving particle's mass (unless the scene chose
// its own: then the ball's alone) and every spring's coefficients, cs and cd
// times the spring's share when the world is naive (chapter 09's rule, always
// on here): the sequential solver has no tug-of-war to share out. Scenes call it last, once
// every particle's spring count z is known. Positions and velocities stay as they are.
void world_retune(World *world, const Settings *settings) {
    world->dt = settings->dt;
    world->gravity = vec2(0.0, -settings->gravity);
    world->iterations = settings->iterations;
    world->warmstart = settings->warmstart;
    world->warm_rule = settings->warm_rule;
    for (int i = 0; i < world->particle_count; i++) {
        Particle *particle = &world->particles[i];
        if (particle->inverse_mass > 0.0 && (!world->own_masses || i == world->ball)) {
            particle->mass = settings->mass;
            particle->inverse_mass = 1.0 / settings->mass;
        }
    }
    for (int i = 0; i < world->spring_count; i++) {
        Spring *spring = &world->springs[i];
        double share = world->solver == NAIVE ? spring_share(world, spring) : 1.0;
        spring->cs = settings->cs * share;
        spring->cd = settings->cd * share;
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

static void clear_impulses(World *world) {
    for (int i = 0; i < world->particle_count; i++) {
        world->particles[i].impulse = vec2(0.0, 0.0);
    }
}

// Gravity's force m·g, held for one step: the impulse m·g·dt.
static void apply_gravity(World *world) {
    for (int i = 0; i < world->particle_count; i++) {
        Particle *particle = &world->particles[i];
        Vec2 impulse = vec2_scale(world->gravity, particle->mass * world->dt);
        particle->impulse = vec2_add(particle->impulse, impulse);
    }
}

// Hooke's law plus a damper, both along the spring's axis: x = L − L0 is how far
// the spring is stretched, and v = (vb − va)·ê how fast it is stretching. The
// spring is at rest after this step if (vb − va)·ê changes by the target
// Δv* = −(Cs·x/dt + Cd·v), which the impulse m_red·Δv* does: the force
// −(k·x + c·v) held for dt. Axis and target are worked out once a step, from
// its starting state.
static void prepare_spring(World *world, Spring *spring) {
    const Particle *a = &world->particles[spring->a];
    const Particle *b = &world->particles[spring->b];
    Vec2 axis = vec2_sub(b->position, a->position);
    spring->unit = vec2_unit(axis);
    double x = vec2_length(axis) - spring->rest_length;
    double v = vec2_dot(vec2_sub(b->velocity, a->velocity), spring->unit);
    spring->target = -(spring->cs * x / world->dt + spring->cd * v);
}

// The mouse's spring has zero length, so it has no axis: its damper acts on the
// whole velocity. It is a one-loop spring at GRAB_STRENGTH: at full strength it
// would add m/dt² and m/dt to the bob's own spring, and two one-loop springs on
// one particle overshoot, more each step (chapter 04 showed why).
static void prepare_grab(World *world) {
    if (world->grab.particle >= 0) {
        const Particle *held = &world->particles[world->grab.particle];
        Vec2 offset = vec2_sub(held->position, world->grab.target);
        Vec2 error = vec2_add(vec2_scale(offset, 1.0 / world->dt), held->velocity);
        world->grab.change = vec2_scale(error, -GRAB_STRENGTH);
    }
}

// An impulse j along the spring's axis: +j on b, −j on a.
static void push(World *world, const Spring *spring, double j) {
    Vec2 impulse = vec2_scale(spring->unit, j);
    Particle *a = &world->particles[spring->a];
    Particle *b = &world->particles[spring->b];
    b->impulse = vec2_add(b->impulse, impulse);
    a->impulse = vec2_sub(a->impulse, impulse);
}

// A particle's change of velocity so far this step, J/m.
static Vec2 velocity_change(const Particle *particle) {
    return vec2_scale(particle->impulse, particle->inverse_mass);
}

// How much (vb − va)·ê has changed so far this step: gravity's and every
// spring's impulses on the two ends, as changes of velocity J/m.
static double applied_change(const World *world, const Spring *spring) {
    Vec2 a = velocity_change(&world->particles[spring->a]);
    Vec2 b = velocity_change(&world->particles[spring->b]);
    return vec2_dot(vec2_sub(b, a), spring->unit);
}

// The naive spring applies its whole rest impulse, whatever the other springs
// on its ends do: the tug-of-war of chapter 09.
static void apply_spring(World *world, const Spring *spring) {
    push(world, spring, spring->target * reduced_mass(world, spring));
}

// The sequential spring applies what is missing: an impulse j changes
// (vb − va)·ê by j·(wa + wb) = j/m_red, so m_red times the difference between
// the target and the change already there brings the change to the target.
static void correct_spring(World *world, Spring *spring) {
    double missing = spring->target - applied_change(world, spring);
    double j = missing * reduced_mass(world, spring);
    push(world, spring, j);
    spring->kept += j;
}

// The kept impulse, kept·last_unit, projected on this step's axis: the
// article applies `warmstart` of it, unless it pushes (j > 0 moves b away
// from a), and then keeps only this step's corrections. Box2D's way keeps
// the total: the warm start it applied, then the corrections added to it.
static void warm_start(World *world, Spring *spring, Vec2 last_unit) {
    double j = spring->kept * vec2_dot(spring->unit, last_unit) * world->warmstart;
    if (world->warm_rule == WARM_ARTICLE && j > 0.0) {
        j = 0.0;
    }
    push(world, spring, j);
    spring->kept = world->warm_rule == WARM_TOTAL ? j : 0.0;
}

// Once a step, before the sweeps: each spring's axis and target, and each
// sequential spring's warm start along its new axis, in one pass over the
// springs, while the spring still knows the axis its impulse was kept along.
static void prepare_springs(World *world) {
    for (int i = 0; i < world->spring_count; i++) {
        Spring *spring = &world->springs[i];
        Vec2 last_unit = spring->unit;
        prepare_spring(world, spring);
        if (world->solver == SEQUENTIAL) {
            warm_start(world, spring, last_unit);
        }
    }
    prepare_grab(world);
}

// The grab, in the same two ways: once, in full, or what is missing.
static void apply_grab(World *world, bool correct) {
    Particle *held = &world->particles[world->grab.particle];
    Vec2 missing = world->grab.change;
    if (correct) {
        missing = vec2_sub(missing, velocity_change(held));
    }
    held->impulse = vec2_add(held->impulse, vec2_scale(missing, held->mass));
}

static void apply_springs(World *world) {
    for (int i = 0; i < world->spring_count; i++) {
        apply_spring(world, &world->springs[i]);
    }
    if (world->grab.particle >= 0) {
        apply_grab(world, false);
    }
}

// One iteration: every sequential spring in turn, each seeing the impulses
// that the springs before it have just applied. The grab goes first: the
// last correction on a particle has the last word, and the grab, which sets
// both components of the held particle's velocity, would overrule its springs.
static void correct_springs(World *world) {
    if (world->grab.particle >= 0) {
        apply_grab(world, true);
    }
    for (int i = 0; i < world->spring_count; i++) {
        correct_spring(world, &world->springs[i]);
    }
}

// Symplectic Euler: the velocity changes by the impulses of the start of the
// step, J/m, which is (F/m)·dt for J = F·dt, and then the position moves with
// the new velocity. Moving with the new velocity, not the old, is what keeps an
// undamped spring's energy within a band (chapter 03). An anchor's inverse mass
// is 0, so its velocity stays 0 and it stays where it is.
static void integrate(World *world) {
    double dt = world->dt;
    for (int i = 0; i < world->particle_count; i++) {
        Particle *particle = &world->particles[i];
        Vec2 change = vec2_scale(particle->impulse, particle->inverse_mass);
        particle->velocity = vec2_add(particle->velocity, change);
        particle->position = vec2_add(particle->position, vec2_scale(particle->velocity, dt));
    }
}

// Gravity goes first, so that the sequential springs see it among the changes
// already applied and hold it (chapter 10).
void world_step(World *world) {
    clear_impulses(world);
    apply_gravity(world);
    prepare_springs(world);
    if (world->solver == NAIVE) {
        apply_springs(world);
    } else {
        for (int i = 0; i < world->iterations; i++) {
            correct_springs(world);
        }
    }
    integrate(world);
    world->time += world->dt;
}
