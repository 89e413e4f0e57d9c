// sim.c: springs between particles, each tuned to its reduced mass, as
// impulses, and symplectic Euler applying them as changes of velocity. Many
// springs share a particle. Each step is split into substeps; in each, a
// solver goes over the springs `iterations` times, each time applying the
// difference between a spring's target and what its ends already got. The
// soft step starts each substep from the impulse each spring has applied so
// far, softens each correction by taking back part of that impulse, and once
// the particles have moved, relaxes: sweeps that stop the springs' stretching
// and aim at no position. An anchor is a particle whose inverse mass is zero.
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

// A spring's rest length is the distance between its ends when it is made.
// Its coefficients are the world's, from hertz and ζ.
int world_add_spring(World *world, int a, int b) {
    assert(world->spring_count < MAX_SPRINGS);
    assert(a >= 0 && a < world->particle_count && b >= 0 && b < world->particle_count);
    double rest_length = vec2_distance(world->particles[a].position, world->particles[b].position);
    assert(rest_length > 0.0);
    int index = world->spring_count++;
    world->springs[index] = (Spring){.a = a, .b = b, .rest_length = rest_length};
    return index;
}

// region: map
// Box2D's soft constraint at frequency f and damping ratio ζ, held for a
// substep h, is Nissen's spring with Cs = Ω²/D and Cd = (Ω² + 2ζΩ)/D, where
// Ω = 2πf·h and D = 1 + 2ζΩ + Ω² (the book derives it). A stiff spring or a
// long substep, Ω ≫ 1, tends to Cs = Cd = 1.
void soft_coefficients(double hertz, double zeta, double h, double *cs, double *cd) {
    double omega_h = 2.0 * PI * hertz * h;  // Ω = ωh, the angle the swing turns in a substep
    double d = 1.0 + 2.0 * zeta * omega_h + omega_h * omega_h;
    *cs = omega_h * omega_h / d;
    *cd = (omega_h * omega_h + 2.0 * zeta * omega_h) / d;
}
// end region: map

// The live parameters, given to a running world: the step and its substeps,
// gravity, how the solver runs, every moving particle's mass (unless the
// scene chose its own: then the ball's alone) and the springs' coefficients.
// Scenes call it last. Positions and velocities stay as they are.
void world_retune(World *world, const Settings *settings) {
    world->dt = settings->dt;
    world->gravity = vec2(0.0, -settings->gravity);
    world->substeps = settings->substeps;
    world->h = world->dt / world->substeps;
    soft_coefficients(settings->hertz, settings->zeta, world->h, &world->cs, &world->cd);
    // region: spend
    // The same sweeps a substep, spent two ways: the soft step makes
    // `iterations` with its bias and `relax` without, starting from the
    // springs' whole impulses; the small steps make as many, all toward
    // their targets, from nothing.
    if (world->solver == SOFT_STEP) {
        world->iterations = settings->iterations;
        world->relax = settings->relax;
        world->warmstart = settings->warmstart;
        world->softness = 1.0 - world->cd;
    } else {
        world->iterations = settings->iterations + settings->relax;
        world->relax = 0;
        world->warmstart = 0.0;
        world->softness = 0.0;
    }
    // end region: spend
    for (int i = 0; i < world->particle_count; i++) {
        Particle *particle = &world->particles[i];
        if (particle->inverse_mass > 0.0 && (!world->own_masses || i == world->ball)) {
            particle->mass = settings->mass;
            particle->inverse_mass = 1.0 / settings->mass;
        }
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

// Cs times the one-loop stiffness m_red/h², with this step's masses and
// substep: the stretch's motion per substep then depends on Cs alone (the
// book derives it). At the same Cs, S substeps make a spring S² times stiffer.
double spring_stiffness(const World *world, const Spring *spring) {
    return world->cs * reduced_mass(world, spring) / (world->h * world->h);
}

// Cd times the one-loop damping m_red/h.
double spring_damping(const World *world, const Spring *spring) {
    return world->cd * reduced_mass(world, spring) / world->h;
}

static void clear_impulses(World *world) {
    for (int i = 0; i < world->particle_count; i++) {
        world->particles[i].impulse = vec2(0.0, 0.0);
    }
}

// Gravity's force m·g, held for one substep: the impulse m·g·h.
static void apply_gravity(World *world) {
    for (int i = 0; i < world->particle_count; i++) {
        Particle *particle = &world->particles[i];
        Vec2 impulse = vec2_scale(world->gravity, particle->mass * world->h);
        particle->impulse = vec2_add(particle->impulse, impulse);
    }
}

// Hooke's law plus a damper, both along the spring's axis: x = L − L0 is how far
// the spring is stretched, and v = (vb − va)·ê how fast it is stretching. The
// spring is at rest after this substep if (vb − va)·ê changes by the target
// Δv* = −(Cs·x/h + Cd·v), which the impulse m_red·Δv* does: the force
// −(k·x + c·v) held for h. Axis and target are worked out once a substep,
// from its starting state, and again when it relaxes, with cs = 0, cd = 1.
static void prepare_spring(World *world, Spring *spring, double cs, double cd) {
    const Particle *a = &world->particles[spring->a];
    const Particle *b = &world->particles[spring->b];
    Vec2 axis = vec2_sub(b->position, a->position);
    spring->unit = vec2_unit(axis);
    double x = vec2_length(axis) - spring->rest_length;
    double v = vec2_dot(vec2_sub(b->velocity, a->velocity), spring->unit);
    spring->target = -(cs * x / world->h + cd * v);
}

// The mouse's spring has zero length, so it has no axis: its damper acts on the
// whole velocity. It is a one-loop spring at GRAB_STRENGTH: at full strength it
// would add m/dt² and m/dt to the bob's own spring, and two one-loop springs on
// one particle overshoot, more each step (chapter 04 showed why).
static void prepare_grab(World *world) {
    if (world->grab.particle >= 0) {
        const Particle *held = &world->particles[world->grab.particle];
        Vec2 offset = vec2_sub(held->position, world->grab.target);
        Vec2 error = vec2_add(vec2_scale(offset, 1.0 / world->h), held->velocity);
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

// region: correct
// The sequential spring applies what is missing: an impulse j changes
// (vb − va)·ê by j·(wa + wb) = j/m_red, so m_red times the difference between
// the target and the change already there brings the change to the target.
// A soft spring solves its own implicit equation with every other impulse
// held as a load (Gauss–Seidel): it counts the changes already there at Cd
// only, as its damper sees them, and takes back `softness` = 1 − Cd of its
// own impulse so far (the book derives it).
static void correct_spring(World *world, Spring *spring, double softness) {
    double missing = spring->target - (1.0 - softness) * applied_change(world, spring);
    double j = missing * reduced_mass(world, spring) - softness * spring->kept;
    push(world, spring, j);
    spring->kept += j;
}
// end region: correct

// Box2D's warm start: the spring applies `warmstart` of the whole impulse it
// applied in the substep before, along its new axis, and sums this
// substep's corrections onto it.
static void warm_start(World *world, Spring *spring) {
    spring->kept *= world->warmstart;
    push(world, spring, spring->kept);
}

// Once a substep, before the sweeps: each spring's axis and target, and its
// warm start along its new axis.
static void prepare_springs(World *world) {
    for (int i = 0; i < world->spring_count; i++) {
        Spring *spring = &world->springs[i];
        prepare_spring(world, spring, world->cs, world->cd);
        warm_start(world, spring);
    }
    prepare_grab(world);
}

// The grab's share: what is missing from its change of the held particle's velocity.
static void apply_grab(World *world) {
    Particle *held = &world->particles[world->grab.particle];
    Vec2 missing = vec2_sub(world->grab.change, velocity_change(held));
    held->impulse = vec2_add(held->impulse, vec2_scale(missing, held->mass));
}

// One iteration: every spring in turn, each seeing the impulses that the
// springs before it have just applied. The grab goes first: the last
// correction on a particle has the last word, and the grab, which sets both
// components of the held particle's velocity, would overrule its springs.
static void correct_springs(World *world) {
    if (world->grab.particle >= 0) {
        apply_grab(world);
    }
    for (int i = 0; i < world->spring_count; i++) {
        correct_spring(world, &world->springs[i], world->softness);
    }
}

// The impulses collected so far, as changes of velocity J/m.
static void apply_impulses(World *world) {
    for (int i = 0; i < world->particle_count; i++) {
        Particle *particle = &world->particles[i];
        particle->velocity = vec2_add(particle->velocity, velocity_change(particle));
    }
}

// Symplectic Euler: the velocity changes by the impulses of the start of the
// step, J/m, which is (F/m)·dt for J = F·dt, and then the position moves with
// the new velocity. Moving with the new velocity, not the old, is what keeps an
// undamped spring's energy within a band (chapter 03). An anchor's inverse mass
// is 0, so its velocity stays 0 and it stays where it is.
static void integrate(World *world) {
    apply_impulses(world);
    for (int i = 0; i < world->particle_count; i++) {
        Particle *particle = &world->particles[i];
        particle->position = vec2_add(particle->position, vec2_scale(particle->velocity, world->h));
    }
}

// region: relax
// Box2D's relax of a rigid joint (a joint with its spring on keeps its soft
// solve in relax), once the particles have moved: every spring, along its new
// axis, is given the target of a rigid link that aims at no length, Δv* = −v
// (Cs = 0, Cd = 1), and the sweeps bring each there as chapter 10's springs
// did. The velocity the bias gave to close a stretch is taken back, once it
// has done its work on the positions, and what relax applies joins `kept`.
// On a lone spring that empties `kept` of the bias; on a chain a sweep
// empties only part of it, and brakes the stretching (the book weighs both).
static void relax(World *world) {
    clear_impulses(world);
    for (int i = 0; i < world->spring_count; i++) {
        prepare_spring(world, &world->springs[i], 0.0, 1.0);
    }
    for (int sweep = 0; sweep < world->relax; sweep++) {
        for (int i = 0; i < world->spring_count; i++) {
            correct_spring(world, &world->springs[i], 0.0);
        }
    }
    apply_impulses(world);
}
// end region: relax

// One substep of h. Gravity goes first, so that the springs see it among the
// changes already applied (chapter 10).
static void substep(World *world) {
    clear_impulses(world);
    apply_gravity(world);
    prepare_springs(world);
    for (int i = 0; i < world->iterations; i++) {
        correct_springs(world);
    }
    integrate(world);
    if (world->relax > 0) {
        relax(world);
    }
}

// A step of dt: `substeps` small steps of h = dt/substeps, each with its own
// axes, targets and sweeps, the next starting from where the last one moved
// the particles.
void world_step(World *world) {
    for (int i = 0; i < world->substeps; i++) {
        substep(world);
    }
    world->time += world->dt;
}
