// metrics.h: what a chapter's physics reports about its world, as plain data.
// The shell turns these into the status line, the CSV, the dump, the springs'
// list and the summary.
#ifndef METRICS_H
#define METRICS_H

#include "vec2.h"

enum { METRICS_MAX_EXTRA = 4, SPRING_MAX_EXTRA = 2 };

typedef struct {
    double time;          // simulated seconds since the scene was built
    double kinetic;       // J
    double potential;     // J: springs plus gravity
    Vec2 momentum;        // kg·m/s
    double max_stretch;   // largest |L − L0| / L0 over the springs
    double mean_stretch;  // mean |L − L0| / L0 over the springs
    double extra[METRICS_MAX_EXTRA];  // the chapter's own CSV columns, in order
} Metrics;

// One moving thing, as a row of --dump: a particle ('p') or, later, a body ('b').
typedef struct {
    char kind;
    int index;
    Vec2 position;
    double angle;
    Vec2 velocity;
    double omega;
} BodyState;

// One spring, as a row of --springs: the rows come in the order the step
// visits the springs, so a figure of that order reads it from the program.
typedef struct {
    int index;           // its place in the world's array of springs
    int a, b;            // its ends, numbered as --dump numbers the particles
    double rest_length;  // m
    double extra[SPRING_MAX_EXTRA];  // the chapter's own columns, in order (chapter 16: its batch)
} SpringRow;

#endif
