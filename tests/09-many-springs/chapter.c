// Chapter 09's answers to tests/support/chapter.h, for the tests it carries
// from chapter 06.
#include "chapter.h"

// How far the dumbbell and the hand-built springs start stretched: chapter
// 08's `stretch`, a parameter this chapter no longer has.
static double fixture_stretch = 0.5;

// Cs = Cd = 1: chapter 04's spring. The rule is on, as in the program: it
// reaches only the scenes, which call world_retune; the springs built by hand
// keep the coefficients they were given.
Settings chapter_settings(double dt, double mass) {
    fixture_stretch = 0.5;
    return (Settings){.dt = dt, .gravity = 9.81, .mass = mass, .cs = 1.0, .cd = 1.0, .rule = true};
}

double chapter_stretch(const Settings *settings) {
    (void)settings;
    return fixture_stretch;
}

void chapter_set_stretch(Settings *settings, double stretch) {
    (void)settings;
    fixture_stretch = stretch;
}

// The rule off: a scene's springs keep the settings' Cs and Cd.
void chapter_coefficients_as_given(Settings *settings) { settings->rule = false; }

// Chapters 06-08's `dumbbell` and `spinning`, kept here as fixtures: the
// chapter's scenes are many-spring scenes, and these free pairs still carry
// the tests of the reduced mass. Built as those chapters built them, with
// the settings' coefficients on their one spring.
void dumbbell_defaults(Settings *settings) {
    settings->gravity = 0.0;
    fixture_stretch = 0.5;
}

void dumbbell_build(World *world, const Settings *settings) {
    const double light = 1.0, heavy = 10.0, total = light + heavy;
    world_init(world, settings);
    world->own_masses = true;
    int a = world_add_particle(world, vec2(-heavy / total, 0.0), light);
    int b = world_add_particle(world, vec2(light / total, 0.0), heavy);
    world_add_spring(world, a, b, settings->cs, settings->cd);
    double length = 1.0 + fixture_stretch;
    world->particles[a].position = vec2(-length * heavy / total, 0.0);
    world->particles[b].position = vec2(length * light / total, 0.0);
}

void spinning_defaults(Settings *settings) {
    settings->gravity = 0.0;
    settings->spin = 20.0;
}

void spinning_build(World *world, const Settings *settings) {
    world_init(world, settings);
    for (int side = -1; side <= 1; side += 2) {
        Vec2 position = vec2(0.5 * side, 0.0);
        int index = world_add_particle(world, position, settings->mass);
        world->particles[index].velocity = vec2(0.0, settings->spin * position.x);
    }
    world_add_spring(world, 0, 1, settings->cs, settings->cd);
}
