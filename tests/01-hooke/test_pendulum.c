// Chapter 01's claims about the pendulum that hold for every spring of
// chapters 01-05, the chapters that have the pendulum (tests/NN-slug/carried):
// its anchor stays put, and it starts with zero energy. The spring is the
// chapter's own: chapter_settings (tests/support/chapter.h) gives chapter
// 01's k = 20 N/m in chapters 01-03 and the one-loop spring from chapter 04.
#include <criterion/criterion.h>

#include "chapter.h"
#include "measure.h"
#include "sim.h"

static World world;  // static: a World holds fixed arrays too big for a test's stack

Test(euler, anchors_never_move) {
    Settings s = chapter_settings(1.0 / 60.0, 1.0);
    pendulum_build(&world, &s);
    Vec2 anchor = world.particles[0].position;
    for (int step = 0; step < 100; step++) {
        world_step(&world);
    }
    cr_assert(world.particles[0].pinned);
    cr_assert_eq(world.particles[0].position.x, anchor.x);
    cr_assert_eq(world.particles[0].position.y, anchor.y);
}

// Gravity's potential is m·g·y, so the pendulum's bob, at rest, level with the
// anchor and with its spring at rest length, starts with exactly zero energy:
// letting it fall trades that for kinetic and spring energy, and any energy
// the status line shows later is the swing's.
Test(energy, pendulum_starts_with_zero_energy) {
    Settings s = chapter_settings(1.0 / 60.0, 1.0);
    pendulum_build(&world, &s);
    cr_assert_eq(measured_energy(&world), 0.0);
}
