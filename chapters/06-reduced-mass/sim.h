// sim.h: springs between two moving particles, tuned to their reduced mass.
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
    double mass;          // kg; 0 for an anchor, which adds nothing to energy or momentum
    double inverse_mass;  // 1/kg; 0 for an anchor: no force moves it
} Particle;

typedef struct {
    int a, b;            // particle indices
    double rest_length;  // m
    double cs;           // stiffness coefficient: k = Cs·m_red/dt², m_red = 1/(wa + wb)
    double cd;           // damping coefficient: c = Cd·m_red/dt
} Spring;

// The values a scene is built from: the chapter's parameters.
typedef struct Settings {
    double dt;       // s
    double gravity;  // m/s², pulling toward −y
    double mass;     // kg of each moving particle
    double cs;       // stiffness coefficient of each spring: 1 rests in one loop
    double cd;       // damping coefficient of each spring: 1 rests in one loop
    double stretch;  // m: how far `dumbbell` starts stretched along its spring
    double spin;     // rad/s: how fast `spinning` and `box` start turning about their centres
} Settings;

// The mouse pulls one particle toward a point with a one-loop spring of zero
// length, at strength σ = GRAB_STRENGTH, while the button is down: the cursor
// is an anchor, so the reduced mass is the held particle's. A quarter keeps
// chapter 04's margin on the tightest default scene, the dumbbell's light
// end (the appendix Measurements derives the limit, under chapter 06).
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
int world_add_spring(World *world, int a, int b, double cs, double cd);

void world_step(World *world);
void world_retune(World *world, const Settings *settings);

double spring_length(const World *world, const Spring *spring);
double spring_stiffness(const World *world, const Spring *spring);
double spring_damping(const World *world, const Spring *spring);
void world_measure(const World *world, Metrics *metrics);
bool world_diverged(const World *world);
int world_states(const World *world, BodyState *rows, int capacity);
int world_springs(const World *world, SpringRow *rows, int capacity);

int world_pick(const World *world, Vec2 point, double radius);
void world_grab(World *world, int particle, Vec2 target);
void world_release(World *world);

// scenes.c
void dumbbell_defaults(Settings *settings);
void dumbbell_build(World *world, const Settings *settings);
void spinning_defaults(Settings *settings);
void spinning_build(World *world, const Settings *settings);
void string_defaults(Settings *settings);
void string_build(World *world, const Settings *settings);
void box_defaults(Settings *settings);
void box_build(World *world, const Settings *settings);

#endif
