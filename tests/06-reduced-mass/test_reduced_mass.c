// Chapter 06's claims about its string and box, which chapters 07 to 10 carry
// (from chapter 09 the rule of 1/(n+1) gives the coefficients that chapter
// 06's scenes set themselves): the string is the C++ article's with
// Cs = Cd = 1/3, the box blows up at 1 and holds at its own 1/4, the sliders
// set every spring's coefficients, and the step never allocates. Where the
// rule would change a number, the test asks the chapter for the coefficients
// as given (chapter_coefficients_as_given, tests/support/chapter.h).
#include <criterion/criterion.h>

#include "allocations.h"
#include "chapter.h"
#include "coefficients.h"
#include "measure.h"
#include "sim.h"

static World world;  // static: a World holds fixed arrays too big for a test's stack

// Cs = Cd = 1 unless a test says otherwise (chapter 04's spring), and chapter
// 09's rule on, as in the program: chapter_settings, tests/NN-slug/chapter.c.

Test(step, never_allocates) {
    Settings s = chapter_settings(1.0 / 60.0, 1.0);
    string_defaults(&s);
    string_build(&world, &s);
    cr_assert_eq(allocations_in_steps(&world, 100), 0, "the step called malloc/calloc/realloc/free");
}

// ---------------------------------------------------------------------------
// The string and the box.

// Carried from chapter 03, where this scene was last: the C++ string article's
// numbers, with coefficients of 1/(z + 1) for z = 2 on every spring (the
// string's defaults set them in chapters 06-08, the rule from chapter 09).
Test(string, is_the_cpp_articles_string) {
    Settings s = chapter_settings(1.0 / 60.0, 1.0);
    string_defaults(&s);
    string_build(&world, &s);
    cr_assert_eq(s.mass, 0.05);
    cr_assert_eq(world.particle_count, 80);
    cr_assert_eq(world.spring_count, 79);
    cr_assert_eq(world.particles[39].inverse_mass, 0.0, "the middle node is the anchor");
    for (int i = 0; i < world.spring_count; i++) {
        cr_assert_float_eq(world.springs[i].rest_length, 0.05, 1e-15);
        cr_assert_eq(world.springs[i].cs, 1.0 / 3.0);
        cr_assert_eq(world.springs[i].cd, 1.0 / 3.0);
    }
}

// Why the box defaults to 1/4, the article's 1/(z + 1) for three springs on
// each corner: at Cs = Cd = 1 each corner gets three one-loop springs' worth
// of correction and the box blows up within half a second (measured: step
// 27); at 1/4 it turns for 10,000 steps and keeps its shape to within the
// stretch its turning needs (measured: 0.21 %; 1 % bounds it).
Test(box, blows_up_at_one_and_holds_at_a_quarter) {
    Settings s = chapter_settings(1.0 / 60.0, 1.0);
    box_defaults(&s);
    s.cs = s.cd = 1.0;
    chapter_coefficients_as_given(&s);  // every spring at 1, not a quarter of it
    box_build(&world, &s);
    int step = steps_until_diverged(&world, 60);
    cr_assert(world_diverged(&world), "still whole after %d steps at Cs = Cd = 1", step);
    s = chapter_settings(1.0 / 60.0, 1.0);
    box_defaults(&s);
    box_build(&world, &s);
    Metrics metrics;
    for (step = 1; step <= 10000; step++) {
        world_step(&world);
        world_measure(&world, &metrics);
        cr_assert_lt(metrics.max_stretch, 0.01, "step %d", step);
    }
}

// The cs and cd sliders reach every spring: all 79 of the string, at the
// sliders' values when the coefficients are taken as given (chapter 09's
// test_rule.c checks them under the rule).
Test(retune, gives_every_spring_the_new_coefficients) {
    Settings s = chapter_settings(1.0 / 60.0, 1.0);
    string_defaults(&s);
    string_build(&world, &s);
    chapter_coefficients_as_given(&s);
    check_retune(&world, &s, 0.2, 0.7, 1.0);
    cr_assert_eq(world.particles[39].inverse_mass, 0.0, "the anchor stays an anchor");
    cr_assert_eq(world.particles[0].mass, 0.05);
}
