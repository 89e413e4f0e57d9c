// world.c: what the shell reads off a world besides its step: the energy,
// momentum and stretch it measures, whether the step has blown up, each
// particle's state for --dump, the springs in the step's order for
// --springs, and the mouse's pick and grab. sim.c is the step itself.
#include "sim.h"

#include <assert.h>
#include <math.h>

// Kinetic energy ½mv², the springs' ½kx², and gravity's m·g·y: the total that
// the dampers take away.
void world_measure(const World *world, Metrics *metrics) {
    *metrics = (Metrics){.time = world->time};
    for (int i = 0; i < world->particle_count; i++) {
        const Particle *particle = &world->particles[i];
        if (particle->pinned) {
            continue;
        }
        metrics->kinetic += 0.5 * particle->mass * vec2_dot(particle->velocity, particle->velocity);
        metrics->potential -= particle->mass * vec2_dot(world->gravity, particle->position);
        metrics->momentum = vec2_add(metrics->momentum, vec2_scale(particle->velocity, particle->mass));
    }
    for (int i = 0; i < world->spring_count; i++) {
        const Spring *spring = &world->springs[i];
        double x = spring_length(world, spring) - spring->rest_length;
        double stretch = fabs(x) / spring->rest_length;
        metrics->potential += 0.5 * spring->k * x * x;
        metrics->max_stretch = fmax(metrics->max_stretch, stretch);
        metrics->mean_stretch += stretch / world->spring_count;
    }
}

bool world_diverged(const World *world) {
    for (int i = 0; i < world->particle_count; i++) {
        const Particle *particle = &world->particles[i];
        if (!vec2_is_finite(particle->position) || !vec2_is_finite(particle->velocity) ||
            vec2_length(particle->position) > SANE_DISTANCE) {
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
    return world->particle_count;
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

// The nearest moving particle within radius of point, or -1.
int world_pick(const World *world, Vec2 point, double radius) {
    int nearest = -1;
    double nearest_distance = radius;
    for (int i = 0; i < world->particle_count; i++) {
        double distance = vec2_distance(world->particles[i].position, point);
        if (!world->particles[i].pinned && distance <= nearest_distance) {
            nearest = i;
            nearest_distance = distance;
        }
    }
    return nearest;
}

void world_grab(World *world, int particle, Vec2 target) {
    assert(particle >= 0 && particle < world->particle_count);
    world->grab = (Grab){.particle = particle, .target = target};
    // On the mouse at once; each step keeps it there (sim.c, hold_grabbed).
    world->particles[particle].position = target;
    world->particles[particle].velocity = vec2(0.0, 0.0);
}

void world_release(World *world) {
    world->grab.particle = -1;
}
