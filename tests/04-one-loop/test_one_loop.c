// Chapter 04's claim about its spring's k and c themselves, which chapter 05
// restates with Cs and Cd: k = m/Δt² and c = m/Δt follow the mass that moves.
// The claims that hold at Cs = Cd = 1 too are in test_sim.c, which chapter 05
// carries.
#include <criterion/criterion.h>

#include "sim.h"

static World world;  // static: a World holds fixed arrays too big for a test's stack

// Chapter 04's world: the springs are tuned from the mass and the step alone.
static Settings settings(double dt, double mass) {
    return (Settings){.dt = dt, .gravity = 9.81, .mass = mass};
}

// k = m/Δt² = 2/0.0001 = 20,000 N/m and c = m/Δt = 200 N·s/m, each a division
// or two of doubles, rounded at about 2e-12 and 2e-14: the tolerances are far
// above rounding and far below any other tuning.
Test(spring, is_tuned_to_the_mass_that_moves) {
    Settings s = settings(0.01, 2.0);
    single_build(&world, &s);
    cr_assert_float_eq(world.springs[0].k, 2.0 / (0.01 * 0.01), 1e-9);
    cr_assert_float_eq(world.springs[0].c, 2.0 / 0.01, 1e-12);
}
