// clock.h: what the bench programs time with, written once for
// bench_solver.c and micro_sweep.c. clock_gettime needs _POSIX_C_SOURCE,
// which each program defines before its first #include.
#ifndef BENCH_CLOCK_H
#define BENCH_CLOCK_H

#include <time.h>

static inline double seconds_now(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec + 1e-9 * (double)now.tv_nsec;
}

// For qsort: the times in increasing order, so that the median is the middle one.
static inline int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

#endif
