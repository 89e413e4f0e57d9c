// coefficients.h: the cs and cd sliders, as a test drags them, written once
// for the chapters whose springs carry Cs and Cd (05 on). Header-only (static
// inline), as measure.h, because World and Settings are each chapter's own.
#ifndef COEFFICIENTS_H
#define COEFFICIENTS_H

#include <criterion/criterion.h>

#include "sim.h"

// Sets the sliders to cs and cd and hands them to the world, as dragging them
// does, and checks that every spring took exactly cs/divisor and cd/divisor
// (chapter 09's rule divides by n + 1; the divisor is 1 elsewhere).
static inline void check_retune(World *w, Settings *s, double cs, double cd, double divisor) {
    s->cs = cs;
    s->cd = cd;
    world_retune(w, s);
    for (int i = 0; i < w->spring_count; i++) {
        cr_assert_eq(w->springs[i].cs, cs / divisor, "spring %d: Cs %g", i, w->springs[i].cs);
        cr_assert_eq(w->springs[i].cd, cd / divisor, "spring %d: Cd %g", i, w->springs[i].cd);
    }
}

#endif
