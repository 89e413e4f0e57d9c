// sim.h: many particles sharing many springs, moved by impulses in small
// steps: each step split into substeps, each solved and integrated in turn.
// A spring is given as a frequency and a damping ratio, the soft constraint of
// Box2D v3, and solved one of two ways: as chapter 13's small steps, or as
// Box2D's soft step, which starts from the spring's whole impulse, softens
// each correction and, once the particles have moved, relaxes.
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

// How a world solves its springs in each substep: chapter 13's sweeps toward
// each spring's target, or Box2D's soft step.
typedef enum { SMALL_STEPS, SOFT_STEP } Solver;

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
    // Worked out once a substep, from the positions and velocities at its start:
    Vec2 unit;           // the axis ê, from a to b
    double target;       // m/s: Δv* = −(Cs·x/h + Cd·v), the change of (vb − va)·ê that rests it
    double kept;         // N·s: the impulse it applied in the last substep, its warm start included: the next one's warm start
} Spring;

// The values a scene is built from: the chapter's parameters.
typedef struct Settings {
    double dt;       // s
    double gravity;  // m/s², pulling toward −y
    double mass;     // kg of each moving particle (of the ball, in `wrecking-ball`)
    double hertz;    // Hz: how fast a spring pulls a stretch back, the frequency f of its soft constraint
    double zeta;     // the damping ratio ζ of its soft constraint: 1 is critical
    int substeps;    // how many small steps a step is split into
    int iterations;  // how many times a solver goes over every spring in a substep
    double warmstart;   // how much of its whole impulse a soft-step spring applies first
    int relax;       // how many sweeps the soft step makes without a bias once the particles have moved
    int solver;      // a Solver, SMALL_STEPS or SOFT_STEP, in an int: C leaves an enum's size to the compiler
    int size;        // particles along a `rope`, or along a side of a `mesh` or a `cloth`
    double spin;     // rad/s: how fast `box` starts turning
} Settings;

// The mouse pulls one particle toward a point with a one-loop spring of zero
// length, at strength σ = GRAB_STRENGTH, while the button is down: the cursor
// is an anchor, so the reduced mass is the held particle's. A quarter keeps
// chapter 04's margin for a particle on one one-loop spring; a particle on z
// springs at 1/(z + 1) each has more room (the tests hold every particle of
// the string and the box at twice the strength). It is solved first in each
// sweep of a substep, then its particle's springs; relaxing leaves it be.
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
    Spring springs[MAX_SPRINGS];
    int spring_count;
    Solver solver;       // one for the whole world: a pair compares two
    double dt;           // s: a step
    int substeps;
    double h;            // s: a substep, dt/substeps: the step every pass takes
    double cs, cd;       // every spring's coefficients for a substep of h, mapped from hertz and ζ
    Vec2 gravity;
    double time;
    Grab grab;
    int iterations;      // sweeps over the springs in order, each substep
    double warmstart;
    double softness;     // the part of a spring's own impulse that a correction takes back: 1 − Cd, or 0
    int relax;           // sweeps without a bias once the particles have moved, each substep
    bool own_masses;  // the scene chose each particle's mass: the mass parameter leaves them be
    int ball;         // the one particle whose mass the mass parameter sets when own_masses; -1 for none
} World;
// end region: types

void world_init(World *world, const Settings *settings);
int world_add_particle(World *world, Vec2 position, double mass);
int world_add_anchor(World *world, Vec2 position);
int world_add_spring(World *world, int a, int b);

void world_step(World *world);
void world_retune(World *world, const Settings *settings);

double spring_length(const World *world, const Spring *spring);
double spring_stiffness(const World *world, const Spring *spring);
double spring_damping(const World *world, const Spring *spring);
void soft_coefficients(double hertz, double zeta, double h, double *cs, double *cd);
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
