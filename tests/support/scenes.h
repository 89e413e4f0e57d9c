// scenes.h: the scenes a test builds by name, written once for the chapters
// with scenes of their own (05 on). Header-only (static inline), as
// measure.h, because World and Settings are each chapter's own: each test
// file compiles these against the sim.h of the chapter it runs in.
#ifndef SCENES_H
#define SCENES_H

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

#endif
