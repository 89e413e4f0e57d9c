// hooke.h: the settings of chapters 01-03's tests, written once. Header-only
// (static inline), as measure.h, because Settings is each chapter's own type:
// a Hooke spring's k, with the damper and drag of chapter 02 and later at
// zero unless a test sets them.
#ifndef HOOKE_H
#define HOOKE_H

#include "sim.h"

// A world at this step, with moving particles of `mass` kg on springs of
// stiffness k, and 9.81 m/s² of gravity.
static inline Settings hooke_settings(double dt, double mass, double k) {
    return (Settings){.dt = dt, .gravity = 9.81, .mass = mass, .k = k};
}

// The steps, masses and stiffnesses at which chapters 01 and 03 check the
// energy of a bob: the chapter's defaults (1/60 s, 1 kg, 20 N/m), then a
// heavier bob on a softer spring, a stiff spring at a short step, and a long
// step on a weak spring.
typedef struct {
    double dt, mass, k;
} HookeCase;

enum { HOOKE_CASES = 4 };
static const HookeCase hooke_cases[HOOKE_CASES] = {
    {1.0 / 60.0, 1.0, 20.0},
    {1.0 / 60.0, 2.0, 5.0},
    {1.0 / 240.0, 0.5, 100.0},
    {0.01, 10.0, 1.0},
};

// Builds `single` from each settings, with its defaults: two bobs to run side
// by side.
static inline void single_build_both(World *a, Settings *sa, World *b, Settings *sb) {
    single_defaults(sa);
    single_defaults(sb);
    single_build(a, sa);
    single_build(b, sb);
}

// The first step from rest that chapters 01 and 03 compare: `single`, a 2 kg
// bob on a 50 N/m spring pulled out along it by its default stretch, one step
// of 0.01 s. Returns the stretch x before the step, and where the bob was in
// *start.
static inline double first_step_from_rest(World *w, Vec2 *start) {
    Settings s = hooke_settings(0.01, 2.0, 50.0);
    single_defaults(&s);
    single_build(w, &s);
    *start = w->particles[1].position;
    double x = spring_length(w, &w->springs[0]) - w->springs[0].rest_length;
    world_step(w);
    return x;
}

#endif
