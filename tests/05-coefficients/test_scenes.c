// Chapter 05's claims about its own spring and scenes: Cs = Cd = 1 is chapter
// 04's one-loop spring, bit for bit; the sliders reach every spring but
// soft-to-rigid's stiffnesses; the mouse holds every particle of every default
// scene. The claims about any spring at Cs and Cd, which later chapters
// carry, are in test_coefficients.c.
#include <criterion/criterion.h>

#include "chapter.h"
#include "coefficients.h"
#include "scenes.h"
#include "sim.h"

static World world;  // static: a World holds fixed arrays too big for a test's stack

// ---------------------------------------------------------------------------
// Chapter 05: the coefficients.

// At Cs = Cd = 1 the step computes k = (1·m)/(Δt·Δt) and c = (1·m)/Δt, and
// multiplying by 1 is exact in floating point, so these are chapter 04's
// m/(Δt·Δt) and m/Δt to the last bit, and apply_spring and integrate are
// chapter 04's: the two chapters take the same steps, bit for bit.
Test(coefficients, one_and_one_give_chapter_04s_k_and_c_bit_for_bit) {
    const double masses[] = {0.1, 1.0, 7.3, 100.0};
    const double steps[] = {1.0 / 30.0, 1.0 / 60.0, 1.0 / 240.0, 0.0123};
    for (int i = 0; i < 4; i++) {
        for (int j = 0; j < 4; j++) {
            Settings s = chapter_settings(steps[j], masses[i]);
            single_build(&world, &s);
            const Spring *spring = &world.springs[0];
            cr_assert_eq(spring_stiffness(&world, spring), masses[i] / (steps[j] * steps[j]));
            cr_assert_eq(spring_damping(&world, spring), masses[i] / steps[j]);
        }
    }
}

// The cs and cd sliders reach every spring, except that soft-to-rigid keeps
// its five stiffnesses (its point is to show them side by side).
Test(retune, gives_every_spring_the_new_coefficients_but_soft_to_rigid_keeps_its_cs) {
    Settings s = chapter_settings(1.0 / 60.0, 1.0);
    masses_defaults(&s);
    masses_build(&world, &s);
    check_retune(&world, &s, 0.2, 0.7, 1.0);
    const double stiffness[5] = {1e-4, 1e-3, 1e-2, 1e-1, 1.0};
    s = chapter_settings(1.0 / 60.0, 1.0);
    soft_to_rigid_build(&world, &s);
    cr_assert_eq(world.spring_count, 5);
    s.cs = 3.0;
    s.cd = 0.5;
    world_retune(&world, &s);
    for (int i = 0; i < 5; i++) {
        cr_assert_eq(world.springs[i].cs, stiffness[i]);
        cr_assert_eq(world.springs[i].cd, 0.5);
    }
}

// ---------------------------------------------------------------------------
// The mouse, with the coefficients free.

// Every moving particle of every scene at the chapter's defaults (Cs = Cd = 1,
// 1 kg, 1/60 s, gravity where the scene has it), held by the mouse at its own
// spot and half a metre away in four directions. Along its spring the held
// bob has κ = Cs + s and γ = Cd + s, so Cs + 2·Cd + 3·s < 4 keeps it stable,
// 3.75 at the defaults (soft-to-rigid's are below that); across it the mouse
// alone acts, κ = γ = s, ρ = √0.75. After 600 steps the slowest of these,
// ρ = 0.866, has left 0.866^600 ≈ 1e-38 of any motion: the held bob is at
// rest, to rounding (its u = v·Δt under 1e-12 m; measured, 3e-16 m).
static void check_held_to_rest(World *w, const HeldParticle *hold) {
    int held = hold->particle;
    if (w->particles[held].pinned) {
        return;  // an anchor: nothing to hold
    }
    world_grab(w, held, vec2_add(w->particles[held].position, hold->offset));
    for (int step = 0; step < 600; step++) {
        world_step(w);
    }
    cr_assert_not(world_diverged(w), "%s, particle %d", hold->scene->name, held);
    double u = vec2_length(w->particles[held].velocity) * hold->settings->dt;
    cr_assert_lt(u, 1e-12, "%s, particle %d, offset (%g, %g): still moving, u = %.3g m", hold->scene->name, held,
                 hold->offset.x, hold->offset.y, u);
}

Test(grab, every_particle_of_every_default_scene_can_be_held) {
    const SceneCase scenes[] = {
        {.name = "single", .defaults = single_defaults, .build = single_build},
        {.name = "pendulum", .build = pendulum_build},
        {.name = "masses", .defaults = masses_defaults, .build = masses_build},
        {.name = "soft-to-rigid", .build = soft_to_rigid_build},
    };
    Settings s = chapter_settings(1.0 / 60.0, 1.0);
    s.stretch = 0.5;
    hold_every_particle(&world, scenes, 4, s, mouse_offsets, MOUSE_OFFSETS, check_held_to_rest);
}
