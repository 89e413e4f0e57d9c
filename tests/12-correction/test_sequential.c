// Chapter 10's claims about the sequential solver, carried into chapters 11
// and 12 at correction 1 (chapter 11's step: correction::one_is_chapter_
// 11s_program) with the warm start off (`warmstart` 0, which is chapter
// 10's step bit for bit: warm_start::zero_is_chapter_10s_step), since they are claims about
// the iterations alone; chapter 11's own claims are in test_warm_start.c.
// Each step works out every
// spring's axis ê and target Δv* = −(Cs·x/Δt + Cd·v) once, from the state at
// its start; then, `iterations` times, each sequential spring in index order
// applies m_red·(Δv* − ê·(Δv_b − Δv_a)), what is still missing of its target
// given every impulse applied so far this step (gravity's too, when it comes
// first). The naive solver (chapter 09's) applies m_red·Δv* once. A world has
// one solver; the program shows a naive and a sequential world side by side;
// `--solver naive` is chapter 09's program.
#define _XOPEN_SOURCE 700
#include <criterion/criterion.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sim.h"

static World world, other;  // static: a World holds room for a cloth of 16,384 particles

static const double DT = 1.0 / 60.0, G = 9.81;

// The program's defaults for a scene, with the solver and iterations asked,
// and no warm start: chapter 10's solver.
static Settings scene_settings(void (*defaults)(Settings *), Solver solver, int iterations) {
    Settings s = {.dt = DT, .gravity = G, .mass = 1.0, .cs = 1.0, .cd = 1.0, .rule = 1.0,
                  .iterations = iterations, .warmstart = 0.0, .warm_rule = WARM_ARTICLE, .correction = 1.0,
                  .solver = solver, .size = 20.0, .spin = 2.0};
    if (defaults != NULL) {
        defaults(&s);
    }
    return s;
}

// A world to build by hand, with the solver asked and the settings' gravity
// order and listing.
static void start_world(World *w, const Settings *s, Solver solver) {
    world_init(w, s);
    w->solver = solver;
}

// The mean over `steps` steps of the mean stretch |L − L0|/L0 of every spring
// built: the summary's mean_stretch. The run must not diverge.
static double run_mean_stretch(World *w, int steps) {
    double sum = 0.0;
    Metrics metrics;
    for (int step = 0; step < steps; step++) {
        world_step(w);
        cr_assert_not(world_diverged(w), "diverged at step %d", step);
        world_measure(w, &metrics);
        sum += metrics.mean_stretch;
    }
    return sum / steps;
}

typedef struct {
    const char *name;
    void (*defaults)(Settings *);
    void (*build)(World *, const Settings *);
} SceneCase;

static const SceneCase measured[] = {
    {"rope", rope_defaults, rope_build},
    {"bridge", NULL, bridge_build},
    {"cloth", cloth_defaults, cloth_build},
};

static double scene_mean_stretch(const SceneCase *scene, Solver solver, int iterations) {
    Settings s = scene_settings(scene->defaults, solver, iterations);
    scene->build(&world, &s);
    return run_mean_stretch(&world, 600);
}

// ---------------------------------------------------------------------------
// The article's claims.

// "Even one iteration is better than the naive approach": each solver alone,
// at its own defaults, over 600 steps (10 s). The naive solver needs the rule
// 1/(n + 1) to stand, so it has it; the sequential one takes Cs = Cd = 1 on
// every spring and here one sweep. Measured mean stretch, naive / sequential
// at 1 iteration: rope 0.724 / 0.120, bridge 0.059 / 0.0099, cloth
// 0.74 / 0.090: a sixth to an eighth. The test asks for less than half: a claim
// that one sweep is better by a wide margin, not a number to the digit. (At
// equal coefficients it need not hold; the book measures the box.)
Test(sequential, one_iteration_stretches_less_than_naive) {
    for (int i = 0; i < 3; i++) {
        double naive = scene_mean_stretch(&measured[i], NAIVE, 1);
        double sequential = scene_mean_stretch(&measured[i], SEQUENTIAL, 1);
        cr_log_info("%s: naive %g, sequential %g", measured[i].name, naive, sequential);
        cr_assert_lt(sequential, 0.5 * naive, "%s: naive %g, sequential at 1 iteration %g", measured[i].name,
                     naive, sequential);
    }
}

// More sweeps, less stretch: the mean stretch over 600 steps at 1, 2, 4, 8
// and 16 iterations, each solver alone at its defaults. Measured: rope 0.120,
// 0.065, 0.033, 0.018, 0.0093; bridge 0.0099, 0.0050, 0.0024, 0.0012,
// 0.00055; cloth 0.090, 0.043, 0.021, 0.010, 0.0050: about half for each
// doubling. The test asks that each doubling lowers it, and that 16 sweeps
// leave under a tenth of one sweep's (measured: 0.08, 0.06, 0.06). The naive
// solver does not iterate: its stretch is the same whatever `iterations` is
// (sequential::naive_twin_ignores_the_sequential_parameters).
Test(sequential, mean_stretch_falls_as_iterations_rise) {
    const int iterations[] = {1, 2, 4, 8, 16};
    for (int i = 0; i < 3; i++) {
        double stretch[5];
        for (int k = 0; k < 5; k++) {
            stretch[k] = scene_mean_stretch(&measured[i], SEQUENTIAL, iterations[k]);
            cr_log_info("%s: %d iterations: %g", measured[i].name, iterations[k], stretch[k]);
            if (k > 0) {
                cr_assert_lt(stretch[k], stretch[k - 1], "%s: %d iterations %g, %d iterations %g", measured[i].name,
                             iterations[k - 1], stretch[k - 1], iterations[k], stretch[k]);
            }
        }
        cr_assert_lt(stretch[4], 0.1 * stretch[0], "%s: 16 iterations %g, 1 iteration %g", measured[i].name,
                     stretch[4], stretch[0]);
    }
}

// ---------------------------------------------------------------------------
// One spring: chapter 08's step.

// Chapter 08's step for a bob on a spring to an anchor, written out: the
// spring's impulse j = −(Cs·x/Δt + Cd·v)·m along ê and gravity's m·g·Δt,
// both from the state at the start of the step, then symplectic Euler.
static void chapter_08_step(Vec2 anchor, Vec2 *p, Vec2 *v, double rest, double cs, double cd) {
    Vec2 axis = vec2_sub(*p, anchor);
    Vec2 unit = vec2_unit(axis);
    double x = vec2_length(axis) - rest;
    double along = vec2_dot(*v, unit);
    Vec2 change = vec2_add(vec2_scale(unit, -(cs * x / DT + cd * along)), vec2(0.0, -G * DT));
    *v = vec2_add(*v, change);
    *p = vec2_add(*p, vec2_scale(*v, DT));
}

// A bob on one spring, swinging (set off at an angle, moving across), at
// Cs = 0.7, Cd = 0.3, with one iteration and gravity after the spring: the
// one sweep finds nothing applied yet, so it applies the whole m_red·Δv*,
// chapter 08's impulse, and gravity is added to it. The same bob built for
// the naive solver (gravity first; the same two impulses added the other
// way round, which is exact) takes bit for bit the same path, and the
// formula above follows it to 1e-12 m over 300 steps (roundings of 1e-16 m
// a step in a calm, damped pendulum).
Test(sequential, one_spring_one_iteration_is_chapter_08s_step) {
    const Vec2 anchor = vec2(0.0, 0.0);
    Vec2 p = vec2(0.8, -0.9), v = vec2(0.5, 1.5);
    const double rest = 1.0, cs = 0.7, cd = 0.3;
    World *worlds[] = {&world, &other};
    for (int k = 0; k < 2; k++) {
        Settings s = scene_settings(NULL, SEQUENTIAL, 1);
        s.gravity_after = k == 0 ? 1.0 : 0.0;
        start_world(worlds[k], &s, k == 0 ? SEQUENTIAL : NAIVE);
        int a = world_add_anchor(worlds[k], anchor);
        int b = world_add_particle(worlds[k], vec2(0.0, -rest), 2.0);
        world_add_spring(worlds[k], a, b, cs, cd);
        worlds[k]->particles[b].position = p;
        worlds[k]->particles[b].velocity = v;
    }
    for (int step = 1; step <= 300; step++) {
        world_step(&world);
        world_step(&other);
        chapter_08_step(anchor, &p, &v, rest, cs, cd);
        const Particle *sequential = &world.particles[1], *naive = &other.particles[1];
        cr_assert(sequential->position.x == naive->position.x && sequential->position.y == naive->position.y &&
                      sequential->velocity.x == naive->velocity.x && sequential->velocity.y == naive->velocity.y,
                  "step %d: the sequential bob left the naive one", step);
        cr_assert_lt(vec2_distance(sequential->position, p), 1e-12, "step %d: %.3g m from chapter 08's step", step,
                     vec2_distance(sequential->position, p));
    }
}

// ---------------------------------------------------------------------------
// `--solver naive` is chapter 09's program.

// Reads both commands' output to the end and compares them byte by byte.
static bool same_output(const char *one, const char *two, long *bytes) {
    FILE *a = popen(one, "r"), *b = popen(two, "r");
    cr_assert(a != NULL && b != NULL);
    static char buffer_a[1 << 16], buffer_b[1 << 16];
    bool same = true;
    *bytes = 0;
    for (;;) {
        size_t got_a = fread(buffer_a, 1, sizeof buffer_a, a);
        size_t got_b = fread(buffer_b, 1, sizeof buffer_b, b);
        if (got_a != got_b || memcmp(buffer_a, buffer_b, got_a) != 0) {
            same = false;
            break;
        }
        *bytes += (long)got_a;
        if (got_a == 0) {
            break;
        }
    }
    while (fread(buffer_a, 1, sizeof buffer_a, a) > 0) {
    }
    while (fread(buffer_b, 1, sizeof buffer_b, b) > 0) {
    }
    int status_a = pclose(a), status_b = pclose(b);
    return same && status_a == 0 && status_b == 0;
}

// With one solver alone, the scene is built at the origin, and the naive one
// is chapter 09's: chapter 10's test of this name compared chapter 10's
// `--solver naive` with chapter 09's program, every particle's position and
// velocity, every step for 300 steps (5 s, through each scene's first
// swing), printed by --dump to 17 digits, and chapter 11's compared its own
// with chapter 10's. The warm start and the correction are the sequential
// solver's alone, so chapter 12's `--solver naive` must print the same text
// as chapter 11's, on every scene. The programs are in BIN_DIR, which make
// test sets (with the previous chapter's program); run by hand, build/bin.
Test(sequential, solver_naive_is_chapter_09s_program) {
    const char *scenes[] = {"rope", "wrecking-ball", "bridge", "mesh", "girder", "cloth", "string", "box"};
    const char *bin = getenv("BIN_DIR");
    bin = bin != NULL && bin[0] != '\0' ? bin : "build/bin";
    for (int i = 0; i < 8; i++) {
        char eleven[PATH_MAX + 128], twelve[PATH_MAX + 128];
        snprintf(eleven, sizeof eleven, "%s/11-warm-start --headless --scene %s --steps 300 --solver naive --dump -",
                 bin, scenes[i]);
        snprintf(twelve, sizeof twelve, "%s/12-correction --headless --scene %s --steps 300 --solver naive --dump -",
                 bin, scenes[i]);
        long bytes;
        cr_assert(same_output(eleven, twelve, &bytes), "%s: the dumps differ after %ld bytes", scenes[i], bytes);
        cr_assert_gt(bytes, 300L * 60, "%s: a dump was read", scenes[i]);
    }
}

// ---------------------------------------------------------------------------
// Units.

// Two free particles on one spring at Cs = Cd = 1, stretched by x0 and at
// rest, no gravity: our target is a change of velocity and the correction is
// scaled by m_red, so one loop brings the spring to rest length whatever the
// masses (8 iterations: the later sweeps find nothing missing). The
// article's listing makes the target m_red·Δv*, an impulse, and compares it
// with changes of velocity: the relative velocity then changes by
// m_red·Δv* = −m_red·x0/Δt, so one loop leaves x0·(1 − m_red), m_red in kg:
// right only at m_red = 1 kg. Pairs of 1 + 1 kg (m_red 0.5: half the
// stretch left), 2 + 2 kg (1: rest length) and 10 + 10 kg (5: overshoots to
// −4·x0). Positions of order 1 m: 1e-12 is rounding's room.
Test(units, two_particles_at_one_rest_in_one_loop_the_listing_only_at_one_kilogram) {
    const double masses[] = {1.0, 2.0, 10.0};
    const double x0 = 0.3;
    for (int i = 0; i < 3; i++) {
        for (int listing = 0; listing <= 1; listing++) {
            Settings s = scene_settings(NULL, SEQUENTIAL, 8);
            s.gravity = 0.0;
            s.listing = listing;
            start_world(&world, &s, SEQUENTIAL);
            int a = world_add_particle(&world, vec2(0.0, 0.0), masses[i]);
            int b = world_add_particle(&world, vec2(1.0, 0.0), masses[i]);
            world_add_spring(&world, a, b, 1.0, 1.0);
            world.particles[b].position.x += x0;
            world_step(&world);
            // Along x, signed: at 10 + 10 kg the ends pass each other.
            double x = world.particles[b].position.x - world.particles[a].position.x - 1.0;
            double reduced = masses[i] / 2.0;
            double expected = listing ? x0 * (1.0 - reduced) : 0.0;
            cr_assert_float_eq(x, expected, 1e-12, "%g + %g kg, listing %d: stretch %.17g after one loop, expected %g",
                               masses[i], masses[i], listing, x, expected);
        }
    }
}

// The listing is our solver with every spring's Cs and Cd multiplied by its
// m_red (in kg): its target is m_red·Δv*, the target of a spring at
// Cs·m_red, Cd·m_red. A chain hung from an anchor with links of 1, 3, 0.2
// and 50 kg (m_red 1, 0.75, 0.1875, 0.199 kg), let go from horizontal with
// gravity, 8 iterations: run with the listing at Cs = Cd = 1, and without it
// at Cs = Cd = m_red spring by spring, the two take the same path to 1e-9 m
// over 300 steps (the two targets differ only by the rounding of where m_red
// is multiplied in, 1e-16 relative, which the swinging chain amplifies
// measurably but far less than this: measured below 1e-12).
Test(units, the_listing_is_our_solver_at_cs_and_cd_times_m_red) {
    const double masses[] = {1.0, 3.0, 0.2, 50.0};
    for (int k = 0; k < 2; k++) {
        World *w = k == 0 ? &world : &other;
        Settings s = scene_settings(NULL, SEQUENTIAL, 8);
        s.listing = k == 0 ? 1.0 : 0.0;
        start_world(w, &s, SEQUENTIAL);
        int previous = world_add_anchor(w, vec2(0.0, 0.0));
        for (int i = 0; i < 4; i++) {
            int next = world_add_particle(w, vec2(0.5 * (i + 1), 0.0), masses[i]);
            double wa = w->particles[previous].inverse_mass, wb = w->particles[next].inverse_mass;
            double c = k == 0 ? 1.0 : 1.0 / (wa + wb);
            world_add_spring(w, previous, next, c, c);
            previous = next;
        }
    }
    cr_assert_float_eq(other.springs[3].cs, 0.2 * 50.0 / 50.2, 1e-15, "the ball's spring: m_red = 0.199 kg");
    double widest = 0.0;
    for (int step = 1; step <= 300; step++) {
        world_step(&world);
        world_step(&other);
        cr_assert_not(world_diverged(&world));
        for (int i = 1; i <= 4; i++) {
            widest = fmax(widest, vec2_distance(world.particles[i].position, other.particles[i].position));
        }
    }
    cr_log_info("listing vs m_red coefficients: %g m apart at most", widest);
    cr_assert_lt(widest, 1e-9, "%.3g m apart", widest);
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
// Gravity's order.

// A bob of 1 kg hanging at rest length under its anchor, Cs = 0.25, Cd = 1,
// one spring. Gravity first: the spring's sweep sees gravity's change
// g·Δt along its axis among the changes already applied, and takes it back
// with the rest of what is missing: the bob never moves (its sag stays at
// rounding, 1e-15 m). Gravity after: nothing holds it this step, and the
// spring settles where its target cancels g·Δt: Cs·x/Δt = g·Δt, the sag
// x = g·Δt²/Cs = 10.9 mm (chapter 05's, gravity::a_hanging_bob_sags_g_dt_
// squared_over_cs), reached like 1 − 0.75^n: after 3000 steps to 1e-12
// relative; checked to 1e-9.
Test(gravity_order, first_holds_a_hanging_bob_where_it_is_after_sags_g_dt_squared_over_cs) {
    const double cs = 0.25;
    for (int after = 0; after <= 1; after++) {
        Settings s = scene_settings(NULL, SEQUENTIAL, 8);
        s.gravity_after = after;
        start_world(&world, &s, SEQUENTIAL);
        int anchor = world_add_anchor(&world, vec2(0.0, 0.0));
        int bob = world_add_particle(&world, vec2(0.0, -1.0), 1.0);
        world_add_spring(&world, anchor, bob, cs, 1.0);
        for (int step = 1; step <= 3000; step++) {
            world_step(&world);
            double sag = spring_length(&world, &world.springs[0]) - 1.0;
            if (!after) {
                cr_assert_lt(fabs(sag), 1e-15, "gravity first, step %d: sag %.3g", step, sag);
            }
        }
        if (after) {
            double sag = spring_length(&world, &world.springs[0]) - 1.0;
            double expected = G * DT * DT / cs;
            cr_assert_float_eq(sag, expected, 1e-9 * expected, "gravity after: sag %.9g, g·Δt²/Cs = %.9g", sag,
                               expected);
        }
    }
}

// The hanging rope, sequential alone at Cs = Cd = 1, 3000 steps (50 s, long
// enough for its swing to die down). Gravity after: converged, every
// particle ends each step at rest, so the solve must take g·Δt from each;
// a spring between two moving particles then needs no change and the
// spring to the anchor must give it all: its x = g·Δt²/Cs, a floor of
// g·Δt²/(Cs·L0) = 1.09 % of its length that more iterations cannot lower.
// Gravity first: the springs see g·Δt already applied and cancel it, and
// the converged stretch is 0. Measured, largest stretch at the end (the
// anchor's spring, in both orders): first 0.0286 at 8 iterations and
// 0.0029 at 64; after 0.0319 and 0.0128. At 64 iterations the test asks
// that gravity first leaves under a third of the floor, and that gravity
// after leaves the anchor's spring at or above the floor but within a
// quarter of it (measured 1.17 times: 64 sweeps have not quite converged,
// which gravity first's 0.0029 also shows).
Test(gravity_order, the_rope_floors_at_g_dt_squared_over_cs_l0_only_with_gravity_after) {
    const double floor = G * DT * DT / (1.0 * 0.25);
    double largest[2], anchor_spring[2];
    for (int after = 0; after <= 1; after++) {
        Settings s = scene_settings(rope_defaults, SEQUENTIAL, 64);
        s.gravity_after = after;
        rope_build(&world, &s);
        for (int step = 0; step < 3000; step++) {
            world_step(&world);
        }
        cr_assert_not(world_diverged(&world));
        Metrics metrics;
        world_measure(&world, &metrics);
        largest[after] = metrics.max_stretch;
        const Spring *top = &world.springs[0];
        anchor_spring[after] = (spring_length(&world, top) - top->rest_length) / top->rest_length;
        cr_log_info("gravity %s: largest stretch %g, the anchor's spring %g", after ? "after" : "first",
                    largest[after], anchor_spring[after]);
    }
    cr_assert_lt(largest[0], floor / 3.0, "gravity first: %g", largest[0]);
    cr_assert_geq(anchor_spring[1], floor, "gravity after, the anchor's spring: %g", anchor_spring[1]);
    cr_assert_lt(anchor_spring[1], 1.25 * floor, "gravity after, the anchor's spring: %g", anchor_spring[1]);
    cr_assert_eq(largest[1], anchor_spring[1], "the anchor's spring is the most stretched");
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
// nodes. Left of it, spring (38, 39) is the last of the left half: the
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

// `iterations` and `listing` are the sequential solver's: a naive bridge and
// wrecking ball, run 600 steps at 1 iteration with the listing, are bit for
// bit the same at the defaults. Gravity after the springs changes
// only the order in which the naive particle's impulses are added, gravity's
// and its springs' (a sum of three or more, in floating point, can round
// differently): measured 7.8e-15 m on the calm bridge and 2.2e-12 m on the
// swinging wrecking ball over 600 steps, where rounding's 1e-16 grows; 1e-10
// m leaves room for that and is far below any change of the solver.
Test(sequential, naive_twin_ignores_the_sequential_parameters) {
    void (*const defaults[])(Settings *) = {NULL, wrecking_ball_defaults};
    void (*const builds[])(World *, const Settings *) = {bridge_build, wrecking_ball_build};
    for (int scene = 0; scene < 2; scene++) {
        for (int change = 0; change < 2; change++) {
            Settings plain = scene_settings(defaults[scene], NAIVE, 8), changed = plain;
            if (change == 0) {
                changed.iterations = 1.0;
                changed.listing = 1.0;
            } else {
                changed.gravity_after = 1.0;
            }
            builds[scene](&world, &plain);
            builds[scene](&other, &changed);
            double widest = 0.0;
            for (int step = 1; step <= 600; step++) {
                world_step(&world);
                world_step(&other);
                for (int i = 0; i < world.particle_count; i++) {
                    widest = fmax(widest, vec2_distance(world.particles[i].position, other.particles[i].position));
                }
            }
            cr_log_info("scene %d, change %d: naive worlds %g m apart", scene, change, widest);
            if (change == 0) {
                cr_assert_eq(widest, 0.0, "scene %d: iterations and listing moved the naive world by %g m", scene,
                             widest);
            } else {
                cr_assert_lt(widest, 1e-10, "scene %d: gravity after moved the naive world by %g m", scene, widest);
            }
        }
    }
}

// ---------------------------------------------------------------------------
// The largest stable coefficient.

// True if the scene, sequential alone at Cs = Cd = c on every spring, runs
// 3000 steps (50 s) without leaving SANE_DISTANCE.
static bool sequential_holds(const SceneCase *scene, double c, int iterations) {
    Settings s = scene_settings(scene->defaults, SEQUENTIAL, iterations);
    s.cs = s.cd = c;
    scene->build(&world, &s);
    for (int step = 0; step < 3000; step++) {
        world_step(&world);
        if (world_diverged(&world)) {
            return false;
        }
    }
    return true;
}

// Where the naive solver needs 1/(n + 1) or a little more (measured largest
// uniform C: rope 0.82, mesh 0.50, cloth 0.29; the rope and the mesh blow up
// at 1, many_springs::rope_and_mesh_blow_up_at_one), the sequential solver
// holds the rope, the mesh and the cloth at the one-loop spring, Cs = Cd = 1,
// with 1 iteration and with 8, for 3000 steps. Its edge is measured, not
// derived: at 1.5 all three blow up at 1 and at 8 iterations; at 1.2 the mesh
// holds at both, the rope and the cloth only at 8 (checked here for the rope).
static const SceneCase limited[] = {
    {"rope", rope_defaults, rope_build},
    {"mesh", mesh_defaults, mesh_build},
    {"cloth", cloth_defaults, cloth_build},
};

Test(sequential, holds_at_one_where_naive_blows_up) {
    const int iterations[] = {1, 8};
    for (int i = 0; i < 3; i++) {
        for (int k = 0; k < 2; k++) {
            cr_assert(sequential_holds(&limited[i], 1.0, iterations[k]), "%s, %d iterations: blew up at C = 1",
                      limited[i].name, iterations[k]);
            cr_assert_not(sequential_holds(&limited[i], 1.5, iterations[k]), "%s, %d iterations: held at C = 1.5",
                          limited[i].name, iterations[k]);
        }
    }
    cr_assert_not(sequential_holds(&limited[0], 1.2, 1), "rope, 1 iteration: held at C = 1.2");
    cr_assert(sequential_holds(&limited[0], 1.2, 8), "rope, 8 iterations: blew up at C = 1.2");
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
// 35,946 J (measured, over 3000 steps). The book
// says so and does not explain it; chapter 12's correction factor is the
// article's remedy. It still holds (scenes::hold_ten_thousand_steps_at_
// their_defaults). The test asks for more than 1000 J: a gain no rounding
// makes. If a change of the solver makes it calm, this test says so.
Test(sequential, wrecking_ball_gains_energy_at_one) {
    Settings s = scene_settings(wrecking_ball_defaults, SEQUENTIAL, 8);
    wrecking_ball_build(&world, &s);
    Metrics metrics;
    world_measure(&world, &metrics);
    double start = metrics.kinetic + metrics.potential, peak = start;
    for (int step = 0; step < 3000; step++) {
        world_step(&world);
        world_measure(&world, &metrics);
        peak = fmax(peak, metrics.kinetic + metrics.potential);
    }
    cr_log_info("wrecking ball: energy from %g J to a peak of %g J", start, peak);
    cr_assert_float_eq(start, 0.0, 1e-9);
    cr_assert_gt(peak, start + 1000.0, "peak %g J", peak);
}
