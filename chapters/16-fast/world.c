// world.c: what the shell reads off a world besides its step: the energy,
// momentum and stretch it measures, whether the step has blown up, each
// particle's state for --dump, the springs in the step's order for
// --springs, and the mouse's pick and grab. They read the floats and add
// them up in doubles. sim.c is the step itself.
#include "sim.h"

#include <assert.h>
#include <math.h>

// Kinetic energy ½mv², the springs' ½x²/α, and gravity's m·g·y. The
// angular momentum, the CSV's own column since chapter 07, is the
// particles' m·r×v about the origin.
void world_measure(const World *world, Metrics *metrics) {
    *metrics = (Metrics){.time = world->time};
    double angular_momentum = 0.0;
    for (int i = 0; i < world->particle_count; i++) {
        Vec2 position = particle_position(world, i), velocity = particle_velocity(world, i);
        double mass = world->mass[i];
        metrics->kinetic += 0.5 * mass * vec2_dot(velocity, velocity);
        metrics->potential += mass * world->gravity * position.y;
        metrics->momentum = vec2_add(metrics->momentum, vec2_scale(velocity, mass));
        angular_momentum += mass * vec2_cross(position, velocity);
    }
    for (int i = 0; i < world->spring_count; i++) {
        double x = spring_length(world, i) - world->rest_length[i];
        double stretch = fabs(x) / world->rest_length[i];
        metrics->potential += 0.5 * spring_stiffness(world) * x * x;
        metrics->max_stretch = fmax(metrics->max_stretch, stretch);
        metrics->mean_stretch += stretch / world->spring_count;
    }
    metrics->extra[0] = angular_momentum;
}

bool world_diverged(const World *world) {
    for (int i = 0; i < world->particle_count; i++) {
        Vec2 position = particle_position(world, i), velocity = particle_velocity(world, i);
        if (!vec2_is_finite(position) || !vec2_is_finite(velocity) || vec2_length(position) > SANE_DISTANCE) {
            return true;
        }
    }
    return false;
}

int world_states(const World *world, BodyState *rows, int capacity) {
    for (int i = 0; i < world->particle_count && i < capacity; i++) {
        rows[i] = (BodyState){.kind = 'p',
                              .index = i,
                              .position = particle_position(world, i),
                              .velocity = particle_velocity(world, i)};
    }
    return world->particle_count;
}

static SpringRow spring_row(const World *world, int spring, int batch) {
    return (SpringRow){.index = spring,
                       .a = world->a[spring],
                       .b = world->b[spring],
                       .rest_length = world->rest_length[spring],
                       .extra = {batch}};
}

// The sweep's order: batch after batch, each batch's runs in turn, each
// spring with the batch it is swept in. The threads share a batch's runs,
// but its springs share no particle, so no order within it changes a bit.
int world_springs(const World *world, SpringRow *rows, int capacity) {
    int row = 0;
    for (int batch = 0; batch < world->batch_count; batch++) {
        for (int run = world->batch_start[batch]; run < world->batch_start[batch + 1]; run++) {
            for (int k = 0; k < world->runs[run].count; k++, row++) {
                if (row < capacity) rows[row] = spring_row(world, world->runs[run].first + k, batch);
            }
        }
    }
    return row;
}

// The nearest moving particle within radius of point, else -1.
int world_pick(const World *world, Vec2 point, double radius) {
    int nearest = -1;
    double nearest_distance = radius;
    for (int i = 0; i < world->particle_count; i++) {
        double distance = vec2_distance(particle_position(world, i), point);
        if (world->inverse_mass[i] > 0 && distance <= nearest_distance) {
            nearest = i;
            nearest_distance = distance;
        }
    }
    return nearest;
}

void world_grab(World *world, int particle, Vec2 target) {
    assert(particle >= 0 && particle < world->particle_count);
    world->grab = (Grab){.particle = particle, .x = (Real)target.x, .y = (Real)target.y};
}

void world_release(World *world) {
    world->grab = (Grab){.particle = -1};
}
