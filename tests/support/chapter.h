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

// Chapters 01-09: the chapter's spring's settings at this step and mass, with
// 9.81 m/s² of gravity: chapter 01's k = 20 N/m in chapters 01-03 (no damper,
// no drag); from 04 the one-loop spring, k = m/Δt² and c = m/Δt in chapter
// 04, Cs = Cd = 1 and a hand-built spring's starting stretch of 0.5 from
// chapter 05, the rule of 1/(n+1) on in 09.
Settings chapter_settings(double dt, double mass);

// Chapters 04-05: multiplies a spring's stiffness and damping by factor (its
// k and c in chapter 04, its Cs and Cd in chapter 05).
void chapter_scale_spring(World *world, int spring, double factor);

// Chapters 04-05: adds a one-loop spring between particles a and b (Cs = Cd = 1
// from chapter 05) and returns its index.
int chapter_add_spring(World *world, int a, int b);

// Chapters 04-10: a spring's stiffness k and damping c in N/m and N·s/m, as
// the next step will use them.
double chapter_stiffness(const World *world, int spring);
double chapter_damping(const World *world, int spring);

// Chapters 04-05: gives a spring to an anchor the continuous critical damper
// c = 2·sqrt(k·m), m the moving end's mass.
void chapter_set_critical_damping(World *world, int spring);

// Chapters 05-10: how far the dumbbell and the hand-built springs start
// stretched: the settings' `stretch` in chapters 05-08; chapter 09 has no such
// parameter and keeps it beside its fixtures.
double chapter_stretch(const Settings *settings);
void chapter_set_stretch(Settings *settings, double stretch);

// Chapters 04-10: lets the scenes keep the coefficients the settings give
// their springs. Chapters 04-08 always do; chapter 09 turns its rule off.
void chapter_coefficients_as_given(Settings *settings);

// Chapters 05-10: a spring at the settings' Cs and Cd between particle 0, of
// `first` kg, at (−1, 0) and particle 1, of `second` kg, 1 m along x from it
// and pulled out by chapter_stretch; at rest and with no gravity. An infinite
// `first` is an anchor (inverse mass 0). Chapter 05 tunes a spring to its bob
// alone, so there particle 0 is always an anchor; from chapter 06 both ends
// are free and the stretch moves as that bob did, with the reduced mass.
void chapter_pair_build(World *world, const Settings *settings, double first, double second);

// Chapters 04-10: builds, with its defaults, a scene whose particles have
// masses of their own, which the mass slider must leave alone: `masses` in
// chapters 04-05, the dumbbell from 06.
void chapter_own_masses_build(World *world, Settings *settings);

// Chapters 04-10: the mass a spring is tuned to: its moving end's in chapters
// 04-05, the reduced mass 1/(wa + wb) from chapter 06.
double chapter_tuned_mass(const World *world, int spring);

// Chapters 06-09: the free pairs of chapter 06. sim.h declares these scenes
// in chapters 06-08; chapter 09 keeps them as test fixtures in its chapter.c.
void dumbbell_defaults(Settings *settings);
void dumbbell_build(World *world, const Settings *settings);
void spinning_defaults(Settings *settings);
void spinning_build(World *world, const Settings *settings);

// Chapters 10-12 answer chapter_solver_settings, declared in
// chapter_solver.h: it names sim.h's Solver, which earlier chapters lack.

// The Makefile names, for every test build, the chapter's program and the one
// before it: CHAPTER_SLUG ("10-sequential") and PREVIOUS_SLUG
// ("09-many-springs"), both in bin_dir() when make test runs.

#endif
