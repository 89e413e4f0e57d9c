// headless.h: running a scene with no window: CSV, dump, the springs and the
// summary line.
#ifndef HEADLESS_H
#define HEADLESS_H

#include <stdbool.h>
#include <stdio.h>
#include "output.h"
#include "progress.h"
#include "session.h"

typedef enum {
    HEADLESS_FINISHED,     // every step asked for, or up to the divergence
    HEADLESS_INTERRUPTED,  // stopped early by a signal (see interrupt.h); rows so far are whole
    HEADLESS_WRITE_FAILED, // a write to csv or dump failed: its Output says why
} HeadlessEnd;

// Runs the stage's scene for steps steps (fewer if it diverges), writing a CSV
// row per step to csv and a row per body per step to dump (either may be NULL;
// a dump is of one world only), and stops at once when a write fails or a
// signal asks it to. progress may be NULL.
HeadlessEnd headless_run(Stage *stage, long steps, Output *csv, Output *dump, Progress *progress);

// After the run: a row per spring of the stage's one world (a pair is
// refused in app.c), in the order its step visits them, to springs. False
// when a write fails: springs says why.
bool headless_write_springs(const Stage *stage, Output *springs);

// One summary line, or one for each world of a pair with its world=NAME.
void headless_write_summary(const Stage *stage, FILE *out);

#endif
