// Chapter 06's claims as chapter 09's rule of 1/(n+1) restates them: the
// string's springs get Cs = Cd = 1/3 from the rule, the box blows up at 1 with
// the rule off and holds with it, the sliders reach every spring through the
// rule, and the step allocates nothing even for the largest cloth. Every
// other test of chapter 06 holds as it is and is carried from its file
// (tests/09-many-springs/carried); the tests of the wheels are gone with them.
#include <criterion/criterion.h>

#include "allocations.h"
#include "chapter.h"
#include "sim.h"

static World world;  // static: a World holds fixed arrays too big for a test's stack

// Cs = Cd = 1 unless a test says otherwise (chapter 04's spring), and the rule
// on, as in the program: chapter_settings, tests/09-many-springs/chapter.c.

// The string, and the largest scene the program allows, `cloth` at size 128
// (16,384 particles, 64,770 springs), with a particle held by the mouse:
// every pass of the step, the measure and the dump's rows work in the
// world's own arrays.
Test(step, never_allocates) {
    Settings s = chapter_settings(1.0 / 60.0, 1.0);
    string_defaults(&s);
    string_build(&world, &s);
    cr_assert_eq(allocations_in_steps(&world, 100), 0, "the step called malloc/calloc/realloc/free");

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

// ---------------------------------------------------------------------------
// The string and the box.

// Carried from chapter 03, where this scene was last: the C++ string article's
// numbers, with the rule's coefficients, 1/(n + 1) for n = 2: the string's
// defaults no longer set them, the rule does, spring by spring.
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

// Why the box defaults to 1/4, the article's 1/(n + 1) for three springs on
// each corner: at Cs = Cd = 1 each corner gets three one-loop springs' worth
// of correction and the box blows up within half a second (measured: step
// 27); at 1/4 it turns for 10,000 steps and keeps its shape to within the
// stretch its turning needs (measured: 0.21 %; 1 % bounds it).
Test(box, blows_up_at_one_and_holds_at_a_quarter) {
    Settings s = chapter_settings(1.0 / 60.0, 1.0);
    box_defaults(&s);
    s.cs = s.cd = 1.0;
    s.rule = 0.0;  // every spring at 1, not a quarter of it
    box_build(&world, &s);
    int step = 0;
    while (step < 60 && !world_diverged(&world)) {
        world_step(&world);
        step++;
    }
    cr_assert(world_diverged(&world), "still whole after %d steps at Cs = Cd = 1", step);
    s.rule = 1.0;
    box_build(&world, &s);
    Metrics metrics;
    for (step = 1; step <= 10000; step++) {
        world_step(&world);
        world_measure(&world, &metrics);
        cr_assert_lt(metrics.max_stretch, 0.01, "step %d", step);
    }
}

// The cs and cd sliders reach every spring: all 79 of the string, at a
// third of the slider's value under the rule (n = 2 for every spring), at the
// value itself with the rule off.
Test(retune, gives_every_spring_the_new_coefficients) {
    Settings s = chapter_settings(1.0 / 60.0, 1.0);
    string_defaults(&s);
    string_build(&world, &s);
    s.cs = 0.2;
    s.cd = 0.7;
    world_retune(&world, &s);
    for (int i = 0; i < world.spring_count; i++) {
        cr_assert_eq(world.springs[i].cs, 0.2 / 3.0);
        cr_assert_eq(world.springs[i].cd, 0.7 / 3.0);
    }
    s.rule = 0.0;
    world_retune(&world, &s);
    for (int i = 0; i < world.spring_count; i++) {
        cr_assert_eq(world.springs[i].cs, 0.2);
        cr_assert_eq(world.springs[i].cd, 0.7);
    }
    cr_assert_eq(world.particles[39].inverse_mass, 0.0, "the anchor stays an anchor");
    cr_assert_eq(world.particles[0].mass, 0.05);
}
