// sim.h: particles on springs, and wheels on angular springs, each tuned to its
// reduced mass or reduced moment of inertia.
#ifndef SIM_H
#define SIM_H

#include <stdbool.h>
#include "metrics.h"
#include "vec2.h"

// region: types
enum { MAX_PARTICLES = 1024, MAX_SPRINGS = 4096, MAX_BODIES = 16, MAX_ANGULAR_SPRINGS = 16 };

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

// A wheel on a fixed axle: it turns but never moves. Its angle is never
// wrapped, so a wheel wound three turns says 6π, not 0.
typedef struct {
    Vec2 position;           // m: the axle
    double radius;           // m: for drawing and for the mouse
    double angle;            // rad, counterclockwise
    double omega;            // rad/s: the angle's rate, θ̇
    double torque;           // N·m, summed afresh every step
    double inertia;          // kg·m²; 0 for a fixed body, the frame a clock is wound against
    double inverse_inertia;  // 1/(kg·m²); 0 for a fixed body: no torque turns it
} Body;

// Chapter 06's spring for angles: it keeps b's angle at rest_angle from a's.
typedef struct {
    int a, b;           // body indices
    double rest_angle;  // rad: b's angle minus a's at rest
    double cs;          // k = Cs·I_red/dt², I_red = 1/(1/Ia + 1/Ib)
    double cd;          // c = Cd·I_red/dt
} AngularSpring;

// The values a scene is built from: the chapter's parameters.
typedef struct Settings {
    double dt;       // s
    double gravity;  // m/s², pulling toward −y
    double mass;     // kg of each moving particle
    double cs;       // stiffness coefficient of each spring: 1 rests in one loop
    double cd;       // damping coefficient of each spring: 1 rests in one loop
    double stretch;  // m: how far `dumbbell` starts stretched along its spring
    double spin;     // rad/s: how fast `spinning`, `box` and `wheels` start turning
    double turns;    // how many turns `clock` is wound before it is let go
} Settings;

// The mouse pulls one particle toward a point with a one-loop spring of zero
// length, at strength σ = GRAB_STRENGTH, while the button is down: the cursor
// is an anchor, so the reduced mass is the held particle's. A quarter keeps
// chapter 04's margin on the tightest default scene, the dumbbell's light
// end (the appendix Measurements derives the limit, under chapter 06).
// A wheel is turned by its rim with the angular twin of that spring, at the same
// strength: the cursor is a fixed body, so I_red is the wheel's inertia.
#define GRAB_STRENGTH 0.25
typedef struct {
    int particle;  // -1 when no particle is held
    int body;      // -1 when no wheel is held
    double rim;    // rad: where on the wheel it was taken, from the wheel's angle
    Vec2 target;
} Grab;

// world_pick returns a particle's index, or WHEEL_HANDLE + a body's index for a
// wheel taken by its rim; world_grab takes either.
enum { WHEEL_HANDLE = MAX_PARTICLES };

typedef struct World {
    Particle particles[MAX_PARTICLES];
    int particle_count;
    Spring springs[MAX_SPRINGS];
    int spring_count;
    Body bodies[MAX_BODIES];
    int body_count;
    AngularSpring angular_springs[MAX_ANGULAR_SPRINGS];
    int angular_spring_count;
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
int world_add_body(World *world, Vec2 position, double radius, double inertia);
int world_add_angular_spring(World *world, int a, int b, double cs, double cd);

void world_step(World *world);
void world_retune(World *world, const Settings *settings);

double spring_length(const World *world, const Spring *spring);
double spring_stiffness(const World *world, const Spring *spring);
double spring_damping(const World *world, const Spring *spring);
double angular_spring_angle(const World *world, const AngularSpring *spring);
double angular_spring_stiffness(const World *world, const AngularSpring *spring);
double angular_spring_damping(const World *world, const AngularSpring *spring);
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
void wheels_defaults(Settings *settings);
void wheels_build(World *world, const Settings *settings);
void clock_defaults(Settings *settings);
void clock_build(World *world, const Settings *settings);

#endif
