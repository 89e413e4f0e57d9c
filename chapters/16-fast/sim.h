// sim.h: chapter 15's XPBD, rewritten for the machine. The same substeps,
// the same projection, the same scenes; what changes is how the work meets
// the hardware. Numbers are floats, half the bytes of a double. The
// particles are kept a property at a time (structure of arrays), so that
// neighbours' x sit side by side, eight to an AVX2 register. The
// springs are swept in batches whose springs share no particle, each batch
// in runs whose ends are consecutive particles, so that a run is one loop
// over contiguous memory that the compiler turns into vector code and
// threads split between them.
#ifndef SIM_H
#define SIM_H

#include <stdbool.h>
#include <stdint.h>
#include "metrics.h"
#include "vec2.h"

// region: types
// Every number the step reads and writes: a float, 4 bytes. Built with
// -DREAL=double, the same code runs in doubles: the book measures what the
// float saves, and what it costs.
#ifndef REAL
#define REAL float
#endif
typedef REAL Real;

// Room for the largest scene the parameters allow: `cloth` at size 512,
// 512² = 262,144 particles and 4·511² + 2·511 = 1,045,506 springs. The World
// is static, so its 60 MB cost no stack.
enum { MAX_SIZE = 512, MAX_PARTICLES = MAX_SIZE * MAX_SIZE, MAX_SPRINGS = 1 << 20 };

// A particle's batches are marked in one 64-bit mask (colour_springs): a batch is
// a colour in which no two springs share an end. Greedy colouring needs at
// most 2z − 1 colours for z springs on a particle: 15 for the cloth's 8.
enum { MAX_BATCHES = 64 };

// A state this far from the origin has left every scene: the step has blown up.
#define SANE_DISTANCE 1000.0

// Spring `first + k` of a run joins particles `a + k` and `b + k`, for k
// below `count`: the run's springs share no particle, and each of their
// ends' properties is read from consecutive addresses.
typedef struct {
    int first;
    int a, b;
    int count;
} Run;

// The values a scene is built from: the chapter's parameters.
typedef struct Settings {
    double dt;       // s
    double gravity;  // m/s², pulling toward −y
    double mass;     // kg of each moving particle (of the ball, in `wrecking-ball`)
    int substeps;    // how many small steps a step is split into
    int iterations;  // how many times XPBD goes over every spring in a substep
    double compliance;  // m/N: how far a spring gives way per newton, 1/k; 0 is rigid
    int threads;     // how many threads share a batch; 0 for one per core
    int size;        // particles along a `rope`, or along a side of a `mesh` or a `cloth`
    double spin;     // rad/s: how fast `box` starts turning
} Settings;

// The mouse moves its particle GRAB_STRENGTH of the way to the cursor in
// each substep: chapter 04's one-loop spring at that strength, in positions.
#define GRAB_STRENGTH (Real)0.25
typedef struct {
    int particle;  // -1 when no particle is held
    Real x, y;    // m: the target
} Grab;

typedef struct World {
    // The particles, a property to an array. An anchor's inverse mass is 0.
    _Alignas(64) Real x[MAX_PARTICLES];   // m
    _Alignas(64) Real y[MAX_PARTICLES];
    _Alignas(64) Real vx[MAX_PARTICLES];  // m/s
    _Alignas(64) Real vy[MAX_PARTICLES];
    // m: how far it has gone in this substep, kept apart from where it
    // started: a small number keeps all of a float's digits (the book shows
    // what subtracting two large ones loses).
    _Alignas(64) Real moved_x[MAX_PARTICLES];
    _Alignas(64) Real moved_y[MAX_PARTICLES];
    _Alignas(64) Real inverse_mass[MAX_PARTICLES];  // 1/kg
    _Alignas(64) Real mass[MAX_PARTICLES];          // kg
    int particle_count;
    // The springs, a property to an array, in the order a sweep takes them
    // once the runs are built (before, in the order the scene made them).
    _Alignas(64) Real rest_length[MAX_SPRINGS];  // m
    // N·s: the impulse a compliant spring's moves amount to in this substep's sweeps
    _Alignas(64) Real kept[MAX_SPRINGS];
    int a[MAX_SPRINGS], b[MAX_SPRINGS];    // its ends
    int spring_count;
    // The sweep: batch i is runs batch_start[i] up to batch_start[i + 1].
    Run runs[MAX_SPRINGS];
    int run_count;
    int batch_start[MAX_BATCHES + 1];
    int batch_count;
    bool swept;  // the runs cover every spring: none added since build_runs
    uint64_t taken_batches[MAX_PARTICLES];  // colour_springs' marks: bit i, a spring in batch i

    double dt;        // s: a step
    int substeps;
    Real h;          // s: a substep, dt/substeps
    Real gravity;    // m/s², along −y
    double time;
    Grab grab;
    int iterations;   // sweeps over the springs, each substep
    Real compliance; // m/N
    int threads;      // 0: one per core
    // The scene chose each particle's mass: the mass parameter sets only
    // the ball's (-1 for none).
    bool own_masses;
    int ball;
} World;
// end region: types

void world_init(World *world, const Settings *settings);
int world_add_particle(World *world, Vec2 position, double mass);
int world_add_anchor(World *world, Vec2 position);
int world_add_spring(World *world, int a, int b);

void world_step(World *world);
void world_retune(World *world, const Settings *settings);

Vec2 particle_position(const World *world, int particle);
Vec2 particle_velocity(const World *world, int particle);
double spring_length(const World *world, int spring);
double spring_stiffness(const World *world);
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
