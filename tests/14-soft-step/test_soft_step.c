// Chapter 14's own claims: the soft step. Box2D's soft constraint at f hertz
// and damping ratio ζ is Nissen's spring at Cs = Ω²/D, Cd = (Ω² + 2ζΩ)/D once
// gravity is in the velocity before the spring takes its target; it is a real
// spring, k = m·ω², that sags under a weight, where chapter 13's spring at the
// same coefficients holds it at no sag; and the energy the soft step gains
// comes with its warm start, which the relax sweeps take out.
#include <criterion/criterion.h>
#include <math.h>

#include "bob.h"
#include "measure.h"
#include "sim.h"

static World world, other;  // static: a World holds room for a cloth of 16,384 particles

// The program's defaults (Box2D's: 4 substeps of one sweep and one relax
// sweep, 60 Hz at ζ = 2, the whole warm start), the solver asked.
static Settings soft_defaults(void (*defaults)(Settings *), Solver solver) {
    Settings s = {.dt = 1.0 / 60.0, .gravity = 9.81, .mass = 1.0, .hertz = 60.0, .zeta = 2.0, .substeps = 4,
                  .iterations = 1, .warmstart = 1.0, .relax = 1, .solver = solver, .size = 20, .spin = 2.0};
    if (defaults != NULL) {
        defaults(&s);
    }
    return s;
}

// Nissen's spring, one substep of h, with gravity in the velocity before the
// spring takes its target: v ← v + g·h, then (v·ê) changes by
// −(Cs·x/h + Cd·v·ê), then the bob moves with its new velocity.
static void nissen_gravity_first(Vec2 *p, Vec2 *v, double cs, double cd, double h, double g) {
    *v = vec2_add(*v, vec2(0.0, -g * h));
    Vec2 unit = vec2_unit(*p);
    double x = vec2_length(*p) - 1.0;
    double change = -(cs * x / h + cd * vec2_dot(*v, unit));
    *v = vec2_add(*v, vec2_scale(unit, change));
    *p = vec2_add(*p, vec2_scale(*v, h));
}

// The map, run: the soft step of one sweep, no relax, follows the
// gravity-first Nissen spring at the mapped (Cs, Cd) for 1000 steps of 4
// substeps, from a stretch, from a horizontal start and from a sideways
// throw, at soft and stiff (f, ζ) alike, and with its warm start on or off
// (for a lone spring it cancels: the solve takes back the (1 − Cd) that
// the warm start did not need). Agreement to 1e-12 m is rounding: a
// different formula would part at the first step by more than 1e-6.
Test(soft, the_soft_constraint_is_nissens_spring_with_gravity_first) {
    const double hertz[] = {1.0, 5.0, 10.0, 30.0, 60.0}, zeta[] = {0.5, 0.7, 1.0, 0.0, 2.0};
    const Vec2 starts[][2] = {{{0.0, -1.3}, {0.0, 0.0}}, {{1.2, 0.0}, {0.0, 0.0}}, {{0.0, -1.0}, {3.0, 0.0}}};
    for (int f = 0; f < 5; f++) {
        for (int start = 0; start < 3; start++) {
            for (int warm = 0; warm <= 1; warm++) {
                Settings s = soft_defaults(NULL, SOFT_STEP);
                s.hertz = hertz[f];
                s.zeta = zeta[f];
                s.relax = 0;
                s.warmstart = warm;
                bob_build(&world, &s, starts[start][0], starts[start][1]);
                Vec2 p = starts[start][0], v = starts[start][1];
                double most = 0.0;
                for (int step = 0; step < 1000; step++) {
                    world_step(&world);
                    for (int k = 0; k < s.substeps; k++) {
                        nissen_gravity_first(&p, &v, world.cs, world.cd, world.h, s.gravity);
                    }
                    Vec2 apart = vec2_sub(world.particles[1].position, p);
                    most = fmax(most, fmax(fabs(apart.x), fabs(apart.y)));
                }
                cr_assert(most < 1e-12, "%g Hz, ζ %g, start %d, warm start %d: %g m apart", hertz[f], zeta[f],
                          start, warm, most);
            }
        }
    }
}

// And back: Ω = √(Cs/(1 − Cd)) and ζ = (Cd − Cs)/(2√(Cs·(1 − Cd))) give the
// frequency and the damping ratio that the coefficients came from, to
// rounding, for 0 < Cs ≤ Cd < 1.
Test(soft, the_map_goes_back) {
    const double hertz[] = {0.5, 5.0, 60.0, 120.0, 600.0}, zeta[] = {0.0, 0.3, 1.0, 2.0, 5.0};
    const double h = 1.0 / 240.0;
    for (int f = 0; f < 5; f++) {
        for (int z = 0; z < 5; z++) {
            double cs, cd;
            soft_coefficients(hertz[f], zeta[z], h, &cs, &cd);
            double omega = sqrt(cs / (1.0 - cd));
            double back = (cd - cs) / (2.0 * sqrt(cs * (1.0 - cd)));
            cr_assert(0.0 < cs && cs <= cd && cd < 1.0, "%g Hz, ζ %g: Cs %g, Cd %g", hertz[f], zeta[z], cs, cd);
            cr_assert(fabs(omega / (2.0 * PI * h) - hertz[f]) < 1e-9 * hertz[f], "%g Hz, ζ %g: back to %.15g Hz",
                      hertz[f], zeta[z], omega / (2.0 * PI * h));
            cr_assert(fabs(back - zeta[z]) < 1e-9, "%g Hz, ζ %g: back to ζ %.15g", hertz[f], zeta[z], back);
        }
    }
}

// A weight on a soft-step spring sags as on a real spring of k = m·ω²: at
// f = 2 Hz the bob of 1 kg settles g/ω² = 6.2 cm below the rest length, at
// any substep (the constraint's frequency is the spring's, not the step's).
// Chapter 13's spring at the same Cs and Cd holds the weight at its rest
// length: its target, Δv* = −(Cs·x/h + Cd·v), aims at rest whatever the
// load, so Cs there is how fast a stretch closes, not how stiff the spring
// is. 600 steps of ζ = 1 settle both to 1e-9 m.
Test(soft, a_soft_spring_sags_as_a_spring_of_m_omega_squared) {
    const int substeps[] = {1, 4, 16};
    for (int i = 0; i < 3; i++) {
        Settings s = soft_defaults(NULL, SOFT_STEP);
        s.hertz = 2.0;
        s.zeta = 1.0;
        s.relax = 0;
        s.substeps = substeps[i];
        bob_build(&world, &s, vec2(0.0, -1.0), vec2(0.0, 0.0));
        s.solver = SMALL_STEPS;
        s.relax = 0;
        bob_build(&other, &s, vec2(0.0, -1.0), vec2(0.0, 0.0));
        for (int step = 0; step < 600; step++) {
            world_step(&world);
            world_step(&other);
        }
        double omega = 2.0 * PI * s.hertz;
        double sag = s.gravity / (omega * omega);
        cr_assert(fabs(spring_stretch(&world, 0) - sag) < 1e-9, "%d substeps: the soft spring sags %.12g m, not %.12g",
                  substeps[i], spring_stretch(&world, 0), sag);
        cr_assert(fabs(spring_stretch(&other, 0)) < 1e-9, "%d substeps: chapter 13's spring sags %.12g m",
                  substeps[i], spring_stretch(&other, 0));
    }
}

// With relax, a lone spring does not ring: the relax sweep stops its
// stretching after every substep, so each substep starts from v = 0 along
// the spring, gravity adds g·h, the soft solve makes v' = −(Cs·x/h) + (1 − Cd)·g·h
// (the map above), and the bob moves h·v': x' = (1 − Cs)·x + (1 − Cd)·g·h².
// A bob hung straight down, started 0.3 m stretched at rest, follows that
// recurrence substep by substep, with the warm start on and off (relax
// leaves nothing for it to carry: the kept impulse is the whole step's, and
// the next solve takes back what it did not need), at 1, 4 and 16 substeps,
// to the rounding of a few products (1e-12 m). The page's table follows the
// kept impulse through a substep: relax leaves it −m·g·h, the impulse that
// holds the bob's weight for one substep and no bias of the stretch; that is
// checked after every step, to rounding relative to m·g·h (1e-12).
Test(soft, with_relax_a_lone_spring_closes_cs_of_its_way_each_substep) {
    const int substeps[] = {1, 4, 16};
    for (int i = 0; i < 3; i++) {
        for (int warm = 0; warm <= 1; warm++) {
            Settings s = soft_defaults(NULL, SOFT_STEP);
            s.hertz = 2.0;
            s.zeta = 1.0;
            s.substeps = substeps[i];
            s.warmstart = warm;
            bob_build(&world, &s, vec2(0.0, -1.3), vec2(0.0, 0.0));
            double x = 0.3, h = world.h, most = 0.0;
            for (int step = 0; step < 200; step++) {
                world_step(&world);
                for (int k = 0; k < s.substeps; k++) {
                    x = (1.0 - world.cs) * x + (1.0 - world.cd) * s.gravity * h * h;
                }
                most = fmax(most, fabs(spring_stretch(&world, 0) - x));
                double weight = s.mass * s.gravity * h;
                cr_assert(fabs(world.springs[0].kept + weight) < 1e-12 * weight,
                          "%d substeps, warm start %d, step %d: relax keeps %.15g N·s, not −m·g·h = %.15g",
                          substeps[i], warm, step, world.springs[0].kept, -weight);
            }
            cr_assert(most < 1e-12, "%d substeps, warm start %d: %g m from the recurrence", substeps[i], warm, most);
        }
    }
}

// The pair spends the same sweeps a substep: the small steps make the soft
// step's sweeps with a bias and its relax sweeps, all toward their targets.
Test(soft, the_pair_spends_the_same_sweeps) {
    Settings s = soft_defaults(wrecking_ball_defaults, SOFT_STEP);
    s.iterations = 3;
    s.relax = 2;
    wrecking_ball_build(&world, &s);
    s.solver = SMALL_STEPS;
    wrecking_ball_build(&other, &s);
    cr_assert_eq(world.iterations + world.relax, 5);
    cr_assert_eq(other.iterations + other.relax, 5);
    cr_assert_eq(other.relax, 0);
}

// The wrecking ball at 8 substeps of one sweep, its energy's rise over 3000
// steps (50 s), at f Hz and ζ = 1 and the warm start and relax sweeps asked.
static double wrecking_gain(double hertz, double warmstart, int relax) {
    Settings s = soft_defaults(wrecking_ball_defaults, SOFT_STEP);
    s.substeps = 8;
    s.hertz = hertz;
    s.zeta = 1.0;
    s.warmstart = warmstart;
    s.relax = relax;
    wrecking_ball_build(&world, &s);
    return energy_gain(&world, 3000);
}

// The energy comes with the warm start. At 120 Hz the soft step without
// relax gains 47 J on the wrecking ball; one relax sweep takes it out; and
// without the warm start nothing is gained, relax or not, even at 240 Hz.
// "Gains" means more than 1 J, a fiftieth of what was measured; "holds"
// means no rise at all, as measured.
Test(soft, relax_takes_out_what_the_warm_start_brings) {
    cr_assert(wrecking_gain(120.0, 1.0, 0) > 1.0, "at 120 Hz without relax the ball should gain");
    cr_assert(wrecking_gain(120.0, 1.0, 1) == 0.0, "at 120 Hz one relax sweep should hold the ball");
    cr_assert(wrecking_gain(120.0, 0.0, 0) == 0.0, "without the warm start the ball should hold");
    cr_assert(wrecking_gain(240.0, 0.0, 0) == 0.0, "without the warm start the ball should hold at 240 Hz");
}

// A stiffer constraint leaves more bias for the relax sweeps to take out of
// the kept impulse, and one sweep along a chain takes out only part of it:
// at 240 Hz one relax sweep lets the ball gain (3.7 kJ measured), four hold
// it, and so does a warm start of 0.8 with one. Gains: more than 100 J.
Test(soft, a_stiffer_spring_needs_more_relax) {
    cr_assert(wrecking_gain(240.0, 1.0, 1) > 100.0, "at 240 Hz one relax sweep should not hold the ball");
    cr_assert(wrecking_gain(240.0, 1.0, 4) == 0.0, "at 240 Hz four relax sweeps should hold the ball");
    cr_assert(wrecking_gain(240.0, 0.8, 1) == 0.0, "at 240 Hz a warm start of 0.8 should hold the ball");
}
