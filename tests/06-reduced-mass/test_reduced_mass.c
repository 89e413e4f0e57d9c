// Chapter 06's claims whose numbers chapter 09's rule of 1/(n+1) changes
// (carried by chapters 07 and 08; chapter 09 restates them in test_rule.c):
// the string is the C++ article's with Cs = Cd = 1/3, the box blows up at 1
// and holds at its own 1/4, the sliders set every spring's coefficients, and
// the step never allocates.
#include <criterion/criterion.h>

#include "allocations.h"
#include "chapter.h"
#include "sim.h"

static World world;  // static: a World holds fixed arrays too big for a test's stack

// Cs = Cd = 1 unless a test says otherwise (chapter 04's spring): chapter_settings,
// tests/05-coefficients/chapter.c.

Test(step, never_allocates) {
    Settings s = chapter_settings(1.0 / 60.0, 1.0);
    string_defaults(&s);
    string_build(&world, &s);
    cr_assert_eq(allocations_in_steps(&world, 100), 0, "the step called malloc/calloc/realloc/free");
}

// ---------------------------------------------------------------------------
// The string and the box.

// Carried from chapter 03, where this scene was last: the C++ string article's
// numbers, with this chapter's coefficients, 1/(n + 1) for n = 2.
Test(string, is_the_cpp_articles_string) {
    Settings s = chapter_settings(1.0 / 60.0, 1.0);
    string_defaults(&s);
    string_build(&world, &s);
    cr_assert_eq(s.mass, 0.05);
    cr_assert_eq(s.cs, 1.0 / 3.0);
    cr_assert_eq(s.cd, 1.0 / 3.0);
    cr_assert_eq(world.particle_count, 80);
    cr_assert_eq(world.spring_count, 79);
    cr_assert_eq(world.particles[39].inverse_mass, 0.0, "the middle node is the anchor");
    for (int i = 0; i < world.spring_count; i++) {
        cr_assert_float_eq(world.springs[i].rest_length, 0.05, 1e-15);
    }
}

// Why the box defaults to 1/4, the article's 1/(n + 1) for three springs on
// each corner: at Cs = Cd = 1 each corner gets three one-loop springs' worth
// of correction and the box blows up within half a second (measured: step
// 27); at 1/4 it turns for 10,000 steps and keeps its shape to within the
// stretch its turning needs (measured: 0.21 %; 1 % bounds it).
Test(box, blows_up_at_one_and_holds_at_a_quarter) {
    Settings s = chapter_settings(1.0 / 60.0, 1.0);
    box_defaults(&s);
    s.cs = s.cd = 1.0;
    box_build(&world, &s);
    int step = 0;
    while (step < 60 && !world_diverged(&world)) {
        world_step(&world);
        step++;
    }
    cr_assert(world_diverged(&world), "still whole after %d steps at Cs = Cd = 1", step);
    box_defaults(&s);
    box_build(&world, &s);
    Metrics metrics;
    for (step = 1; step <= 10000; step++) {
        world_step(&world);
        world_measure(&world, &metrics);
        cr_assert_lt(metrics.max_stretch, 0.01, "step %d", step);
    }
}

// The cs and cd sliders reach every spring: all 79 of the string.
Test(retune, gives_every_spring_the_new_coefficients) {
    Settings s = chapter_settings(1.0 / 60.0, 1.0);
    string_defaults(&s);
    string_build(&world, &s);
    s.cs = 0.2;
    s.cd = 0.7;
    world_retune(&world, &s);
    for (int i = 0; i < world.spring_count; i++) {
        cr_assert_eq(world.springs[i].cs, 0.2);
        cr_assert_eq(world.springs[i].cd, 0.7);
    }
    cr_assert_eq(world.particles[39].inverse_mass, 0.0, "the anchor stays an anchor");
    cr_assert_eq(world.particles[0].mass, 0.05);
}
