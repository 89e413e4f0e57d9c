// session.h: one run of a chapter's scene: loading it with the right parameter
// values, stepping it, and noticing when it blows up. The window, the headless
// runner and the screenshot all drive a Stage: one Session, or a pair of them
// side by side. Plain C, no SDL.
#ifndef SESSION_H
#define SESSION_H

#include <stdbool.h>
#include <stddef.h>
#include "app.h"
#include "cli.h"

typedef struct {
    const Chapter *chapter;
    const Options *options;
    int scene;
    World *world;        // the chapter's world, or its twin for a pair's right side
    const Param *varies; // in a pair, the parameter this world holds at value; else NULL
    double value;
    long steps;          // steps taken since the scene was built
    bool diverged;       // frozen: the state left the sane range
    long diverged_at;    // the step that did it
    Metrics start, now;  // measured at step 0 and after the last step
    double peak_stretch; // the largest max_stretch seen so far
    double stretch_sum;  // of mean_stretch over every measured step, for the run's mean
    long retuned_at;     // the step of the last live change, -1 for none: start is measured there
} Session;

// What the program shows: one world, or the chapter's pair (see Pair in app.h).
typedef struct {
    int count;            // 1, or 2 for a pair
    Session sides[2];     // the pair's left and right worlds; sides[0] alone
    const char *labels[2];  // each side's name in a pair: the varying parameter's value
} Stage;

// Builds scene from the chapter's defaults, then the scene's own, then the
// command line's --param values, in the chapter's one world.
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
// Where the session's scene is seen from: its own view, or the one the
// chapter gives it at the current settings.
View session_view(const Session *session);
double metrics_energy(const Metrics *metrics);

// Loads the scene as session_load does, into one world or, when the pair's
// parameter holds the pair's value, into both worlds of the pair.
void stage_load(Stage *stage, const Chapter *chapter, const Options *options, int scene);
void stage_restart(Stage *stage);
void stage_retune(Stage *stage);
// Steps every side that is not frozen. Returns false once all are.
bool stage_step(Stage *stage);
// Every side frozen.
bool stage_diverged(const Stage *stage);

// The words the window shows of a stage, which the book's live pages show
// too: the status line along the bottom (step, time, the chapter's key
// metric), and a pair's caption over each half.
void stage_status(const Stage *stage, bool paused, char *text, size_t size);
void stage_caption(const Stage *stage, int side, char *text, size_t size);

#endif
