// metrics.h: what a chapter's physics reports about its world, as plain data.
// The shell turns these into the status line, the CSV, the dump and the summary.
#ifndef METRICS_H
#define METRICS_H

#include "vec2.h"

enum { METRICS_MAX_EXTRA = 4 };

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

#endif
