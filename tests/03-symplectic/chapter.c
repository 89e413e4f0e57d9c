// Chapter 03's answers to tests/support/chapter.h.
#include "chapter.h"

// Symplectic Euler moves with the new velocity: the fall after n steps is
// g·Δt²·(1 + 2 + ... + n), a step's worth past ½gt².
double chapter_fall_after(int steps) { return steps * (steps + 1) / 2.0; }
