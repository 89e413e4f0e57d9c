// Chapter 10's own claims: the sequential solver. Each step works out every
// spring's axis ê and target Δv* = −(Cs·x/Δt + Cd·v) once, from the state at
// its start; then, `iterations` times, each sequential spring in index order
// applies m_red·(Δv* − ê·(Δv_b − Δv_a)), what is still missing of its target
// given every impulse applied so far this step (gravity's too, when it comes
// first). The naive solver (chapter 09's) applies m_red·Δv* once. A world has
// one solver; the program shows a naive and a sequential world side by side;
// `--solver naive` is the previous chapter's program. Chapters 11 and 12 carry these
// tests: tests/NN-slug/chapter.c gives them chapter 10's step (no warm start,
// the whole correction). The switches that chapter 10 alone keeps, the
// listing's units and gravity's order, are tested in test_switches.c.
#define _XOPEN_SOURCE 700
#include <criterion/criterion.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "chapter_solver.h"
#include "measure.h"
#include "programs.h"
#include "sequential.h"
#include "sim.h"

static World world, other;  // static: a World holds room for a cloth of 16,384 particles

static const double DT = 1.0 / 60.0;

// The program's defaults for a scene, with the solver and iterations asked.
static Settings scene_settings(void (*defaults)(Settings *), Solver solver, int iterations) {
    return chapter_solver_settings(defaults, solver, iterations);
}

// A world to build by hand, with the solver asked.
static void start_world(World *w, const Settings *s, Solver solver) {
    world_init(w, s);
    w->solver = solver;
}

// ---------------------------------------------------------------------------
// `--solver naive` is the previous chapter's program.

// Chapter 09's program has one solver, the naive one; later programs have a
// --solver to ask for it.
static bool has_solver(const char *chapter) {
    char command[4200], line[256];
    snprintf(command, sizeof command, "'%s/%s' --list-params", bin_dir(), chapter);
    FILE *in = popen(command, "r");
    cr_assert_not_null(in);
    bool found = false;
    while (fgets(line, sizeof line, in) != NULL) {
        found |= strncmp(line, "solver ", 7) == 0;
    }
    pclose(in);
    return found;
}

// The naive solver is the previous chapter's step: every particle's position
// and velocity, every step for 300 steps (5 s, through each scene's first
// swing), printed by --dump to 17 digits, is the same text from `--solver
// naive` and from the previous chapter's program (chapter 09's alone, or its
// naive world), on every scene, both at their defaults.
Test(sequential, solver_naive_is_the_previous_program) {
    const char *scenes[] = {"rope", "wrecking-ball", "bridge", "mesh", "girder", "cloth", "string", "box"};
    program_require(PREVIOUS_SLUG);
    program_require(CHAPTER_SLUG);
    for (int i = 0; i < 8; i++) {
        char before[4200], now[4200];
        snprintf(before, sizeof before, "'%s/%s' --headless --scene %s --steps 300%s --dump -", bin_dir(),
                 PREVIOUS_SLUG, scenes[i], has_solver(PREVIOUS_SLUG) ? " --solver naive" : "");
        snprintf(now, sizeof now, "'%s/%s' --headless --scene %s --steps 300 --solver naive --dump -", bin_dir(),
                 CHAPTER_SLUG, scenes[i]);
        long bytes;
        cr_assert(same_output(before, now, &bytes), "%s: the dumps differ after %ld bytes", scenes[i], bytes);
        cr_assert_gt(bytes, 300L * 60, "%s: a dump was read", scenes[i]);
    }
}

// ---------------------------------------------------------------------------
// Many springs on one particle: the tug-of-war is gone.

// Chapter 09's bob between two one-loop springs from anchors on either side
// along one axis overshoots by 1 + √2 a step when both pull at once
// (one_loop::two_on_one_particle_overshoot_by_one_plus_root_two). With the
// sequential solver, one iteration: the first spring brings the bob to its
// target; the second finds its own target, the same change seen from the
// other side, already applied, and adds nothing. The bob is at rest length
// after one step and at rest after two, as on one spring (rounding on 1 m:
// 1e-12).
Test(sequential, two_on_one_particle_rest_in_one_step) {
    Settings s = scene_settings(NULL, SEQUENTIAL, 1);
    s.gravity = 0.0;
    start_world(&world, &s, SEQUENTIAL);
    int left = world_add_anchor(&world, vec2(-1.0, 0.0));
    int right = world_add_anchor(&world, vec2(1.0, 0.0));
    int bob = world_add_particle(&world, vec2(0.0, 0.0), 1.0);
    world_add_spring(&world, left, bob, 1.0, 1.0);
    world_add_spring(&world, right, bob, 1.0, 1.0);
    world.particles[bob].position.x = 0.2;
    world.particles[bob].velocity.x = 3.0;
    world_step(&world);
    cr_assert_float_eq(world.particles[bob].position.x, 0.0, 1e-12, "x = %.3g after one step",
                       world.particles[bob].position.x);
    world_step(&world);
    cr_assert_float_eq(world.particles[bob].velocity.x * DT, 0.0, 1e-12, "u = %.3g after two",
                       world.particles[bob].velocity.x * DT);
    cr_assert_float_eq(world.particles[bob].position.x, 0.0, 1e-12);
}

// ---------------------------------------------------------------------------
// The speed of sound.

// The string alone, sequential: 80 nodes in a horizontal line, the middle one
// (39) an anchor, springs (i − 1, i) in index order. Step 1 disturbs no
// spring along its axis (gravity is across them), so every node falls
// freely. In step 2 the springs next to the anchor are tilted: the anchor
// stayed, its neighbours fell. A node that no spring's impulse has reached
// keeps exactly a free particle's velocity; the test counts the others on
// each side after step 2. Right of the anchor, spring (39, 40) comes before
// (40, 41) and so on: one sweep carries the disturbance to the end, all 40
// nodes, halving at each node, so the far end's change is at the level of
// rounding. Left of it, spring (38, 39) is the last of the left half: the
// sweep reaches node 38 only after the springs further left have run, so
// each sweep carries it one node further: I sweeps touch I nodes.
static int touched(int from, int to, Vec2 free_fall) {
    int count = 0;
    for (int i = from; i < to; i++) {
        Vec2 v = world.particles[i].velocity;
        count += v.x != free_fall.x || v.y != free_fall.y;
    }
    return count;
}

Test(speed_of_sound, one_node_a_sweep_against_the_order_the_whole_side_with_it) {
    Settings s = scene_settings(string_defaults, SEQUENTIAL, 1);
    // A lone particle of the string's mass, falling two steps: the same sums.
    start_world(&other, &s, SEQUENTIAL);
    world_add_particle(&other, vec2(0.0, 0.0), s.mass);
    world_step(&other);
    Vec2 free_fall_1 = other.particles[0].velocity;
    world_step(&other);
    Vec2 free_fall_2 = other.particles[0].velocity;
    const int iterations[] = {1, 2, 4, 8};
    for (int k = 0; k < 4; k++) {
        s.iterations = iterations[k];
        string_build(&world, &s);
        world_step(&world);
        cr_assert_eq(touched(0, 39, free_fall_1) + touched(40, 80, free_fall_1), 0, "step 1 disturbs nothing");
        world_step(&world);
        int left = touched(0, 39, free_fall_2), right = touched(40, 80, free_fall_2);
        cr_log_info("%d iterations: %d left, %d right", iterations[k], left, right);
        cr_assert_eq(left, iterations[k], "%d iterations: %d nodes touched on the left", iterations[k], left);
        cr_assert_eq(right, 40, "%d iterations: %d nodes touched on the right", iterations[k], right);
    }
}

// ---------------------------------------------------------------------------
// The grab.

// The mouse's spring is a spring of the world's solver. In a naive world the
// grab is added once to the springs'; in a sequential one it comes first in
// every sweep and the springs answer it in the same sweep. Either way the
// springs pull back: the deck particle held 1 m above its place settles 0.24
// m short of the mouse in the naive world and 0.40 m short in the sequential
// one (measured), a stiffer bridge. Under half of the metre short is asked
// of both, and more than 0.1 m, so that a grab that overrules the springs (as
// it did when it came last in the sweep, and put the particle on the mouse)
// fails.
Test(grab, is_a_spring_of_the_held_particles_solver) {
    for (Solver solver = NAIVE; solver <= SEQUENTIAL; solver++) {
        Settings s = scene_settings(NULL, solver, 8);
        bridge_build(&world, &s);
        int held = -1;
        for (int i = 0; i < world.particle_count && held < 0; i++) {
            if (world.particles[i].inverse_mass > 0.0) {
                held = i;  // the first deck particle
            }
        }
        Vec2 target = vec2_add(world.particles[held].position, vec2(0.0, 1.0));
        world_grab(&world, held, target);
        for (int step = 1; step <= 300; step++) {
            world_step(&world);
        }
        cr_assert_not(world_diverged(&world));
        double off = vec2_distance(world.particles[held].position, target);
        cr_log_info("solver %d: held particle %d, %g m from the mouse", solver, held, off);
        cr_assert(off > 0.1 && off < 0.5, "solver %d: the held particle is %g m from the mouse", solver, off);
    }
}

// ---------------------------------------------------------------------------
// What the sequential solver does not fix.

// With the same coefficients on both solvers it is not always better: on the
// box, both at the rule's quarter (Cs = Cd = 1/4 on every spring), the naive
// corners, each pulled by three springs at once, overshoot together and so
// correct more than their share, while each sequential spring corrects only
// what is missing. Mean stretch over 600 steps, measured: naive 0.00166,
// sequential 0.00384 at 1 iteration and at 8 alike (the box's first sweep
// nearly converges: the two runs differ in the 14th digit). The test asks
// for more than 1.5 times: the order, not the digits.
Test(sequential, box_at_equal_coefficients_stretches_more_than_naive) {
    Settings s = scene_settings(box_defaults, NAIVE, 1);
    box_build(&world, &s);
    cr_assert_eq(world.springs[0].cs, 0.25, "the rule's quarter");
    double naive = run_mean_stretch(&world, 600);
    const int iterations[] = {1, 8};
    for (int k = 0; k < 2; k++) {
        s = scene_settings(box_defaults, SEQUENTIAL, iterations[k]);
        s.cs = s.cd = 0.25;
        box_build(&world, &s);
        double sequential = run_mean_stretch(&world, 600);
        cr_log_info("box: naive %g, sequential at %d iterations %g", naive, iterations[k], sequential);
        cr_assert_gt(sequential, 1.5 * naive, "box, %d iterations: sequential %g, naive %g", iterations[k],
                     sequential, naive);
    }
}

// Not calm: the sequential wrecking ball (100:1) at Cs = Cd = 1 and 8
// iterations gains energy. It starts at rest at rest length, energy 0
// (kinetic, gravity's m·g·y from y = 0, and the springs' ½kx²), and springs
// with dampers should only take energy away, yet its energy reaches
// 35,946 J (measured, over 3000 steps). The page states
// why and the appendix Measurements derives it (the axis taken at the
// step's start); chapter 12's correction factor is the article's remedy. It still holds (scenes::hold_ten_thousand_steps_at_
// their_defaults). The test asks for more than 1000 J: a gain no rounding
// makes. If a change of the solver makes it calm, this test says so.
Test(sequential, wrecking_ball_gains_energy_at_one) {
    Settings s = scene_settings(wrecking_ball_defaults, SEQUENTIAL, 8);
    wrecking_ball_build(&world, &s);
    cr_assert_float_eq(measured_energy(&world), 0.0, 1e-9);
    double gain = energy_gain(&world, 3000);
    cr_log_info("wrecking ball: energy gained %g J", gain);
    cr_assert_gt(gain, 1000.0, "gained %g J", gain);
}
