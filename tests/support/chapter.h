// chapter.h: what a carried test asks of the chapter it runs in.
//
// A chapter carries an earlier chapter's test file (tests/NN-slug/carried) and
// compiles it against its own sim.h. Where a claim holds in every chapter
// that carries it but one number follows the chapter's own step, the test
// asks for that number here, and each chapter that carries the test answers
// in tests/NN-slug/chapter.c. Only those chapters define these functions;
// the linker names a missing one.
#ifndef CHAPTER_H
#define CHAPTER_H

#include "sim.h"

// Chapters 02-03: a particle falling from rest with no drag is at
// g·Δt²·chapter_fall_after(n) below its start after n steps, exactly: the
// integrator's sum of its velocities, n(n − 1)/2 with explicit Euler (the
// position moves with the old velocity), n(n + 1)/2 with symplectic Euler
// (with the new one).
double chapter_fall_after(int steps);

#endif
