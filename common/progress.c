// progress.c: the progress line, redrawn in place with a carriage return.
#define _POSIX_C_SOURCE 200809L
#include "progress.h"

#include <time.h>

// Quiet for the first second, so runs that end quickly print nothing; then a
// redraw every quarter second, which a terminal shows without flicker.
#define PROGRESS_DELAY 1.0
#define PROGRESS_INTERVAL 0.25

static double now(void) {
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return (double)time.tv_sec + 1e-9 * (double)time.tv_nsec;
}

void progress_begin(Progress *progress, const char *name, long total, FILE *terminal) {
    *progress = (Progress){.terminal = terminal, .name = name, .total = total};
    if (terminal != NULL) {
        progress->started = progress->last_shown = now();
    }
}

void progress_update(Progress *progress, long done) {
    if (progress == NULL || progress->terminal == NULL) {
        return;
    }
    double time = now(), elapsed = time - progress->started;
    if (elapsed < PROGRESS_DELAY || time - progress->last_shown < PROGRESS_INTERVAL) {
        return;
    }
    double rate = (double)done / elapsed;
    double left = rate > 0.0 ? (double)(progress->total - done) / rate : 0.0;
    // \033[K erases what a longer previous line left on the right.
    fprintf(progress->terminal, "\r%s: step %ld of %ld (%.0f%%), %.3g steps/s, about %.0f s left\033[K",
            progress->name, done, progress->total, 100.0 * (double)done / (double)progress->total,
            rate, left);
    fflush(progress->terminal);
    progress->last_shown = time;
    progress->shown = true;
}

void progress_end(Progress *progress) {
    if (progress != NULL && progress->shown) {
        fprintf(progress->terminal, "\r\033[K");
        fflush(progress->terminal);
        progress->shown = false;
    }
}
