// world.c: what the shell reads off a world besides its step: the energy,
// momentum and stretch it measures, whether the step has blown up, each
// particle's state for --dump, the springs in the step's order for
// --springs, and the mouse's pick and grab. sim.c is the step itself.
#include "sim.h"

#include <assert.h>
#include <math.h>

// Kinetic energy ½mv² and ½Iθ̇², the springs' ½kx² and ½kθ², and gravity's
// m·g·y: the total that the dampers take away. The angular momentum, the
// chapter's own CSV column, is the wheels' Iθ̇ plus the particles' m·r×v about
// the origin: torques in equal and opposite pairs leave it alone.
void world_measure(const World *world, Metrics *metrics) {
    *metrics = (Metrics){.time = world->time};
    for (int i = 0; i < world->particle_count; i++) {
        const Particle *particle = &world->particles[i];
        metrics->kinetic += 0.5 * particle->mass * vec2_dot(particle->velocity, particle->velocity);
        metrics->potential -= particle->mass * vec2_dot(world->gravity, particle->position);
        metrics->momentum = vec2_add(metrics->momentum, vec2_scale(particle->velocity, particle->mass));
    }
    for (int i = 0; i < world->spring_count; i++) {
        const Spring *spring = &world->springs[i];
        double x = spring_length(world, spring) - spring->rest_length;
        double stretch = fabs(x) / spring->rest_length;
        metrics->potential += 0.5 * spring_stiffness(world, spring) * x * x;
        metrics->max_stretch = fmax(metrics->max_stretch, stretch);
        metrics->mean_stretch += stretch / world->spring_count;
    }
    double angular_momentum = 0.0;
    for (int i = 0; i < world->particle_count; i++) {
        const Particle *particle = &world->particles[i];
        angular_momentum += particle->mass * vec2_cross(particle->position, particle->velocity);
    }
    for (int i = 0; i < world->body_count; i++) {
        const Body *body = &world->bodies[i];
        metrics->kinetic += 0.5 * body->inertia * body->omega * body->omega;
        angular_momentum += body->inertia * body->omega;
    }
    for (int i = 0; i < world->angular_spring_count; i++) {
        const AngularSpring *spring = &world->angular_springs[i];
        double theta = angular_spring_angle(world, spring);
        metrics->potential += 0.5 * angular_spring_stiffness(world, spring) * theta * theta;
    }
    metrics->extra[0] = angular_momentum;
}

bool world_diverged(const World *world) {
    for (int i = 0; i < world->particle_count; i++) {
        const Particle *particle = &world->particles[i];
        if (!vec2_is_finite(particle->position) || !vec2_is_finite(particle->velocity) ||
            vec2_length(particle->position) > SANE_DISTANCE) {
            return true;
        }
    }
    for (int i = 0; i < world->body_count; i++) {
        const Body *body = &world->bodies[i];
        if (!isfinite(body->angle) || !isfinite(body->omega)) {
            return true;
        }
    }
    return false;
}

int world_states(const World *world, BodyState *rows, int capacity) {
    for (int i = 0; i < world->particle_count && i < capacity; i++) {
        const Particle *particle = &world->particles[i];
        rows[i] = (BodyState){
            .kind = 'p', .index = i, .position = particle->position, .velocity = particle->velocity};
    }
    for (int i = 0; i < world->body_count && world->particle_count + i < capacity; i++) {
        const Body *body = &world->bodies[i];
        rows[world->particle_count + i] = (BodyState){
            .kind = 'b', .index = i, .position = body->position, .angle = body->angle, .omega = body->omega};
    }
    return world->particle_count + world->body_count;
}

// The step visits the springs in the order the scene made them: the array's.
int world_springs(const World *world, SpringRow *rows, int capacity) {
    for (int i = 0; i < world->spring_count && i < capacity; i++) {
        const Spring *spring = &world->springs[i];
        rows[i] = (SpringRow){
            .index = i, .a = spring->a, .b = spring->b, .rest_length = spring->rest_length};
    }
    return world->spring_count;
}

// A wheel that turns, taken near its rim, or -1.
static int pick_wheel(const World *world, Vec2 point, double radius) {
    for (int i = 0; i < world->body_count; i++) {
        const Body *body = &world->bodies[i];
        double from_axle = vec2_distance(body->position, point);
        if (body->inverse_inertia > 0.0 && fabs(from_axle - body->radius) <= radius) {
            return i;
        }
    }
    return -1;
}

// The first call for a wheel remembers where on its rim it was taken; later
// calls only move the target.
static void grab_wheel(World *world, int body, Vec2 target) {
    assert(body >= 0 && body < world->body_count);
    if (world->grab.body != body) {
        const Body *held = &world->bodies[body];
        Vec2 toward = vec2_sub(target, held->position);
        world->grab = (Grab){.particle = -1, .body = body,
                             .rim = atan2(toward.y, toward.x) - held->angle};
    }
    world->grab.target = target;
}

// The nearest moving particle within radius of point, else a wheel's rim
// (WHEEL_HANDLE + its index), else -1.
int world_pick(const World *world, Vec2 point, double radius) {
    int nearest = -1;
    double nearest_distance = radius;
    for (int i = 0; i < world->particle_count; i++) {
        double distance = vec2_distance(world->particles[i].position, point);
        if (world->particles[i].inverse_mass > 0.0 && distance <= nearest_distance) {
            nearest = i;
            nearest_distance = distance;
        }
    }
    if (nearest < 0) {
        int wheel = pick_wheel(world, point, radius);
        return wheel >= 0 ? WHEEL_HANDLE + wheel : -1;
    }
    return nearest;
}

void world_grab(World *world, int handle, Vec2 target) {
    if (handle >= WHEEL_HANDLE) {
        grab_wheel(world, handle - WHEEL_HANDLE, target);
        return;
    }
    assert(handle >= 0 && handle < world->particle_count);
    world->grab = (Grab){.particle = handle, .body = -1, .target = target};
}

void world_release(World *world) {
    world->grab = (Grab){.particle = -1, .body = -1};
}
