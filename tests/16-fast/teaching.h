// teaching.h: chapter 15's XPBD, the teaching chapter this one rewrites,
// linked into chapter 16's tests under names of its own (teaching.c), so
// that a test can run both on the same scene and compare them. Its World is
// chapter 15's, in doubles; the test sees it only through these functions.
#ifndef TEACHING_H
#define TEACHING_H

#include <stdbool.h>
#include "vec2.h"

// Builds chapter 15's scene `name` (cloth, rope, ...) for XPBD at these
// settings, with its springs in chapter 15's scene order; false for a name
// chapter 15 does not have.
bool teaching_build(const char *name, double dt, int substeps, int iterations, double compliance, int size);
int teaching_particle_count(void);
int teaching_spring_count(void);
// Spring i's two ends, as chapter 15's particle indices.
void teaching_spring_ends(int spring, int *a, int *b);
// The order of the sweep: order[k] is the spring swept k-th.
void teaching_set_order(const int *order, int count);
// One step of dt, in its substeps; with round_to_float, every substep ends
// with each position and velocity rounded to the nearest float, and the
// first starts from the built state rounded so too.
void teaching_step(bool round_to_float);
Vec2 teaching_position(int particle);
// The mouse holds chapter 15's particle at target.
void teaching_grab(int particle, Vec2 target);

#endif
