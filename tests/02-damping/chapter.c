// Chapter 02's answers to tests/support/chapter.h.
#include "chapter.h"

// Explicit Euler moves with the old velocity: the fall after n steps is
// g·Δt²·(0 + 1 + ... + (n − 1)), a step's worth short of ½gt².
double chapter_fall_after(int steps) { return steps * (steps - 1) / 2.0; }
