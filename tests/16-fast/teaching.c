// teaching.c: chapter 15's physics, compiled into chapter 16's tests from
// its own files. Both chapters name their functions alike (world_step,
// cloth_build, ...), so chapter 15's are renamed here, before its files
// are included; its headers come from its own directory, since a quoted
// #include looks first beside the file that asks for it.
#define world_init teaching_world_init
#define world_add_particle teaching_world_add_particle
#define world_add_anchor teaching_world_add_anchor
#define world_add_spring teaching_world_add_spring
#define world_step teaching_world_step
#define world_retune teaching_world_retune
#define spring_length teaching_spring_length
#define spring_stiffness teaching_spring_stiffness
#define spring_damping teaching_spring_damping
#define soft_coefficients teaching_soft_coefficients
#define world_measure teaching_world_measure
#define world_diverged teaching_world_diverged
#define world_states teaching_world_states
#define world_springs teaching_world_springs
#define world_pick teaching_world_pick
#define world_grab teaching_world_grab
#define world_release teaching_world_release
#define rope_defaults teaching_rope_defaults
#define rope_build teaching_rope_build
#define wrecking_ball_defaults teaching_wrecking_ball_defaults
#define wrecking_ball_build teaching_wrecking_ball_build
#define bridge_build teaching_bridge_build
#define mesh_defaults teaching_mesh_defaults
#define mesh_build teaching_mesh_build
#define girder_build teaching_girder_build
#define cloth_defaults teaching_cloth_defaults
#define cloth_build teaching_cloth_build
#define string_defaults teaching_string_defaults
#define string_build teaching_string_build
#define box_defaults teaching_box_defaults
#define box_build teaching_box_build

#include "../../chapters/15-xpbd/sim.c"
#include "../../chapters/15-xpbd/scenes.c"
#include "../../chapters/15-xpbd/world.c"

#include <string.h>

#include "teaching.h"

static World teaching;  // static: it holds room for a cloth of 16,384 particles
static bool rounded;    // the state has been rounded to floats since it was built
static int substeps;    // chapter 15's substeps in a step, each run as a step of its own

static const struct {
    const char *name;
    void (*defaults)(Settings *settings);
    void (*build)(World *world, const Settings *settings);
} teaching_scenes[] = {
    {"bridge", NULL, bridge_build},         {"rope", rope_defaults, rope_build},
    {"wrecking-ball", wrecking_ball_defaults, wrecking_ball_build},
    {"mesh", mesh_defaults, mesh_build},    {"girder", NULL, girder_build},
    {"cloth", cloth_defaults, cloth_build}, {"string", string_defaults, string_build},
    {"box", box_defaults, box_build},
};

// A substep of chapter 15's step is a step of its own at one substep of
// the same h, computed as chapter 15 computes it: dt/substeps.
bool teaching_build(const char *name, double dt, int substep_count, int iterations, double compliance, int size) {
    for (size_t i = 0; i < sizeof teaching_scenes / sizeof teaching_scenes[0]; i++) {
        if (strcmp(name, teaching_scenes[i].name) == 0) {
            Settings s = {.dt = dt, .gravity = 9.81, .mass = 1.0, .hertz = 60.0, .zeta = 2.0, .substeps = substep_count,
                          .iterations = iterations, .compliance = compliance, .order = SCENE_ORDER,
                          .solver = XPBD, .size = 20, .spin = 2.0};
            if (teaching_scenes[i].defaults != NULL) {
                teaching_scenes[i].defaults(&s);
            }
            if (size > 0) {
                s.size = size;
            }
            teaching_scenes[i].build(&teaching, &s);
            s.dt = dt / s.substeps;
            substeps = s.substeps;
            s.substeps = 1;
            world_retune(&teaching, &s);
            rounded = false;
            return true;
        }
    }
    return false;
}

int teaching_particle_count(void) { return teaching.particle_count; }
int teaching_spring_count(void) { return teaching.spring_count; }

void teaching_spring_ends(int spring, int *a, int *b) {
    *a = teaching.springs[spring].a;
    *b = teaching.springs[spring].b;
}

void teaching_set_order(const int *order, int count) {
    assert(count == teaching.spring_count);
    memcpy(teaching.order, order, sizeof order[0] * (size_t)count);
}

static double to_float(double value) { return (double)(float)value; }

static void round_state(void) {
    for (int i = 0; i < teaching.particle_count; i++) {
        Particle *p = &teaching.particles[i];
        p->position = vec2(to_float(p->position.x), to_float(p->position.y));
        p->velocity = vec2(to_float(p->velocity.x), to_float(p->velocity.y));
    }
}

// Stored in floats from the start, as chapter 16 stores them: the built
// positions rounded, and each rest length measured between them and rounded.
static void round_built_state(void) {
    round_state();
    for (int i = 0; i < teaching.spring_count; i++) {
        Spring *spring = &teaching.springs[i];
        spring->rest_length = to_float(spring_length(&teaching, spring));
    }
}

void teaching_step(bool round_to_float) {
    if (round_to_float && !rounded) {
        round_built_state();
        rounded = true;
    }
    for (int i = 0; i < substeps; i++) {
        world_step(&teaching);
        if (round_to_float) {
            round_state();
        }
    }
}

Vec2 teaching_position(int particle) { return teaching.particles[particle].position; }

void teaching_grab(int particle, Vec2 target) { world_grab(&teaching, particle, target); }
