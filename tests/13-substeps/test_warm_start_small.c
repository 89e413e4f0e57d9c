// Why the article's warm start breaks small steps at one sweep a substep.
//
// What grows is the chain's zigzag along its length: link i stretched by
// (−1)^i·x and stretching at (−1)^i·v, flipping every substep. Take an
// endless straight chain, Cs = Cd = 1, one sweep in index order, and write
// X = x/h, and k for the ripple's part of what a link kept, both as changes
// of stretching speed (an impulse over m_red). When link i is swept, link
// i − 1, bent the other way, has already moved their shared particle the way
// link i wants: link i applies ℓ = Δv* − ℓ/2, that is 2/3 of its target, and
// its two neighbours' impulses add 1/3 each: the sweep gives every link 4/3
// of its target. Cold, the zigzag is a one-loop spring at Cs = Cd = 4/3, on
// chapter 05's overshoot edge Cs + 2·Cd = 4: its eigenvalue is −1, and it
// neither dies nor grows.
//
// Warm, the sweep starts from w·k on every link, and what a link kept and
// the stretch it ends the substep with are tied: X' = k'/2, of the same
// sign (it overshot). So the warm start pushes each link on the way it has
// just gone, and the sweep, counting that push as done, applies in all
// ℓ = −(2/3)·((1 + w)·X + v): a one-loop spring at Cs = 4(1 + w)/3,
// Cd = 4/3, outside the triangle for every w > 0. Its eigenvalues solve
// 3λ² + (2 + 4w)·λ − 1 = 0:
//
//     |λ| = ((1 + 2w) + √((1 + 2w)² + 3))/3,   about 1 + w,
//
// 1.264 a substep at w = 0.25, 2.155 at w = 1. Nothing in it is h, the load
// or the sign rule. Without the bias (Cs = 0, so nothing a link keeps
// answered a stretch) the same algebra gives λ = −(1 + 4w)/3: the zigzag
// still grows once w > 1/2. On a finite chain the zigzag runs toward the
// start of the sweep, a little under a link a substep, and grows only while
// it crosses: the longer the chain, the smaller the w that breaks it.
#include <criterion/criterion.h>
#include <math.h>

#include "measure.h"
#include "sim.h"

static World world, other;  // static: a World holds room for a cloth of 16,384 particles

// ---------------------------------------------------------------------------
// The zigzag of a long straight chain.

// 601 particles 5 cm apart along x, gravity off, the two ends anchors, the
// links joined in index order (the sweep's order). Long enough that, in the
// few dozen substeps a test watches, nothing from the ends reaches the
// middle (a ripple moves about a link a substep). `stretch` pulls every
// link that much longer than its rest length, and `spread` sets the ends
// moving apart at that speed, the particles between at speeds in
// proportion: either way every link pulls, so that a small ripple on top
// never makes one push and the sign rule never acts on it.
enum { LINKS = 600, MIDDLE = LINKS / 2, SEED_FROM = 100, SEED_TO = 500 };

// One substep a step: h = 1/480 s, bit for bit the substep of the chapter's
// default step (1/60 s in 8; dividing by 8 is exact), so that each
// world_step is one substep and the flip of every substep shows.
static Settings chain_settings(double cs, double warmstart, int substeps) {
    return (Settings){.dt = substeps / 480.0, .gravity = 0.0, .mass = 0.05, .cs = cs, .cd = 1.0,
                      .substeps = substeps, .iterations = 1, .warmstart = warmstart, .correction = 1.0,
                      .solver = SMALL_STEPS, .size = 20, .spin = 0.0};
}

static void chain_build(World *w, const Settings *s, double stretch, double spread) {
    world_init(w, s);
    for (int i = 0; i <= LINKS; i++) {
        Vec2 at = vec2((i - MIDDLE) * 0.05, 0.0);
        if (i == 0 || i == LINKS) {
            world_add_anchor(w, at);
        } else {
            world_add_particle(w, at, s->mass);
        }
        if (i > 0) {
            world_add_spring(w, i - 1, i, s->cs, s->cd);
        }
    }
    world_retune(w, s);
    for (int i = 0; i <= LINKS; i++) {
        w->particles[i].position.x *= 1.0 + stretch;
        w->particles[i].velocity.x = spread * (i - MIDDLE) / MIDDLE;
    }
}

// How fast link i stretches, (vb − va)·x̂.
static double stretching(const World *w, int i) {
    return w->particles[i + 1].velocity.x - w->particles[i].velocity.x;
}

// The ripple on link i: `other` is `world` plus the zigzag, and both are
// stepped alike, so their difference is the ripple alone (the sweep is
// linear while no link's warm start is skipped).
static double ripple(int i) {
    return stretching(&other, i) - stretching(&world, i);
}

typedef struct {
    double rate;        // |ripple| growth per substep on the middle link, from substep `from` to `to`
    int flips;          // substeps in that window at which the middle ripple changed sign
    int zigzag;         // substeps at which the middle link's two neighbours rippled against it
    double most_kept;   // the largest impulse any seeded link kept, in either world: < 0, all pull
} Ripple;

// Builds the pair, seeds `other` with a zigzag of 1e-9 m/s on the particles
// SEED_FROM..SEED_TO (far below the links' pull), and steps both `to`
// substeps.
static Ripple zigzag(double cs, double warmstart, double stretch, double spread, int from, int to) {
    Settings s = chain_settings(cs, warmstart, 1);
    chain_build(&world, &s, stretch, spread);
    chain_build(&other, &s, stretch, spread);
    for (int i = SEED_FROM; i <= SEED_TO; i++) {
        other.particles[i].velocity.x += i % 2 ? 1e-9 : -1e-9;
    }
    Ripple r = {.most_kept = -INFINITY};
    double start = 0.0, last = 0.0;
    for (int n = 1; n <= to; n++) {
        world_step(&world);
        world_step(&other);
        for (int i = SEED_FROM; i < SEED_TO; i++) {
            r.most_kept = fmax(r.most_kept, fmax(world.springs[i].kept, other.springs[i].kept));
        }
        double now = ripple(MIDDLE);
        if (n == from) {
            start = now;
        }
        if (n > from) {
            r.flips += (now > 0.0) != (last > 0.0);
            r.zigzag += (ripple(MIDDLE - 1) > 0.0) != (now > 0.0) && (ripple(MIDDLE + 1) > 0.0) != (now > 0.0);
        }
        last = now;
    }
    r.rate = pow(fabs(last / start), 1.0 / (to - from));
    return r;
}

// The derivation's growth per substep, at Cs = Cd = 1.
static double predicted(double w) {
    return ((1.0 + 2.0 * w) + sqrt((1.0 + 2.0 * w) * (1.0 + 2.0 * w) + 3.0)) / 3.0;
}

// The zigzag grows by the formula, exactly, flipping every substep, and the
// warm start is what makes it grow: cold it is neutral. Each window starts
// once the step's other zigzag eigenvalue, (−(1 + 2w) + √((1 + 2w)² + 3))/3,
// 1/3 at w = 0 and less above, has faded below 1e-7 of the growing one, and
// ends while the ripple is still a thousandth of the links' pull (10 % of
// 5 cm in 1/480 s, 2.4 m/s). Measured within 2e-5 of the formula (w = 0,
// where the seed, a few hundred of a position's last bits, rounds most;
// 2e-6 elsewhere); 1e-4 leaves room and still tells w = 0.25 (1.26376)
// from w = 0.26 (1.27481).
Test(small_warm, the_zigzag_flips_grows_by_the_formula_and_runs_against_the_sweep) {
    // One step of the chapter's default (1/60 s in 8 substeps) is eight of
    // these, bit for bit: the substep does not know how the step was cut.
    Settings eight = chain_settings(1.0, 0.5, 8), ones = chain_settings(1.0, 0.5, 1);
    chain_build(&world, &eight, 0.1, 0.0);
    chain_build(&other, &ones, 0.1, 0.0);
    other.particles[MIDDLE].velocity.x += 1e-3;
    world.particles[MIDDLE].velocity.x += 1e-3;
    world_step(&world);
    for (int n = 0; n < 8; n++) {
        world_step(&other);
    }
    for (int i = 0; i <= LINKS; i++) {
        cr_assert(world.particles[i].position.x == other.particles[i].position.x &&
                      world.particles[i].velocity.x == other.particles[i].velocity.x,
                  "particle %d: one step in 8 and 8 steps of one differ", i);
    }

    const struct {
        double w;
        int from, to;
    } cases[] = {{0.0, 16, 40}, {0.25, 16, 40}, {0.5, 16, 32}, {1.0, 8, 16}};
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        double w = cases[c].w;
        Ripple r = zigzag(1.0, w, 0.1, 0.0, cases[c].from, cases[c].to);
        int substeps = cases[c].to - cases[c].from;
        cr_log_info("w = %.2f: %.7f a substep, formula %.7f", w, r.rate, predicted(w));
        cr_assert_lt(r.most_kept, 0.0, "w = %.2f: a seeded link pushed (%g N·s): the sign rule acted", w,
                     r.most_kept);
        cr_assert_lt(fabs(r.rate / predicted(w) - 1.0), 1e-4, "w = %.2f: %.7f a substep, formula %.7f", w, r.rate,
                     predicted(w));
        cr_assert_eq(r.flips, substeps, "w = %.2f: the ripple kept its sign %d times in %d substeps", w,
                     substeps - r.flips, substeps);
        cr_assert_eq(r.zigzag, substeps, "w = %.2f: neighbours in phase %d times", w, substeps - r.zigzag);
    }

    // A kick on one particle grows into a packet that runs toward the start
    // of the sweep (lower indices): link i − 1, swept first, sees link i's
    // warm start but not yet its correction. At w = 0.25 the growing wave's
    // speed, −d(arg λ)/dθ at the zigzag, is 0.885 links a substep; the
    // packet's peak, measured 37 links down after 40 substeps, must be
    // between 30 and 40 (three quarters of a link a substep, and one).
    Settings s = chain_settings(1.0, 0.25, 1);
    chain_build(&world, &s, 0.1, 0.0);
    chain_build(&other, &s, 0.1, 0.0);
    const int kick = 400;
    other.particles[kick].velocity.x += 1e-12;
    for (int n = 0; n < 40; n++) {
        world_step(&world);
        world_step(&other);
    }
    int peak = SEED_FROM;
    for (int i = SEED_FROM; i < SEED_TO; i++) {
        cr_assert_lt(world.springs[i].kept, 0.0, "link %d pushed: the sign rule acted", i);
        if (fabs(ripple(i)) > fabs(ripple(peak))) {
            peak = i;
        }
    }
    cr_log_info("the kick at %d peaks at link %d after 40 substeps", kick, peak);
    cr_assert(peak >= kick - 40 && peak <= kick - 30, "the kick at %d peaks at link %d after 40 substeps", kick, peak);
}

// It is not the bias. With Cs = 0 nothing a link keeps answered a stretch,
// and the zigzag is −(1 + 4w)/3 a substep: it dies below w = 1/2 and grows
// above. The links pull because the anchors move apart (2 m/s each), their
// dampers holding the spread back; nothing else changes. The windows are
// short, as the ripple dies or grows fast: 8 substeps once the other
// eigenvalue (0 here) is gone. Measured within 1e-6 of the formula; 1e-4 as
// above.
Test(small_warm, without_a_bias_the_zigzag_still_grows_past_a_half) {
    const struct {
        double w, rate;
    } cases[] = {{0.25, 2.0 / 3.0}, {0.4, 2.6 / 3.0}, {0.75, 4.0 / 3.0}, {1.0, 5.0 / 3.0}};
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        Ripple r = zigzag(0.0, cases[c].w, 0.0, 2.0, 8, 16);
        cr_log_info("Cs = 0, w = %.2f: %.7f a substep, formula %.7f", cases[c].w, r.rate, cases[c].rate);
        cr_assert_lt(r.most_kept, 0.0, "w = %.2f: a seeded link pushed: the sign rule acted", cases[c].w);
        cr_assert_lt(fabs(r.rate / cases[c].rate - 1.0), 1e-4, "Cs = 0, w = %.2f: %.7f a substep, formula %.7f",
                     cases[c].w, r.rate, cases[c].rate);
        cr_assert_eq(r.flips, 8, "Cs = 0, w = %.2f: the ripple did not flip every substep", cases[c].w);
    }
}

// ---------------------------------------------------------------------------
// The longer the chain, the smaller the warm start that breaks it.

// The energy a rope of `size` particles (1 kg, 0.25 m apart, one end
// anchored, let go horizontal) gains above its start in 3000 steps of the
// chapter's small steps, 8 substeps of one sweep, warm-started at w.
static double rope_gain(int size, double w) {
    Settings s = {.dt = 1.0 / 60.0, .gravity = 9.81, .mass = 1.0, .cs = 1.0, .cd = 1.0, .substeps = 8,
                  .iterations = 1, .warmstart = w, .correction = 1.0, .solver = SMALL_STEPS, .size = size,
                  .spin = 2.0};
    rope_build(&world, &s);
    return energy_gain(&world, 3000);
}

// A ripple grows about 1 + w a substep for as many substeps as it takes to
// cross the chain, about one a link: where a rope of 16 holds, one of 41
// gains; where that one holds, one of 80 gains; cold, none gains. Measured
// (the program's --param size=N --param warmstart=W): 16 holds to 0.45 and
// gains 15 J at 0.5; 41 holds at 0.1 and gains 579 J at 0.15 and 11.5 kJ at
// 0.3; 80 holds at 0.05 and gains 5 kJ at 0.1. "Holds" is a gain of exactly
// 0: the total energy never passes its start, the dampers only taking
// energy away. 1 J below and 100 J above leave room both ways: the
// 41-particle rope's whole fall releases about 2 kJ, so 100 J above its
// start is energy the solver made, not rounding. A NaN (blown up) fails
// both.
Test(small_warm, a_longer_chain_breaks_at_a_smaller_warm_start) {
    double cold = rope_gain(80, 0.0);
    double short_at_03 = rope_gain(16, 0.3), long_at_03 = rope_gain(41, 0.3);
    double long_at_01 = rope_gain(41, 0.1), longer_at_01 = rope_gain(80, 0.1);
    cr_log_info("cold 80: %g J; w = 0.3: 16 %g J, 41 %g J; w = 0.1: 41 %g J, 80 %g J", cold, short_at_03, long_at_03,
                long_at_01, longer_at_01);
    cr_assert_lt(cold, 1.0, "cold, the rope of 80 gains %g J", cold);
    cr_assert_lt(short_at_03, 1.0, "at w = 0.3 the rope of 16 gains %g J", short_at_03);
    cr_assert_gt(long_at_03, 100.0, "at w = 0.3 the rope of 41 gains only %g J", long_at_03);
    cr_assert_lt(long_at_01, 1.0, "at w = 0.1 the rope of 41 gains %g J", long_at_01);
    cr_assert_gt(longer_at_01, 100.0, "at w = 0.1 the rope of 80 gains only %g J", longer_at_01);
}
