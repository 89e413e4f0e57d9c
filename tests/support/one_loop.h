// one_loop.h: the grid of pairs on which chapter 06 checks that a linear
// spring and chapter 07 that an angular one between two free ends reaches
// rest in one loop, written once. Header-only (static inline), as measure.h;
// it needs nothing of a chapter's own but the check it is handed.
#ifndef ONE_LOOP_H
#define ONE_LOOP_H

// A one-loop check of one pair at step dt: the masses (or inertias) of its
// two ends, and the stretch (or winding) and the rate it starts with.
typedef void OneLoopCheck(double dt, double a, double b, double start, double speed);

enum { ONE_LOOP_STARTS = 5, ONE_LOOP_SPEEDS = 3 };

// Runs the check from every start at every speed, on every pair of the grid
// (in kg for particles, kg·m² for wheels): for each ratio of 1, 10 and 1000,
// an end of 1 against one of `ratio`, the lighter first and then last, at
// 1/60 s; a light pair (0.1 and 0.1·ratio) at a short step, 1/240 s; and a
// heavy one (100·ratio and 100) at a long step, 1/30 s.
static inline void check_one_loop_grid(OneLoopCheck *check, const double starts[ONE_LOOP_STARTS],
                                       const double speeds[ONE_LOOP_SPEEDS]) {
    const double ratios[] = {1.0, 10.0, 1000.0};
    for (int i = 0; i < ONE_LOOP_STARTS; i++) {
        for (int j = 0; j < ONE_LOOP_SPEEDS; j++) {
            for (int r = 0; r < 3; r++) {
                check(1.0 / 60.0, 1.0, ratios[r], starts[i], speeds[j]);
                check(1.0 / 60.0, ratios[r], 1.0, starts[i], speeds[j]);
                check(1.0 / 240.0, 0.1, 0.1 * ratios[r], starts[i], speeds[j]);
                check(1.0 / 30.0, 100.0 * ratios[r], 100.0, starts[i], speeds[j]);
            }
        }
    }
}

#endif
