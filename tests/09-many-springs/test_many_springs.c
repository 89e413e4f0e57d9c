// Chapter 09's claims. Many springs share a particle, and the step is still
// chapter 08's naive solver: every spring takes its impulse from the state at
// the start of the step, all are added, then the particles move. Each spring
// gets 1/(z + 1) of a one-loop spring by default, z the most springs on either
// of its moving ends; `rule` = 0 gives every spring cs and cd as they are.
// The world holds the largest scene `size` allows, cloth at 128, and a larger
// one is refused by the command line. The largest stable uniform coefficient
// is measured for the rope and the mesh and compared with the rule; for the
// rope's zigzag mode the book derives the linear limit 2/3. The long runs
// (every scene for 10,000 steps, the scan for the largest stable coefficient)
// are in soak_many_springs.c, which make soak runs optimized.
#define _XOPEN_SOURCE 700
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>

#include "many_springs.h"
#include "programs.h"
#include "sim.h"

static World world;  // static: the World holds room for 16,384 particles

// The scenes are what the chapter says: the wrecking ball 100 times a link,
// and `mass` setting the ball alone, live; the cloth's counts; the rope's
// length from `size`.
Test(scenes, are_built_as_described) {
    Settings s = defaults_of(wrecking_ball_defaults);
    wrecking_ball_build(&world, &s);
    cr_assert_eq(world.particle_count, 17, "an anchor, 15 particles and the ball");
    cr_assert_eq(world.particles[world.ball].mass, 100.0 * world.particles[1].mass);
    s.mass = 50.0;
    world_retune(&world, &s);
    cr_assert_eq(world.particles[world.ball].mass, 50.0);
    cr_assert_eq(world.particles[1].mass, 1.0, "the links keep their 1 kg");

    s = defaults_of(rope_defaults);
    s.size = 7;
    rope_build(&world, &s);
    cr_assert_eq(world.particle_count, 7);
    cr_assert_eq(world.spring_count, 6);
    cr_assert_eq(world.particles[0].inverse_mass, 0.0);
}

// The rule, spring by spring, on the 10 × 10 mesh: each spring's Cs and Cd
// are 1/(z + 1), z the larger spring count of its moving ends, counted here
// from the springs themselves. An inner spring gets 1/5; the top edge's
// first spring, from a pinned corner to a particle on three springs, 1/4 (the
// anchor does not count). The sliders scale the rule (cs = 0.5: half of it);
// with the rule off every spring has cs, cd as they are.
Test(rule, sets_each_spring_one_over_n_plus_one) {
    Settings s = defaults_of(mesh_defaults);
    mesh_build(&world, &s);
    static int count[MAX_PARTICLES];
    memset(count, 0, sizeof count);
    for (int i = 0; i < world.spring_count; i++) {
        count[world.springs[i].a]++;
        count[world.springs[i].b]++;
    }
    for (int i = 0; i < world.spring_count; i++) {
        const Spring *spring = &world.springs[i];
        int na = world.particles[spring->a].inverse_mass > 0.0 ? count[spring->a] : 0;
        int nb = world.particles[spring->b].inverse_mass > 0.0 ? count[spring->b] : 0;
        double expected = 1.0 / ((na > nb ? na : nb) + 1);
        cr_assert_eq(spring->cs, expected, "spring %d", i);
        cr_assert_eq(spring->cd, expected, "spring %d", i);
    }
    cr_assert_eq(world.springs[0].cs, 0.25, "pinned corner to a top-edge particle");
    s.cs = 0.5;
    s.cd = 0.25;
    world_retune(&world, &s);
    cr_assert_eq(world.springs[0].cs, 0.125);
    cr_assert_eq(world.springs[0].cd, 0.0625);
    s.rule = false;
    world_retune(&world, &s);
    for (int i = 0; i < world.spring_count; i++) {
        cr_assert_eq(world.springs[i].cs, 0.5);
        cr_assert_eq(world.springs[i].cd, 0.25);
    }
}

// At Cs = Cd = 1 on every spring, the article's warning: a particle on two
// or more one-loop springs overshoots, and the rope and the mesh blow up,
// within a second.
Test(many_springs, rope_and_mesh_blow_up_at_one) {
    double largest;
    build_uniform(&world, rope_defaults, rope_build, 1.0);
    cr_assert_not(holds(&world, 60, &largest), "the rope held at Cs = Cd = 1");
    build_uniform(&world, mesh_defaults, mesh_build, 1.0);
    cr_assert_not(holds(&world, 60, &largest), "the mesh held at Cs = Cd = 1");
}

// The linear limit the book derives: on a straight rope without gravity,
// along its axis, the zigzag x_i = (−1)^i·a stretches every spring by 2a and
// each inner particle feels κ_eff = γ_eff = 2C (two springs, each at m_red =
// m/2), so it is stable while κ + 2γ = 6C < 4: C < 2/3 (for 19 moving
// particles the fastest mode is a hair slower than the endless chain's). A
// zigzag of 1 µm at C = 0.66 and 0.67, either side of 2/3: after 4000 steps
// at 0.66 it is under a thousandth of itself (it fades slowly, since the
// slower modes it also excites are barely damped), while after 1000 steps at
// 0.67 it is over a thousand times (it stops growing near 5 m, where the
// springs turn and the motion is no longer along the axis).
static double zigzag_after(double c, int steps) {
    Settings s = defaults_of(rope_defaults);
    s.gravity = 0.0;
    s.rule = false;
    s.cs = s.cd = c;
    rope_build(&world, &s);
    const double a = 1e-6;
    for (int i = 1; i < world.particle_count; i++) {
        world.particles[i].position.x += i % 2 == 0 ? a : -a;
    }
    for (int step = 0; step < steps; step++) {
        world_step(&world);
    }
    double largest = 0.0;
    for (int i = 1; i < world.particle_count; i++) {
        largest = fmax(largest, fabs(world.particles[i].position.x - 0.25 * i));
    }
    return largest / a;
}

Test(many_springs, rope_zigzag_fades_below_two_thirds_and_grows_above) {
    double below = zigzag_after(0.66, 4000), above = zigzag_after(0.67, 1000);
    cr_assert_lt(below, 1e-3, "at 0.66: %g", below);
    cr_assert_gt(above, 1e3, "at 0.67: %g", above);
}

// The world holds the largest scene of each kind that `size` allows (128),
// and cloth at 128 is 16,384 particles and 64,770 springs.
Test(size, the_largest_scenes_fit) {
    void (*const builds[])(World *, const Settings *) = {rope_build, mesh_build, cloth_build};
    for (int i = 0; i < 3; i++) {
        Settings s = defaults_of(NULL);
        s.size = MAX_SIZE;
        builds[i](&world, &s);
        cr_assert_leq(world.particle_count, MAX_PARTICLES);
        cr_assert_leq(world.spring_count, MAX_SPRINGS);
    }
    cr_assert_eq(world.particle_count, 16384);
    cr_assert_eq(world.spring_count, 64770);
}

// A scene too big is refused by the command line before anything is built:
// `size` stops at 128, so 129 gets one line naming the parameter and exit 2.
Test(size, a_larger_scene_is_refused_clearly) {
    program_require("09-many-springs");
    char command[4200];
    snprintf(command, sizeof command,
             "'%s/09-many-springs' --headless --scene cloth --param size=129 --steps 1 2>&1 >/dev/null",
             bin_dir());
    FILE *in = popen(command, "r");
    cr_assert_not_null(in);
    char line[256] = "";
    char *read = fgets(line, sizeof line, in);
    int status = pclose(in);
    cr_assert_not_null(read, "no message");
    cr_assert(WIFEXITED(status) && WEXITSTATUS(status) == 2, "status %d", status);
    cr_assert(strstr(line, "size") != NULL && strstr(line, "128") != NULL, "%s", line);
}
