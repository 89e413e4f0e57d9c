// sim.h: particles on Hooke springs, advanced with explicit Euler.
#ifndef SIM_H
#define SIM_H

#include <stdbool.h>
#include "metrics.h"
#include "vec2.h"

// region: types
enum { MAX_PARTICLES = 1024, MAX_SPRINGS = 4096 };

// A state this far from the origin has left every scene: the step has blown up.
#define SANE_DISTANCE 1000.0

typedef struct {
    Vec2 position;  // m
    Vec2 velocity;  // m/s
    Vec2 force;     // N, summed afresh every step
    double mass;    // kg
    bool pinned;    // an anchor: never moves
} Particle;

typedef struct {
    int a, b;            // particle indices
    double rest_length;  // m
    double k;            // stiffness, N/m
} Spring;

// The values a scene is built from: the chapter's parameters.
typedef struct Settings {
    double dt;       // s
    double gravity;  // m/s², pulling toward −y
    double mass;     // kg of each moving particle
    double k;        // N/m of each spring
    double stretch;  // m: how far `single` starts stretched along its spring
} Settings;

// The mouse holds one particle at a point while the button is down.
typedef struct {
    int particle;  // -1 when nothing is held
    Vec2 target;
} Grab;

typedef struct World {
    Particle particles[MAX_PARTICLES];
    int particle_count;
    Spring springs[MAX_SPRINGS];
    int spring_count;
    double dt;
    Vec2 gravity;
    double time;
    Grab grab;
} World;
// end region: types

void world_init(World *world, const Settings *settings);
int world_add_particle(World *world, Vec2 position, double mass);
int world_add_anchor(World *world, Vec2 position);
int world_add_spring(World *world, int a, int b, double k);

void world_step(World *world);
void world_retune(World *world, const Settings *settings);

double spring_length(const World *world, const Spring *spring);
void world_measure(const World *world, Metrics *metrics);
bool world_diverged(const World *world);
int world_states(const World *world, BodyState *rows, int capacity);
int world_springs(const World *world, SpringRow *rows, int capacity);

int world_pick(const World *world, Vec2 point, double radius);
void world_grab(World *world, int particle, Vec2 target);
void world_release(World *world);

// scenes.c
void single_defaults(Settings *settings);
void single_build(World *world, const Settings *settings);
void pendulum_build(World *world, const Settings *settings);
void string_defaults(Settings *settings);
void string_build(World *world, const Settings *settings);

#endif
