// Chapter 08's long comparisons with chapter 07's program, which make soak
// runs optimized (make test leaves them out): the string, whose bounces make
// any rounding grow, followed as closely as chapter 07 follows itself, and
// the two programs agreeing to rounding, not bit for bit, on every scene.
// The programs are run through tests/support/programs.h.
#include <criterion/criterion.h>
#include <float.h>
#include <math.h>
#include <stdio.h>

#include "programs.h"

// Room for three runs of 1000 steps of the largest scene (the string's 80
// particles), kept static so that a failed assertion leaves nothing on the heap.
enum { RUN_ROWS = 80 * 1001 };
static DumpRow storage[3][RUN_ROWS];

static Dump run_dump(int slot, const char *chapter, const char *scene, int steps, const char *extra) {
    return dump_run(storage[slot], RUN_ROWS, chapter, scene, steps, extra);
}

// The string swings and bounces, and its bounces make any difference of
// rounding grow: chapter 07 against itself, with the mass one bit heavier
// (0.05 and the next double), departs by more than 1e-12 of the scene's
// scale within 1000 steps (5.8e-12 of the scale measured, in a velocity;
// 3.4e-12 m in positions). In exact arithmetic that change does nothing at
// all: the springs' κ = Cs and gravity's g·Δt² per step do not depend on
// the mass (chapter 05). So no program that rounds differently from chapter
// 07, as chapter 08 must, can hold 1e-12 here; chapter 08 departs by
// 1.5e-11 of the scale (1.0e-11 m in positions), the same order as the
// one-bit change. 1e-10 bounds it with room, and is still 2 nm/s at the
// string's 19 m/s.
Test(follows_chapter_07, the_string_as_closely_as_chapter_07_follows_itself) {
    program_require("07-angular");
    program_require("08-impulses");
    char heavier[64];
    snprintf(heavier, sizeof heavier, "--param mass=%.17g", nextafter(0.05, 1.0));
    Dump ch07 = run_dump(0, "07-angular", "string", 1000, "");
    Dump bit = run_dump(1, "07-angular", "string", 1000, heavier);
    Dump ch08 = run_dump(2, "08-impulses", "string", 1000, "");
    DumpDeparture itself = dump_compare(&ch07, &bit), impulses = dump_compare(&ch07, &ch08);
    cr_assert_gt(itself.largest, 1e-12, "chapter 07 one bit apart departs by only %.3g", itself.largest);
    cr_assert_lt(impulses.largest, 1e-10, "chapter 08 departs by %.3g at step %ld", impulses.largest,
                 impulses.at_step);
}

// Agreeing to rounding is not agreeing bit for bit. After one step the
// difference is one or two roundings of one step, at most 4·2^-52 of the
// scale, and over the runs many values differ in their last bits: the
// dumbbell's first step lands chapter 07 exactly on its rest length and
// chapter 08 one bit of the length (1.1e-16 m) off it.
Test(follows_chapter_07, to_rounding_not_bit_for_bit) {
    program_require("07-angular");
    program_require("08-impulses");
    char scenes[16][32];
    int count = program_scenes("07-angular", scenes, 16);
    long identical = 0, values = 0;
    for (int i = 0; i < count; i++) {
        Dump ch07 = run_dump(0, "07-angular", scenes[i], 1, ""), ch08 = run_dump(1, "08-impulses", scenes[i], 1, "");
        DumpDeparture first = dump_compare(&ch07, &ch08);
        cr_assert_leq(first.largest, 4.0 * DBL_EPSILON, "%s: %.3g after one step", scenes[i], first.largest);
        ch07 = run_dump(0, "07-angular", scenes[i], 1000, "");
        ch08 = run_dump(1, "08-impulses", scenes[i], 1000, "");
        DumpDeparture run = dump_compare(&ch07, &ch08);
        identical += run.identical;
        values += run.values;
    }
    cr_assert_lt(identical, values, "every value identical: the chapters round alike after all");
    cr_assert_gt(identical, 0);
}
