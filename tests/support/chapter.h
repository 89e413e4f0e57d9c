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

// Chapters 04-09: the one-loop spring's settings at this step and mass, with
// 9.81 m/s² of gravity: k = m/Δt² and c = m/Δt in chapter 04, Cs = Cd = 1
// from chapter 05, a hand-built spring's starting stretch of 0.5 from 06, the
// rule of 1/(n+1) on in 09.
Settings chapter_settings(double dt, double mass);

// Chapters 04-05: multiplies a spring's stiffness and damping by factor (its
// k and c in chapter 04, its Cs and Cd in chapter 05).
void chapter_scale_spring(World *world, int spring, double factor);

// Chapters 04-05: adds a one-loop spring between particles a and b (Cs = Cd = 1
// from chapter 05) and returns its index.
int chapter_add_spring(World *world, int a, int b);

// Chapters 04-05: a spring's stiffness k and damping c in N/m and N·s/m, as
// the next step will use them.
double chapter_stiffness(const World *world, int spring);
double chapter_damping(const World *world, int spring);

// Chapters 04-05: gives a spring to an anchor the continuous critical damper
// c = 2·sqrt(k·m), m the moving end's mass.
void chapter_set_critical_damping(World *world, int spring);

// Chapters 06-09: how far the dumbbell and the hand-built springs of chapter
// 06's tests start stretched: the settings' `stretch` in chapters 06-08;
// chapter 09 has no such parameter and keeps it beside its fixtures.
double chapter_stretch(const Settings *settings);
void chapter_set_stretch(Settings *settings, double stretch);

// Chapters 06-09: lets the scenes keep the coefficients the settings give
// their springs. Chapters 06-08 always do; chapter 09 turns its rule off.
void chapter_coefficients_as_given(Settings *settings);

// Chapters 06-09: the free pairs of chapter 06. sim.h declares these scenes
// in chapters 06-08; chapter 09 keeps them as test fixtures in its chapter.c.
void dumbbell_defaults(Settings *settings);
void dumbbell_build(World *world, const Settings *settings);
void spinning_defaults(Settings *settings);
void spinning_build(World *world, const Settings *settings);

// Chapters 10-12: the program's defaults for a scene (defaults may be NULL),
// with the solver (NAIVE or SEQUENTIAL: an int, since the chapters before 10
// have no Solver) and the sequential iterations asked, in chapter 10's step:
// no warm start (chapter 11's) and the whole correction (chapter 12's), so
// that chapter 10's claims hold, as they are, in the chapters that carry them.
Settings chapter_solver_settings(void (*defaults)(Settings *), int solver, int iterations);

// The Makefile names, for every test build, the chapter's program and the one
// before it: CHAPTER_SLUG ("10-sequential") and PREVIOUS_SLUG
// ("09-many-springs"), both in bin_dir() when make test runs.

#endif
