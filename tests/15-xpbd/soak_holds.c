// Chapter 15's long runs, optimized (make soak): the last chapter holds. At
// the program's defaults (XPBD, 20 substeps of one sweep, rigid springs in a
// shuffled order) every default scene runs 100,000 steps with its links
// near their length and no energy gained, and the 128 cloth holds where the
// scene's order tears it.
#include <criterion/criterion.h>
#include <math.h>

#include "holds.h"
#include "measure.h"
#include "scenes.h"
#include "sim.h"

static World world;  // static: a World holds room for a cloth of 16,384 particles

static Settings xpbd_defaults(void) {
    return (Settings){.dt = 1.0 / 60.0, .gravity = 9.81, .mass = 1.0, .hertz = 60.0, .zeta = 2.0, .substeps = 20,
                      .iterations = 1, .warmstart = 1.0, .relax = 1, .compliance = 0.0, .order = SHUFFLED,
                      .solver = XPBD, .size = 20, .spin = 2.0};
}

// The worst link over 600 steps, stopping once one passes its own length;
// infinite if the world diverged.
static double worst_link_over_600_steps(World *w) {
    double worst = 0.0;
    for (int step = 0; step < 600 && worst <= 1.0 && !world_diverged(w); step++) {
        world_step(w);
        Metrics metrics;
        world_measure(w, &metrics);
        worst = fmax(worst, metrics.max_stretch);
    }
    return world_diverged(w) ? INFINITY : worst;
}

// The targets, checked on every default scene (tests/support/holds.h).
Test(holds, every_default_scene_holds_100000_steps, .timeout = 600) {
    every_default_scene_holds(&world, xpbd_defaults(), 100000);
}

// The cloth at size 128 (16,384 particles, 64,770 springs) over 3000 steps:
// within 5 % and 1 %, and no energy gained. In the scene's order the same
// sweeps let chapter 13's row zigzag grow, climbing against the sweep, and
// the cloth tears within 600 steps: its worst link past its own length.
Test(holds, the_large_cloth_holds_shuffled_and_tears_in_order, .timeout = 600) {
    the_large_cloth_holds(&world, xpbd_defaults());

    Settings s = xpbd_defaults();
    cloth_defaults(&s);
    s.size = 128;
    s.order = SCENE_ORDER;
    cloth_build(&world, &s);
    double worst = worst_link_over_600_steps(&world);
    cr_expect(worst > 1.0, "in the scene's order the cloth held: worst link %.4g", worst);
}

// The page's hypothesis for why the scene's order tears a large cloth: the
// accordion gets three halves of its change only when, sweep after sweep,
// a row's horizontals come before the diagonals down from it and those
// before the next row's horizontals, as cloth_build adds them. Testing it:
// two orders that break the pattern and change nothing else (every
// horizontal last; each row's horizontals first within its own block) hold
// the 96 cloth for 600 steps, worst link within the chapter's 5 % (measured
// 0.48 %); the scene's order reversed, which keeps the pattern mirrored (a
// row's horizontals, the diagonals up from it, the row above's), tears as
// the scene's order does (measured: past its own length at step 4).
static bool is_horizontal(const World *w, int i) {
    const Spring *spring = &w->springs[i];
    return w->particles[spring->a].position.y == w->particles[spring->b].position.y;
}

typedef enum { HORIZONTALS_LAST, HORIZONTALS_FIRST_IN_BLOCK, REVERSED } Reorder;

// Rewrites the sweep order of a cloth just built in the scene's order. A
// block is a row's springs up to the row above, then its horizontals.
static void reorder(World *w, Reorder how) {
    static int order[MAX_SPRINGS];
    int n = w->spring_count, k = 0;
    if (how == REVERSED) {
        for (int i = 0; i < n; i++) order[k++] = n - 1 - i;
    } else if (how == HORIZONTALS_LAST) {
        for (int i = 0; i < n; i++) if (!is_horizontal(w, i)) order[k++] = i;
        for (int i = 0; i < n; i++) if (is_horizontal(w, i)) order[k++] = i;
    } else {
        for (int start = 0, end = 0; start < n; start = end) {
            while (end < n && !is_horizontal(w, end)) end++;
            while (end < n && is_horizontal(w, end)) end++;
            for (int i = start; i < end; i++) if (is_horizontal(w, i)) order[k++] = i;
            for (int i = start; i < end; i++) if (!is_horizontal(w, i)) order[k++] = i;
        }
    }
    cr_assert_eq(k, n);
    for (int i = 0; i < n; i++) {
        w->order[i] = order[i];
    }
}

// The worst link over 600 steps of the 96 cloth in the order asked, or
// until it passes its own length.
static double worst_link_in(Reorder how) {
    Settings s = xpbd_defaults();
    cloth_defaults(&s);
    s.size = 96;
    s.order = SCENE_ORDER;
    cloth_build(&world, &s);
    reorder(&world, how);
    return worst_link_over_600_steps(&world);
}

Test(holds, the_cloth_tears_only_where_each_rows_horizontals_precede_its_diagonals, .timeout = 600) {
    double last = worst_link_in(HORIZONTALS_LAST), first = worst_link_in(HORIZONTALS_FIRST_IN_BLOCK);
    double reversed = worst_link_in(REVERSED);
    cr_log_info("cloth 96: horizontals last %.4g, first in block %.4g, reversed %.4g", last, first, reversed);
    cr_expect(last <= 0.05, "horizontals last: worst link %.4g", last);
    cr_expect(first <= 0.05, "horizontals first in each block: worst link %.4g", first);
    cr_expect(reversed > 1.0, "reversed: the cloth held, worst link %.4g", reversed);
}
