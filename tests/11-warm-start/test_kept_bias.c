// Why Box2D's total, warm-started whole, leaves the girder restless (the
// appendix Measurements, chapter 11, "Why the total is restless"). Take a slow mode of the sweeps: I sweeps leave a
// fraction g of what it needs undone. Keeping the total, the step applies
// T' = w·g·T + (1 − g)·J: a running average of the targets J, each fading
// by w·g a step, so on average τ = w·g/(1 − w·g) steps late. The target's
// bias −Cs·x/Δt, τ steps late, is −Cs·(x − τ·Δt·v)/Δt: the spring, plus
// Cs·τ·v against the damping −Cd·v. The mode grows once Cs·τ > Cd, that is
// once w·g > Cd/(Cs + Cd), a half at Cs = Cd (the recurrence's exact edge:
// Jury's test on its cubic gives the same). The damper's part, late, still
// damps. So: keeping everything but the bias settles the girder; it is not
// the load (chapter 10's tension limit); and the edge is where w·g = ½.
#include <criterion/criterion.h>
#include <math.h>

#include "measure.h"
#include "sim.h"

static World world, other;  // static: a World holds room for a cloth of 16,384 particles

static Settings total_settings(int iterations, double warmstart, double gravity) {
    return (Settings){.dt = 1.0 / 60.0, .gravity = gravity, .mass = 1.0, .cs = 1.0, .cd = 1.0,
                      .iterations = iterations, .warmstart = warmstart, .warm_rule = WARM_TOTAL,
                      .solver = SEQUENTIAL, .size = 20, .spin = 2.0};
}

// ---------------------------------------------------------------------------
// The total, split in two.

// Chapter 11's step for a sequential world with no grab, by the total rule,
// with each spring's kept impulse in two parts: what answered the bias of
// its target, −Cs·x/Δt, and what answered the rest, −Cd·v and gravity. The
// sweeps are linear in the targets, so each part is swept with its own
// impulses and its own target, and the two sum to the step's. The warm
// start applies keep_bias of the kept bias part and keep_rest of the rest,
// along the new axis; each part then keeps what it applied plus its
// corrections. With both at w this is world_step by the total rule at w.
static Vec2 bias_impulse[MAX_PARTICLES], rest_impulse[MAX_PARTICLES];
static double kept_bias[MAX_SPRINGS], kept_rest[MAX_SPRINGS];
static double bias_target[MAX_SPRINGS], rest_target[MAX_SPRINGS];

static void push_part(Vec2 *impulse, const Spring *spring, double j) {
    Vec2 along = vec2_scale(spring->unit, j);
    impulse[spring->b] = vec2_add(impulse[spring->b], along);
    impulse[spring->a] = vec2_sub(impulse[spring->a], along);
}

static double part_change(const World *w, const Vec2 *impulse, const Spring *spring) {
    Vec2 a = vec2_scale(impulse[spring->a], w->particles[spring->a].inverse_mass);
    Vec2 b = vec2_scale(impulse[spring->b], w->particles[spring->b].inverse_mass);
    return vec2_dot(vec2_sub(b, a), spring->unit);
}

static void split_step(World *w, double keep_bias, double keep_rest) {
    cr_assert(w->solver == SEQUENTIAL && w->grab.particle < 0);
    for (int i = 0; i < w->particle_count; i++) {
        bias_impulse[i] = vec2(0.0, 0.0);
        rest_impulse[i] = vec2_scale(w->gravity, w->particles[i].mass * w->dt);
    }
    for (int i = 0; i < w->spring_count; i++) {
        Spring *spring = &w->springs[i];
        const Particle *a = &w->particles[spring->a], *b = &w->particles[spring->b];
        Vec2 last_unit = spring->unit, axis = vec2_sub(b->position, a->position);
        spring->unit = vec2_unit(axis);
        double x = vec2_length(axis) - spring->rest_length;
        double v = vec2_dot(vec2_sub(b->velocity, a->velocity), spring->unit);
        bias_target[i] = -(spring->cs * x / w->dt);
        rest_target[i] = -(spring->cd * v);
        double turn = vec2_dot(spring->unit, last_unit);
        kept_bias[i] *= turn * keep_bias;
        kept_rest[i] *= turn * keep_rest;
        push_part(bias_impulse, spring, kept_bias[i]);
        push_part(rest_impulse, spring, kept_rest[i]);
    }
    for (int k = 0; k < w->iterations; k++) {
        for (int i = 0; i < w->spring_count; i++) {
            Spring *spring = &w->springs[i];
            double inverse = w->particles[spring->a].inverse_mass + w->particles[spring->b].inverse_mass;
            double mass = inverse > 0.0 ? 1.0 / inverse : 0.0;  // between two anchors, nothing moves
            double jb = (bias_target[i] - part_change(w, bias_impulse, spring)) * mass;
            double jr = (rest_target[i] - part_change(w, rest_impulse, spring)) * mass;
            push_part(bias_impulse, spring, jb);
            push_part(rest_impulse, spring, jr);
            kept_bias[i] += jb;
            kept_rest[i] += jr;
        }
    }
    for (int i = 0; i < w->particle_count; i++) {
        Particle *p = &w->particles[i];
        Vec2 impulse = vec2_add(bias_impulse[i], rest_impulse[i]);
        p->velocity = vec2_add(p->velocity, vec2_scale(impulse, p->inverse_mass));
        p->position = vec2_add(p->position, vec2_scale(p->velocity, w->dt));
    }
    w->time += w->dt;
}

// A girder by the total rule for split_step, nothing kept yet.
static void split_girder(int iterations) {
    Settings s = total_settings(iterations, 1.0, 9.81);
    girder_build(&world, &s);
    for (int i = 0; i < world.spring_count; i++) {
        kept_bias[i] = kept_rest[i] = 0.0;
    }
}

// The split is the step: both parts kept at w = 0.5 (where the girder is
// calm, so that rounding does not grow) follow world_step by the total rule
// at 0.5 for 3000 steps, every particle within 1e-12 m (measured 7e-15: the
// two parts' sums round differently from one sum, 1e-16 m a step) and every
// kept impulse, the sum of the two parts, within 1e-9 N·s of the spring's.
Test(kept_bias, the_split_step_is_the_total_rule) {
    split_girder(8);
    Settings s = total_settings(8, 0.5, 9.81);
    girder_build(&other, &s);
    double widest = 0.0, kept = 0.0;
    for (int step = 0; step < 3000; step++) {
        split_step(&world, 0.5, 0.5);
        world_step(&other);
        for (int i = 0; i < world.particle_count; i++) {
            widest = fmax(widest, vec2_distance(world.particles[i].position, other.particles[i].position));
        }
        for (int i = 0; i < world.spring_count; i++) {
            kept = fmax(kept, fabs(kept_bias[i] + kept_rest[i] - other.springs[i].kept));
        }
    }
    cr_log_info("split against world_step: %g m, kept %g N·s", widest, kept);
    cr_assert_not(world_diverged(&world), "the split step stays finite");
    cr_assert_lt(widest, 1e-12, "%g m from world_step", widest);
    cr_assert_lt(kept, 1e-9, "kept impulses %g N·s apart", kept);
}

// The girder at 8 sweeps, warm-started at 1 by split_step with one part or
// both: the first step its kinetic energy passes 100 J (0 if never, in
// 6000 steps), the most it has in the last 1000 steps, and its mean stretch
// at the end.
static int girder_split(double keep_bias, double keep_rest, double *late_kinetic, double *mean_stretch) {
    split_girder(8);
    int passed = 0;
    Metrics m;
    *late_kinetic = 0.0;
    for (int step = 1; step <= 6000; step++) {
        split_step(&world, keep_bias, keep_rest);
        world_measure(&world, &m);
        if (passed == 0 && m.kinetic > 100.0) {
            passed = step;
        }
        if (step > 5000) {
            *late_kinetic = fmax(*late_kinetic, m.kinetic);
        }
    }
    *mean_stretch = m.mean_stretch;
    return passed;
}

// The hypothesis, tested: warm-started with the whole total, or with its
// bias part alone, the girder thrashes within half a second (kinetic
// energy past 100 J at steps 24 and 25, measured, and tens of kJ at the
// end; the test allows 100 steps). Warm-started with everything but its
// bias, it settles: never 100 J, at most 0.087 J in its last 1000 steps
// (measured; its slowest mode settles slowly: 3 J in steps 2000 to 3000;
// the test asks under 1 J), and it
// keeps what the total is for, the springs solved exactly at rest: its
// mean stretch at the end 0.00018 (measured; the test asks under a third
// of the article's 0.0092 at the same sweeps).
Test(kept_bias, without_its_bias_the_total_settles_the_girder) {
    double late, stretch;
    int whole = girder_split(1.0, 1.0, &late, &stretch);
    cr_log_info("the whole total: 100 J at step %d, %g J late", whole, late);
    cr_assert(whole > 0 && whole <= 100, "the whole total: 100 J at step %d", whole);
    int bias = girder_split(1.0, 0.0, &late, &stretch);
    cr_log_info("the bias alone: 100 J at step %d, %g J late", bias, late);
    cr_assert(bias > 0 && bias <= 100, "the bias alone: 100 J at step %d", bias);
    int rest = girder_split(0.0, 1.0, &late, &stretch);
    cr_log_info("all but the bias: 100 J at step %d, %g J late, mean stretch %g", rest, late, stretch);
    cr_assert_eq(rest, 0, "all but the bias: 100 J at step %d", rest);
    cr_assert_lt(late, 1.0, "all but the bias: %g J in the last 1000 steps", late);
    cr_assert_lt(stretch, 0.0092 / 3.0, "all but the bias: mean stretch %g", stretch);
}

// ---------------------------------------------------------------------------
// Not the load.

// The first step at which the girder's kinetic energy passes `joules`, by
// world_step at these settings (0 if not within `steps`), and its most.
static int girder_passes(Settings s, double joules, int steps, double *most) {
    girder_build(&world, &s);
    Metrics m;
    int passed = 0;
    *most = 0.0;
    for (int step = 1; step <= steps; step++) {
        world_step(&world);
        world_measure(&world, &m);
        *most = fmax(*most, m.kinetic);
        if (passed == 0 && m.kinetic > joules) {
            passed = step;
        }
    }
    return passed;
}

// Chapter 10's cause (the axis fixed at the step's start: across a member,
// tension acts as an explicit spring, held only while T < m·L/Δt², 1800 N
// here) needs a load near that limit; the girder's chords hold about
// 110·g N, 1079 N at 9.81 m/s². At 0.01 m/s² they hold 1.1 N, and the total
// still thrashes: it passes 100 J at step 73 (measured), where the article's
// rule never has a thousandth of a joule (measured 5e-5 J at most). The
// growth is linear, so a load 981 times smaller starts 981 times smaller
// and needs ln 981/ln λ more steps, λ the growth a step: measured 73 − 24 =
// 49 steps, λ = 1.151. The recurrence's fastest growth, at w = 1 and
// g ≈ 0.89, is 2/√3 = 1.1547 a step: 48.1 steps. The test asks 43 to 53
// steps (λ from 1.14 to 1.17: the crossing falls on whole steps, and the
// girder's modes are not one recurrence's).
Test(kept_bias, it_is_not_the_load) {
    double most;
    int full = girder_passes(total_settings(8, 1.0, 9.81), 100.0, 300, &most);
    int light = girder_passes(total_settings(8, 1.0, 0.01), 100.0, 300, &most);
    Settings article = total_settings(8, 1.0, 0.01);
    article.warm_rule = WARM_ARTICLE;
    girder_passes(article, 100.0, 300, &most);
    cr_log_info("100 J at step %d at 9.81, %d at 0.01; the article's rule at 0.01 at most %g J", full, light, most);
    cr_assert(full > 0 && light > 0, "passed 100 J: at step %d and %d", full, light);
    cr_assert(light - full >= 43 && light - full <= 53, "%d steps later", light - full);
    cr_assert_lt(most, 1e-3, "the article's rule at 0.01: %g J", most);
}

// ---------------------------------------------------------------------------
// The edge: w·g = ½.

// The bridge's sweeps, measured by world_step: from its built shape (every
// spring at rest length, still) the exact step leaves it still, so what a
// cold step leaves is what its sweeps left undone, and once the slowest
// mode is all that is left, each sweep leaves ρ of it. d_I, the largest
// difference of velocity between a step of I sweeps and one of I + 1,
// shrinks by ρ a sweep: ρ = (d_200/d_100)^(1/100).
static double bridge_velocity_gap(int iterations) {
    Settings s = total_settings(iterations, 0.0, 9.81);
    bridge_build(&world, &s);
    world_step(&world);
    s.iterations = iterations + 1;
    bridge_build(&other, &s);
    world_step(&other);
    double gap = 0.0;
    for (int i = 0; i < world.particle_count; i++) {
        gap = fmax(gap, vec2_distance(world.particles[i].velocity, other.particles[i].velocity));
    }
    return gap;
}

// The most kinetic energy of the bridge in steps 2000 to 3000, by the total.
static double bridge_late_kinetic(int iterations, double warmstart) {
    Settings s = total_settings(iterations, warmstart, 9.81);
    bridge_build(&world, &s);
    Metrics m;
    double most = 0.0;
    for (int step = 1; step <= 3000; step++) {
        world_step(&world);
        if (step > 2000) {
            world_measure(&world, &m);
            most = fmax(most, m.kinetic);
        }
    }
    return most;
}

// Measured ρ = 0.98565: g = ρ^I falls below ½ from I = ln 2/(−ln ρ) =
// 47.96 sweeps, and at 8 sweeps (g = 0.891) the edge is w = 1/(2g) = 0.561.
// The bridge finds them at 47/48 sweeps (at 47 it keeps up to 60 J in its
// last 1000 steps, at 48 0.014 J) and between w = 0.55 and 0.56. The test
// stands 2 sweeps and 0.04 of w off each predicted edge (the recurrence
// is one mode's, and its g is measured at the built shape, not at rest)
// and asks each side to be plainly so: restless, over 10 J in the last
// 1000 steps (measured 117 J at 45 sweeps, 71 J at w = 0.601); calm,
// under 0.1 J (measured 2e-5 J at 50 sweeps, 0.024 J at w = 0.521).
Test(kept_bias, the_total_settles_where_w_g_is_under_one_half) {
    double rho = pow(bridge_velocity_gap(200) / bridge_velocity_gap(100), 1.0 / 100.0);
    double edge_sweeps = log(2.0) / -log(rho), edge_warm = 1.0 / (2.0 * pow(rho, 8));
    cr_log_info("rho %.6f: g = 1/2 at %.2f sweeps; at 8 sweeps w = %.4f", rho, edge_sweeps, edge_warm);
    cr_assert(edge_sweeps > 20 && edge_sweeps < 60, "the edge at %g sweeps, in the slider's range", edge_sweeps);
    int below = (int)floor(edge_sweeps) - 2, above = (int)ceil(edge_sweeps) + 2;
    double restless_sweeps = bridge_late_kinetic(below, 1.0), calm_sweeps = bridge_late_kinetic(above, 1.0);
    double calm_warm = bridge_late_kinetic(8, edge_warm - 0.04), restless_warm = bridge_late_kinetic(8, edge_warm + 0.04);
    cr_log_info("w = 1: %d sweeps %g J, %d sweeps %g J; 8 sweeps: w = %.3f %g J, w = %.3f %g J", below,
                restless_sweeps, above, calm_sweeps, edge_warm - 0.04, calm_warm, edge_warm + 0.04, restless_warm);
    cr_assert_gt(restless_sweeps, 10.0, "%d sweeps: %g J", below, restless_sweeps);
    cr_assert_lt(calm_sweeps, 0.1, "%d sweeps: %g J", above, calm_sweeps);
    cr_assert_lt(calm_warm, 0.1, "w = %g: %g J", edge_warm - 0.04, calm_warm);
    cr_assert_gt(restless_warm, 10.0, "w = %g: %g J", edge_warm + 0.04, restless_warm);
}
