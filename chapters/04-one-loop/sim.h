// sim.h: particles on springs that reach their rest length in one step.
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
    double k;            // stiffness, N/m: m/dt² for the end that moves
    double c;            // damping along the axis, N·s/m: m/dt
} Spring;

// The values a scene is built from: the chapter's parameters.
typedef struct Settings {
    double dt;       // s
    double gravity;  // m/s², pulling toward −y
    double mass;     // kg of each moving particle
    double stretch;  // m: how far `single` starts stretched along its spring
} Settings;

// The mouse pulls one particle toward a point with a one-loop spring of zero
// length, at strength σ = GRAB_STRENGTH, while the button is down. Along the
// held particle's own one-loop spring the two add up to κ = γ = 1 + σ, and
// symplectic Euler is stable only while κ + 2γ < 4, so σ must stay below 1/3.
// A quarter keeps a margin: the held bob's error along its spring then flips
// sign and shrinks by 19 % a step (the book derives both).
#define GRAB_STRENGTH 0.25
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
    bool own_masses;  // the scene chose each particle's mass: the mass parameter leaves them be
} World;
// end region: types

void world_init(World *world, const Settings *settings);
int world_add_particle(World *world, Vec2 position, double mass);
int world_add_anchor(World *world, Vec2 position);
int world_add_spring(World *world, int a, int b);

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
void masses_defaults(Settings *settings);
void masses_build(World *world, const Settings *settings);

#endif
