// progress.h: a progress line on a terminal during a long headless run: steps
// done, the rate, the time left. It shows only after the run has lasted a
// second and is redrawn at most four times a second, on one line that is
// erased at the end, so short runs and logs never see it. Plain C and POSIX.
#ifndef PROGRESS_H
#define PROGRESS_H

#include <stdbool.h>
#include <stdio.h>

typedef struct {
    FILE *terminal;      // where the line goes; NULL shows nothing
    const char *name;    // the program's name, first on the line
    long total;          // the steps asked for
    double started;      // seconds on the monotonic clock
    double last_shown;   // when the line was last drawn
    bool shown;          // the line is on screen
} Progress;

// terminal is NULL when stderr is not a terminal: a pipe or a file gets no
// progress line.
void progress_begin(Progress *progress, const char *name, long total, FILE *terminal);
void progress_update(Progress *progress, long done);
void progress_end(Progress *progress);

#endif
