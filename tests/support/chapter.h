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

// Chapters 04-05: the one-loop spring's settings at this step and mass, with
// 9.81 m/s² of gravity: k = m/Δt² and c = m/Δt in chapter 04, Cs = Cd = 1 in
// chapter 05.
Settings chapter_settings(double dt, double mass);

// Chapters 04-05: multiplies a spring's stiffness and damping by factor (its
// k and c in chapter 04, its Cs and Cd in chapter 05).
void chapter_scale_spring(World *world, int spring, double factor);

#endif
