// sim.h: many particles sharing many springs, each spring tuned to its reduced
// mass, moved by impulses: solved all at once (naive, each spring weakened by
// how many springs pull on its ends) or one after another, again and again
// (sequential), starting from last step's impulses, each correction scaled by
// a factor below one; in one step, or in small steps: the step split into
// substeps, each solved and integrated in turn.
#ifndef SIM_H
#define SIM_H

#include <stdbool.h>
#include "metrics.h"
#include "vec2.h"

// region: types
// Room for the largest scene the parameters allow: `cloth` at size 128, 128²
// particles and 4·127² + 2·127 = 64,770 springs. `size` stops at 128, so no
// scene can ask for more; the World is static, so its size costs no stack.
enum { MAX_SIZE = 128, MAX_PARTICLES = MAX_SIZE * MAX_SIZE, MAX_SPRINGS = 65536 };

// How a world solves its springs: all at once from the step's start, as
// chapter 09 did, or one after another, again and again, spending all of a
// step's sweeps in one step of dt, or a few in each of its small steps.
typedef enum { NAIVE, SEQUENTIAL, SMALL_STEPS } Solver;

// A state this far from the origin has left every scene: the step has blown up.
#define SANE_DISTANCE 1000.0

typedef struct {
    Vec2 position;  // m
    Vec2 velocity;  // m/s
    Vec2 impulse;   // N·s: the step's change of momentum, summed afresh every step
    double mass;          // kg; 0 for an anchor, which adds nothing to energy or momentum
    double inverse_mass;  // 1/kg; 0 for an anchor: no force moves it
} Particle;

typedef struct {
    int a, b;            // particle indices
    double rest_length;  // m
    double cs;           // stiffness coefficient: k = Cs·m_red/h², m_red = 1/(wa + wb)
    double cd;           // damping coefficient: c = Cd·m_red/h
    // Worked out once a substep, from the positions and velocities at its start:
    Vec2 unit;           // the axis ê, from a to b
    double target;       // m/s: Δv* = −(Cs·x/h + Cd·v), the change of (vb − va)·ê that rests it
    double kept;         // N·s: the impulse kept for the next substep's warm start, along `unit`
} Spring;

// The values a scene is built from: the chapter's parameters.
typedef struct Settings {
    double dt;       // s
    double gravity;  // m/s², pulling toward −y
    double mass;     // kg of each moving particle (of the ball, in `wrecking-ball`)
    double cs;       // stiffness coefficient of each spring: 1 rests in one loop
    double cd;       // damping coefficient of each spring: 1 rests in one loop
    int substeps;    // how many small steps a step is split into
    int iterations;  // how many times the sequential solver goes over every spring in a substep
    double warmstart;   // how much of its kept impulse a sequential spring applies first
    double correction;  // the part of what is missing that a correction applies
    int solver;      // a Solver, NAIVE, SEQUENTIAL or SMALL_STEPS, in an int: C leaves an enum's size to the compiler
    int size;        // particles along a `rope`, or along a side of a `mesh` or a `cloth`
    double spin;     // rad/s: how fast `box` starts turning
} Settings;

// The mouse pulls one particle toward a point with a one-loop spring of zero
// length, at strength σ = GRAB_STRENGTH, while the button is down: the cursor
// is an anchor, so the reduced mass is the held particle's. A quarter keeps
// chapter 04's margin for a particle on one one-loop spring; a particle on z
// springs at 1/(z + 1) each has more room (the tests hold every particle of
// the string and the box at twice the strength). It is a spring of the held
// world's solver: applied once by the naive one, solved with the others by
// the sequential one.
#define GRAB_STRENGTH 0.25
typedef struct {
    int particle;  // -1 when no particle is held
    Vec2 target;
    Vec2 change;   // m/s: the held particle's change of velocity that brings it to the target
} Grab;

typedef struct World {
    // A Particle is what the step reads and writes, 64 bytes: aligned, each
    // is one cache line. What the scene knows of a particle is kept beside
    // it, in arrays of the same index.
    _Alignas(64) Particle particles[MAX_PARTICLES];
    int particle_count;
    int springs_on[MAX_PARTICLES];  // how many springs pull on each: the z of the rule 1/(z + 1)
    Spring springs[MAX_SPRINGS];
    int spring_count;
    Solver solver;       // one for the whole world: a pair compares two
    double dt;           // s: a step
    int substeps;        // 1 unless the world takes small steps
    double h;            // s: a substep, dt/substeps: the step every pass takes
    Vec2 gravity;
    double time;
    Grab grab;
    int iterations;      // of the sequential solver, each a sweep over the springs in order, each substep
    double warmstart;
    double correction;
    bool own_masses;  // the scene chose each particle's mass: the mass parameter leaves them be
    int ball;         // the one particle whose mass the mass parameter sets when own_masses; -1 for none
} World;
// end region: types

void world_init(World *world, const Settings *settings);
int world_add_particle(World *world, Vec2 position, double mass);
int world_add_anchor(World *world, Vec2 position);
int world_add_spring(World *world, int a, int b, double cs, double cd);

void world_step(World *world);
void world_retune(World *world, const Settings *settings);

double spring_length(const World *world, const Spring *spring);
double spring_stiffness(const World *world, const Spring *spring);
double spring_damping(const World *world, const Spring *spring);
double spring_share(const World *world, const Spring *spring);
void world_measure(const World *world, Metrics *metrics);
bool world_diverged(const World *world);
int world_states(const World *world, BodyState *rows, int capacity);
int world_springs(const World *world, SpringRow *rows, int capacity);

int world_pick(const World *world, Vec2 point, double radius);
void world_grab(World *world, int particle, Vec2 target);
void world_release(World *world);

// scenes.c
void rope_defaults(Settings *settings);
void rope_build(World *world, const Settings *settings);
void wrecking_ball_defaults(Settings *settings);
void wrecking_ball_build(World *world, const Settings *settings);
void bridge_build(World *world, const Settings *settings);
void mesh_defaults(Settings *settings);
void mesh_build(World *world, const Settings *settings);
void girder_build(World *world, const Settings *settings);
void cloth_defaults(Settings *settings);
void cloth_build(World *world, const Settings *settings);
void string_defaults(Settings *settings);
void string_build(World *world, const Settings *settings);
void box_defaults(Settings *settings);
void box_build(World *world, const Settings *settings);

#endif
