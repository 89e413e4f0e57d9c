// follow.h: chapter 16 and chapter 15 run side by side on one scene, in the
// same sweep order, and how far apart their particles end up. Written once
// for the short runs (test_fast.c) and the long ones (soak_fast.c).
#ifndef FOLLOW_H
#define FOLLOW_H

#include <criterion/criterion.h>
#include <math.h>

#include "sim.h"
#include "teaching.h"

// Chapter 16's particle i is chapter 15's particle teaching_of[i]: the one
// built at the same place (chapter 16 lays the cloth's rows out in another
// order). A spring is matched by its ends.
static int teaching_of[MAX_PARTICLES], sweep_order[MAX_SPRINGS];

static inline void match_particles(const World *world) {
    int n = teaching_particle_count();
    cr_assert_eq(world->particle_count, n);
    for (int i = 0; i < n; i++) {
        teaching_of[i] = -1;
        for (int j = 0; j < n; j++) {
            if (vec2_distance(particle_position(world, i), teaching_position(j)) < 1e-6) {
                teaching_of[i] = j;
                break;
            }
        }
        cr_assert(teaching_of[i] >= 0, "particle %d has no twin in chapter 15", i);
    }
}

// Chapter 15 sweeps its springs in the order chapter 16 lists them
// (world_springs, the program's --springs): order[k] is the chapter 15
// spring with the ends of the k-th spring listed. Chapter 16 following
// chapter 15 to float rounding then also says that the listing is the
// order its sweep visits the springs in: another order would part them by
// far more (a sweep's order changes where it leaves each particle).
static inline void match_order(const World *world) {
    static SpringRow listed[MAX_SPRINGS];
    int n = teaching_spring_count();
    cr_assert_eq(world->spring_count, n);
    cr_assert_eq(world_springs(world, listed, MAX_SPRINGS), n);
    for (int k = 0; k < n; k++) {
        int a = teaching_of[listed[k].a], b = teaching_of[listed[k].b];
        sweep_order[k] = -1;
        for (int s = 0; s < n; s++) {
            int sa, sb;
            teaching_spring_ends(s, &sa, &sb);
            if ((sa == a && sb == b) || (sa == b && sb == a)) {
                sweep_order[k] = s;
                break;
            }
        }
        cr_assert(sweep_order[k] >= 0, "spring %d has no twin in chapter 15", k);
    }
    teaching_set_order(sweep_order, n);
}

// The largest distance between a chapter 16 particle and its chapter 15 twin.
static inline double apart(const World *world) {
    double largest = 0.0;
    for (int i = 0; i < world->particle_count; i++) {
        largest = fmax(largest, vec2_distance(particle_position(world, i), teaching_position(teaching_of[i])));
    }
    return largest;
}

typedef struct {
    double fast;     // m: chapter 16 from chapter 15, in the same order
    double rounded;  // m: chapter 15 with its state stored in floats, from chapter 15
} Apart;

// The mouse, when `held` (a chapter 16 particle) is not -1: from the
// start, it holds that particle half a metre to the right of where it was
// built, in both chapters.
static inline void hold(World *world, int held) {
    if (held >= 0) {
        Vec2 target = vec2_add(particle_position(world, held), vec2(0.5, 0.0));
        world_grab(world, held, target);
        teaching_grab(teaching_of[held], target);
    }
}

// Runs the scene `steps` steps three ways: chapter 16, chapter 15, and
// chapter 15 rounding its state to floats after every substep; returns how
// far the first and the last end from the second. The world comes built
// from `settings`.
static inline Apart follow_held(World *world, const char *scene, const Settings *settings, int steps, int held) {
    static Vec2 exact[MAX_PARTICLES];
    cr_assert(teaching_build(scene, settings->dt, settings->substeps, settings->iterations, settings->compliance,
                             settings->size));
    match_particles(world);
    match_order(world);
    hold(world, held);
    for (int step = 0; step < steps; step++) {
        teaching_step(false);
    }
    int n = world->particle_count;
    for (int i = 0; i < n; i++) {
        exact[i] = teaching_position(teaching_of[i]);
    }
    teaching_build(scene, settings->dt, settings->substeps, settings->iterations, settings->compliance,
                   settings->size);
    teaching_set_order(sweep_order, world->spring_count);
    hold(world, held);
    for (int step = 0; step < steps; step++) {
        teaching_step(true);
        world_step(world);
    }
    Apart result = {0.0, 0.0};
    for (int i = 0; i < n; i++) {
        result.fast = fmax(result.fast, vec2_distance(particle_position(world, i), exact[i]));
        result.rounded = fmax(result.rounded, vec2_distance(teaching_position(teaching_of[i]), exact[i]));
    }
    return result;
}

static inline Apart follow(World *world, const char *scene, const Settings *settings, int steps) {
    return follow_held(world, scene, settings, steps, -1);
}

#endif
