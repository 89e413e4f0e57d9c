// Chapter 09's claims about its rule of 1/(n+1) where chapter 06's tests of
// the string and the box (06-reduced-mass/test_reduced_mass.c, carried with
// the rest of chapter 06's tests: tests/09-many-springs/carried) take the
// coefficients as given: the sliders reach every spring through the rule, and
// the step allocates nothing even for the largest cloth. The tests of the
// wheels are gone with them.
#include <criterion/criterion.h>

#include "allocations.h"
#include "chapter.h"
#include "coefficients.h"
#include "sim.h"

static World world;  // static: a World holds fixed arrays too big for a test's stack

// Cs = Cd = 1 unless a test says otherwise (chapter 04's spring), and the rule
// on, as in the program: chapter_settings, tests/09-many-springs/chapter.c.

// The largest scene the program allows, `cloth` at size 128 (16,384
// particles, 64,770 springs), with a particle held by the mouse: every pass
// of the step, the measure and the dump's rows work in the world's own
// arrays.
Test(step, never_allocates_on_the_largest_cloth) {
    static BodyState rows[MAX_PARTICLES];
    Settings c = chapter_settings(1.0 / 60.0, 1.0);
    cloth_defaults(&c);
    c.size = MAX_SIZE;
    cloth_build(&world, &c);
    cr_assert_eq(world.particle_count, 16384);
    cr_assert_eq(world.spring_count, 64770);
    world_grab(&world, world.particle_count - 1, vec2(0.0, -40.0));
    Metrics metrics;
    long before = alloc_count();
    for (int step = 0; step < 20; step++) {
        world_step(&world);
        world_measure(&world, &metrics);
        world_states(&world, rows, MAX_PARTICLES);
    }
    cr_assert_eq(alloc_count(), before, "cloth: the step called malloc/calloc/realloc/free");
    cr_assert_not(world_diverged(&world));
}

// The cs and cd sliders reach every spring through the rule: all 79 of the
// string at a third of the slider's value (n = 2 for every spring).
Test(rule, gives_every_spring_of_the_string_a_third_of_the_sliders) {
    Settings s = chapter_settings(1.0 / 60.0, 1.0);
    string_defaults(&s);
    string_build(&world, &s);
    check_retune(&world, &s, 0.2, 0.7, 3.0);
}
