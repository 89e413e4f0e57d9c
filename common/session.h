// session.h: one run of a chapter's scene: loading it with the right parameter
// values, stepping it, and noticing when it blows up. The window, the headless
// runner and the screenshot all drive a Session. Plain C, no SDL.
#ifndef SESSION_H
#define SESSION_H

#include <stdbool.h>
#include "app.h"
#include "cli.h"

typedef struct {
    const Chapter *chapter;
    const Options *options;
    int scene;
    long steps;          // steps taken since the scene was built
    bool diverged;       // frozen: the state left the sane range
    long diverged_at;    // the step that did it
    Metrics start, now;  // measured at step 0 and after the last step
    double peak_stretch; // the largest max_stretch seen so far
    double stretch_sum;  // of mean_stretch over every measured step, for the run's mean
    long retuned_at;     // the step of the last live change, -1 for none: start is measured there
} Session;

// Builds scene from the chapter's defaults, then the scene's own, then the
// command line's --param values.
void session_load(Session *session, const Chapter *chapter, const Options *options, int scene);

// Builds the current scene again with the parameter values as they are now.
void session_restart(Session *session);

// A live parameter changed: the world takes the new values where it stands,
// and start is measured again, so that what the status line compares with
// belongs to the same parameters.
void session_retune(Session *session);

// One step, unless the session is frozen. Returns false once it is.
bool session_step(Session *session);

double session_mean_stretch(const Session *session);
double metrics_energy(const Metrics *metrics);

#endif
