// fake_chapter.h: a tiny chapter for testing the shell without any real physics:
// one "particle" whose position grows by k each step, diverging past 100.
#ifndef FAKE_CHAPTER_H
#define FAKE_CHAPTER_H

#include "app.h"

struct Settings {
    double dt, k;
    int iterations, solver;
};

struct World {
    double x;
    double dt;
    double time;
    int builds;
    int retunes;
    int solver;  // the value it was built with
};

extern World fake_world, fake_twin;
extern Settings fake_settings;
extern const Chapter fake_chapter;

#endif
