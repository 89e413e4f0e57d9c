// headless.h: running a scene with no window: CSV, dump and the summary line.
#ifndef HEADLESS_H
#define HEADLESS_H

#include <stdio.h>
#include "session.h"

// Runs the session's scene for steps steps (fewer if it diverges), writing a CSV
// row per step to csv and a row per body per step to dump (either may be NULL),
// and the summary line to out. Returns false if an output could not be written.
bool headless_run(Session *session, long steps, FILE *csv, FILE *dump, FILE *out);

void headless_write_summary(const Session *session, FILE *out);

#endif
