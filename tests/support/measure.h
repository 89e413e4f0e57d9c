// measure.h: what a test reads off a world, and the runs that read it,
// written once for every chapter.
// Header-only (static inline) because World is each chapter's own type: each
// test file compiles these against the sim.h of the chapter it runs in.
#ifndef MEASURE_H
#define MEASURE_H

#include <math.h>

#include "sim.h"

// The total energy the chapter's world_measure reports: kinetic plus potential.
static inline double measured_energy(const World *w) {
    Metrics metrics;
    world_measure(w, &metrics);
    return metrics.kinetic + metrics.potential;
}

// The total linear momentum world_measure reports.
static inline Vec2 measured_momentum(const World *w) {
    Metrics metrics;
    world_measure(w, &metrics);
    return metrics.momentum;
}

// Σ m·(r × v) of the particles about the origin (a wheel's own spin, from
// chapter 07, is not in it).
static inline double particles_angular_momentum(const World *w) {
    double total = 0.0;
    for (int i = 0; i < w->particle_count; i++) {
        const Particle *p = &w->particles[i];
        total += p->mass * vec2_cross(p->position, p->velocity);
    }
    return total;
}

// How far spring i is from its rest length: x = L − L0.
static inline double spring_stretch(const World *w, int i) {
    return spring_length(w, &w->springs[i]) - w->springs[i].rest_length;
}

// b's position and velocity relative to a: the coordinate whose motion a
// spring between them sees (from chapter 06, with the reduced mass).
static inline Vec2 relative_position(const World *w, int a, int b) {
    return vec2_sub(w->particles[b].position, w->particles[a].position);
}

static inline Vec2 relative_velocity(const World *w, int a, int b) {
    return vec2_sub(w->particles[b].velocity, w->particles[a].velocity);
}

// Steps two worlds side by side, `steps` steps, and returns the largest
// difference in x or in y between the positions of their particles (the same
// index in each) at any step: rounding, for two runs that take the same path.
static inline double farthest_apart(World *a, World *b, int steps) {
    double most = 0.0;
    for (int step = 1; step <= steps; step++) {
        world_step(a);
        world_step(b);
        for (int i = 0; i < a->particle_count; i++) {
            Vec2 apart = vec2_sub(a->particles[i].position, b->particles[i].position);
            most = fmax(most, fmax(fabs(apart.x), fabs(apart.y)));
        }
    }
    return most;
}

// Steps the world `steps` times and returns what world_measure reports then:
// a scene left to settle, read at its last step.
static inline Metrics measured_after(World *w, int steps) {
    for (int step = 0; step < steps; step++) {
        world_step(w);
    }
    Metrics metrics;
    world_measure(w, &metrics);
    return metrics;
}

// Steps the world `steps` times and returns the most its energy (kinetic,
// springs and gravity, as world_measure counts it) rose above where it
// started: 0 when it never did, which springs with dampers should only allow.
// NaN if the world blows up, so that no claim about a gain can pass then.
static inline double energy_gain(World *w, int steps) {
    double start = measured_energy(w), peak = start;
    for (int step = 0; step < steps; step++) {
        world_step(w);
        if (world_diverged(w)) {
            return NAN;
        }
        peak = fmax(peak, measured_energy(w));
    }
    return peak - start;
}

// Steps the world `steps` times and returns the mean over them of the mean
// stretch |L − L0|/L0 of its springs, as the summary's mean_stretch reads a
// run. NaN if the world blows up, so that no claim about a stretch can pass.
static inline double mean_stretch_over(World *w, int steps) {
    double sum = 0.0;
    for (int step = 0; step < steps; step++) {
        world_step(w);
        if (world_diverged(w)) {
            return NAN;
        }
        Metrics metrics;
        world_measure(w, &metrics);
        sum += metrics.mean_stretch;
    }
    return sum / steps;
}

// Steps the world `steps` times and returns how far the particles' angular
// momentum moved, relative to where it started.
static inline double angular_momentum_drift(World *w, int steps) {
    double start = particles_angular_momentum(w);
    for (int step = 0; step < steps; step++) {
        world_step(w);
    }
    return fabs(particles_angular_momentum(w) - start) / fabs(start);
}

// Steps a world whose particles all glide at one velocity, `steps` steps, and
// returns how far it strayed from gliding: the largest of each spring's
// distance from its rest length, the change in either component of the
// momentum, and each particle's distance, in x or in y, from where the glide
// alone would have carried it.
static inline double glide_error(World *w, int steps) {
    static Vec2 start[MAX_PARTICLES];
    Vec2 momentum = measured_momentum(w);
    for (int i = 0; i < w->particle_count; i++) {
        start[i] = w->particles[i].position;
    }
    for (int step = 0; step < steps; step++) {
        world_step(w);
    }
    Vec2 moved = vec2_sub(measured_momentum(w), momentum);
    double most = fmax(fabs(moved.x), fabs(moved.y));
    for (int i = 0; i < w->spring_count; i++) {
        most = fmax(most, fabs(spring_stretch(w, i)));
    }
    for (int i = 0; i < w->particle_count; i++) {
        Vec2 glide = vec2_add(start[i], vec2_scale(w->particles[i].velocity, steps * w->dt));
        Vec2 off = vec2_sub(w->particles[i].position, glide);
        most = fmax(most, fmax(fabs(off.x), fabs(off.y)));
    }
    return most;
}

// Steps the world until it diverges, `most` steps at the most, and returns
// the steps taken: the step that diverged, if one did.
static inline int steps_until_diverged(World *w, int most) {
    int step = 0;
    while (step < most && !world_diverged(w)) {
        world_step(w);
        step++;
    }
    return step;
}

#endif
