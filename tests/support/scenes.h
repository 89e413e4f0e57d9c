// scenes.h: the scenes a test builds by name, and the runs it makes over
// them, written once for the chapters with scenes of their own (05 on).
// Header-only (static inline), as measure.h, because World and Settings are
// each chapter's own: each test file compiles these against the sim.h of the
// chapter it runs in.
#ifndef SCENES_H
#define SCENES_H

#include <criterion/criterion.h>
#include <stdbool.h>

#include "sim.h"

// A scene as a test names it: its name for messages, its defaults (NULL
// where it has none of its own: the settings it is given are its defaults),
// its build, and how far a test allows its springs to stretch (0 where no
// test bounds it).
typedef struct {
    const char *name;
    void (*defaults)(Settings *settings);
    void (*build)(World *world, const Settings *settings);
    double stretch_bound;
} SceneCase;

// The settings given, with the scene's own defaults on top.
static inline Settings with_scene_defaults(const SceneCase *scene, Settings settings) {
    if (scene->defaults != NULL) {
        scene->defaults(&settings);
    }
    return settings;
}

// ---------------------------------------------------------------------------
// The mouse over every particle.

// Where the mouse holds a particle: at its own spot and half a metre away in
// four directions.
enum { MOUSE_OFFSETS = 5 };
static const Vec2 mouse_offsets[MOUSE_OFFSETS] = {{0.0, 0.0}, {0.5, 0.0}, {-0.5, 0.0}, {0.0, 0.5}, {0.0, -0.5}};

// One hold: the scene, built afresh at `settings`; the particle held; where,
// relative to the particle.
typedef struct {
    const SceneCase *scene;
    const Settings *settings;
    int particle;
    Vec2 offset;
} HeldParticle;

// What a test does with one hold, in the world just built: it skips an
// anchor (each chapter knows its own), holds the particle and checks the run.
typedef void HoldCheck(World *world, const HeldParticle *hold);

// Builds each scene at `base` with its own defaults, then, for every particle
// and every one of the `offset_count` offsets, builds it afresh, so that no
// hold starts from another's motion, and hands it to `check`.
static inline void hold_every_particle(World *world, const SceneCase *scenes, int scene_count, Settings base,
                                       const Vec2 *offsets, int offset_count, HoldCheck *check) {
    for (int scene = 0; scene < scene_count; scene++) {
        Settings s = with_scene_defaults(&scenes[scene], base);
        scenes[scene].build(world, &s);
        int particles = world->particle_count;
        for (int held = 0; held < particles; held++) {
            for (int k = 0; k < offset_count; k++) {
                scenes[scene].build(world, &s);
                check(world, &(HeldParticle){&scenes[scene], &s, held, offsets[k]});
            }
        }
    }
}

// ---------------------------------------------------------------------------
// A measurement along a sweep of a setting.

// A setting and the values it takes, in order.
typedef struct {
    const char *setting;  // as the log and a failure name it: "iterations"
    const double *values;
    int count;
} Sweep;

// A measurement of a scene at one value of a setting.
typedef double SceneMeasure(const SceneCase *scene, double value);

typedef enum { FALLS, RISES } Trend;

// True if `to` lies beyond `from` the trend's way: strictly below it (FALLS)
// or above it (RISES).
static inline bool moves(Trend trend, double from, double to) {
    return trend == FALLS ? to < from : to > from;
}

// Measures the scene at each value of the sweep, in order, logs each, and
// checks that each step of the sweep moves the measurement the trend's way,
// and that the whole sweep takes it past `factor` times its first: below
// (FALLS) or above (RISES).
static inline void expect_scene_trend(const SceneCase *scene, SceneMeasure *measure, const Sweep *sweep, Trend trend,
                                      double factor) {
    const char *way = trend == FALLS ? "fall" : "rise", *past = trend == FALLS ? "below" : "above";
    double first = 0.0, before = 0.0;
    for (int k = 0; k < sweep->count; k++) {
        double now = measure(scene, sweep->values[k]);
        cr_log_info("%s, %s %g: %g", scene->name, sweep->setting, sweep->values[k], now);
        if (k == 0) {
            first = now;
        } else {
            cr_assert(moves(trend, before, now), "%s: %g at %s %g, then %g at %s %g: it should %s", scene->name,
                      before, sweep->setting, sweep->values[k - 1], now, sweep->setting, sweep->values[k], way);
        }
        before = now;
    }
    cr_assert(moves(trend, factor * first, before), "%s: %g at %s %g, %g at %s %g: it should %s %s %g times the first",
              scene->name, first, sweep->setting, sweep->values[0], before, sweep->setting,
              sweep->values[sweep->count - 1], way, past, factor);
}

// expect_scene_trend on each of the scenes.
static inline void expect_trend(const SceneCase *scenes, int scene_count, SceneMeasure *measure, const Sweep *sweep,
                                Trend trend, double factor) {
    for (int i = 0; i < scene_count; i++) {
        expect_scene_trend(&scenes[i], measure, sweep, trend, factor);
    }
}

#endif
