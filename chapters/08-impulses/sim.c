// sim.c: springs between particles and angular springs between wheels, each
// tuned to its reduced mass or reduced moment of inertia, as impulses, and
// symplectic Euler applying them as changes of velocity.
// An anchor is a particle whose inverse mass is zero, a fixed body one whose
// inverse inertia is zero.
#include "sim.h"

#include <assert.h>
#include <string.h>

void world_init(World *world, const Settings *settings) {
    memset(world, 0, sizeof *world);
    world->dt = settings->dt;
    world->gravity = vec2(0.0, -settings->gravity);
    world->grab = (Grab){.particle = -1, .body = -1};
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

// A body of inertia 0 is fixed: it never turns, like the frame of a clock.
int world_add_body(World *world, Vec2 position, double radius, double inertia) {
    assert(world->body_count < MAX_BODIES && inertia >= 0.0);
    int index = world->body_count++;
    world->bodies[index] = (Body){.position = position, .radius = radius, .inertia = inertia,
                                  .inverse_inertia = inertia > 0.0 ? 1.0 / inertia : 0.0};
    return index;
}

// The rest angle is the angle between the bodies when the spring is made, as a
// linear spring's rest length is the distance.
int world_add_angular_spring(World *world, int a, int b, double cs, double cd) {
    assert(world->angular_spring_count < MAX_ANGULAR_SPRINGS);
    assert(a >= 0 && a < world->body_count && b >= 0 && b < world->body_count && a != b);
    int index = world->angular_spring_count++;
    world->angular_springs[index] = (AngularSpring){
        .a = a, .b = b, .rest_angle = world->bodies[b].angle - world->bodies[a].angle, .cs = cs, .cd = cd};
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
    for (int i = 0; i < world->angular_spring_count; i++) {
        world->angular_springs[i].cs = settings->cs;
        world->angular_springs[i].cd = settings->cd;
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

// The reduced moment of inertia 1/(1/Ia + 1/Ib), the reduced mass's twin: the
// relative angle θ = angle_b − angle_a − rest turns as one wheel of this
// inertia would against a fixed frame, since a torque τ on b and −τ on a
// change the relative angular velocity by τ·(1/Ib + 1/Ia)·dt.
static double reduced_inertia(const World *world, const AngularSpring *spring) {
    double w = world->bodies[spring->a].inverse_inertia + world->bodies[spring->b].inverse_inertia;
    return w > 0.0 ? 1.0 / w : 0.0;
}

// How far the spring is wound from its rest angle, in radians, never wrapped:
// three turns are 6π.
double angular_spring_angle(const World *world, const AngularSpring *spring) {
    return world->bodies[spring->b].angle - world->bodies[spring->a].angle - spring->rest_angle;
}

// Cs times the one-loop stiffness I_red/dt², in N·m/rad.
double angular_spring_stiffness(const World *world, const AngularSpring *spring) {
    return spring->cs * reduced_inertia(world, spring) / (world->dt * world->dt);
}

// Cd times the one-loop damping I_red/dt, in N·m·s/rad.
double angular_spring_damping(const World *world, const AngularSpring *spring) {
    return spring->cd * reduced_inertia(world, spring) / world->dt;
}

static void clear_impulses(World *world) {
    for (int i = 0; i < world->particle_count; i++) {
        world->particles[i].impulse = vec2(0.0, 0.0);
    }
    for (int i = 0; i < world->body_count; i++) {
        world->bodies[i].impulse = 0.0;
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
// impulse J = −(Cs·x/dt + Cd·v)·m_red, the force −(k·x + c·v) held for dt,
// pulls b back toward a and slows the stretching; motion across the axis, or
// of both ends together, meets no damper at all.
static void apply_spring(World *world, const Spring *spring) {
    Particle *a = &world->particles[spring->a];
    Particle *b = &world->particles[spring->b];
    Vec2 axis = vec2_sub(b->position, a->position);
    Vec2 unit = vec2_unit(axis);
    double x = vec2_length(axis) - spring->rest_length;
    double v = vec2_dot(vec2_sub(b->velocity, a->velocity), unit);
    double j = -(spring->cs * x / world->dt + spring->cd * v) * reduced_mass(world, spring);
    Vec2 impulse = vec2_scale(unit, j);
    b->impulse = vec2_add(b->impulse, impulse);
    a->impulse = vec2_sub(a->impulse, impulse);
}

static void apply_springs(World *world) {
    for (int i = 0; i < world->spring_count; i++) {
        apply_spring(world, &world->springs[i]);
    }
}

// The linear spring's law with angles: θ how far it is wound, θ̇ = θ̇b − θ̇a how
// fast it is winding, and the angular impulse −(Cs·θ/dt + Cd·θ̇)·I_red, the
// torque −(k·θ + c·θ̇) held for dt, turns b back and a forward.
static void apply_angular_spring(World *world, const AngularSpring *spring) {
    Body *a = &world->bodies[spring->a];
    Body *b = &world->bodies[spring->b];
    double theta = angular_spring_angle(world, spring);
    double omega = b->omega - a->omega;
    double inertia = reduced_inertia(world, spring);
    double impulse = -(spring->cs * theta / world->dt + spring->cd * omega) * inertia;
    b->impulse += impulse;
    a->impulse -= impulse;
}

static void apply_angular_springs(World *world) {
    for (int i = 0; i < world->angular_spring_count; i++) {
        apply_angular_spring(world, &world->angular_springs[i]);
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
    for (int i = 0; i < world->body_count; i++) {
        Body *body = &world->bodies[i];
        body->omega += body->impulse * body->inverse_inertia;
        body->angle += body->omega * dt;
    }
}

// The angle from a to b, in (−π, π]: the mouse pulls a wheel the short way
// round, whatever the wheel's own angle has wound up to.
static double angle_between(double a, double b) {
    return remainder(b - a, 2.0 * PI);
}

// A wheel held by its rim: the held point is pulled round toward the cursor by
// an angular one-loop spring of zero rest angle at GRAB_STRENGTH.
static void apply_wheel_grab(World *world) {
    Body *held = &world->bodies[world->grab.body];
    Vec2 toward = vec2_sub(world->grab.target, held->position);
    double error = angle_between(atan2(toward.y, toward.x), held->angle + world->grab.rim);
    held->impulse += -(GRAB_STRENGTH * error / world->dt + GRAB_STRENGTH * held->omega) * held->inertia;
}

// The mouse's spring has zero length, so it has no axis: its damper acts on the
// whole velocity. It is a one-loop spring at GRAB_STRENGTH: at full strength it
// would add m/dt² and m/dt to the bob's own spring, and two one-loop springs on
// one particle overshoot, more each step (chapter 04's page shows why;
// chapter 09 comes back to it).
static void apply_grab(World *world) {
    if (world->grab.body >= 0) {
        apply_wheel_grab(world);
    }
    if (world->grab.particle >= 0) {
        Particle *held = &world->particles[world->grab.particle];
        Vec2 offset = vec2_sub(held->position, world->grab.target);
        Vec2 error = vec2_add(vec2_scale(offset, 1.0 / world->dt), held->velocity);
        held->impulse = vec2_add(held->impulse, vec2_scale(error, -GRAB_STRENGTH * held->mass));
    }
}

void world_step(World *world) {
    clear_impulses(world);
    apply_gravity(world);
    apply_springs(world);
    apply_angular_springs(world);
    apply_grab(world);
    integrate(world);
    world->time += world->dt;
}
