// many_springs.h: what chapter 09's tests and soaks share: the settings a
// scene starts from and a run that watches it hold.
#ifndef MANY_SPRINGS_H
#define MANY_SPRINGS_H

#include <stdbool.h>

#include "sim.h"

// The program's defaults (Cs = Cd = 1, the rule on, size 20), then the
// scene's own (defaults may be NULL).
Settings defaults_of(void (*defaults)(Settings *));

// Runs `steps` steps; true if the world stayed finite and within
// SANE_DISTANCE. *largest is the largest stretch of any spring on the way.
bool holds(World *w, int steps, double *largest);

// A scene with every spring at Cs = Cd = c: the rule off.
void build_uniform(World *w, void (*defaults)(Settings *), void (*build)(World *, const Settings *), double c);

#endif
