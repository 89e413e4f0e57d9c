// coefficients.h: the cs and cd sliders, as a test drags them, written once
// for the chapters whose springs carry Cs and Cd (05 on). Header-only (static
// inline), as measure.h, because World and Settings are each chapter's own.
#ifndef COEFFICIENTS_H
#define COEFFICIENTS_H

#include "sim.h"

// Sets the sliders to cs and cd and hands them to the world, as dragging them
// does. Returns the first spring that did not take cs/divisor and cd/divisor
// exactly (chapter 09's rule divides by n + 1; 1 elsewhere), or −1 when every
// spring did.
static inline int retune_coefficients(World *w, Settings *s, double cs, double cd, double divisor) {
    s->cs = cs;
    s->cd = cd;
    world_retune(w, s);
    for (int i = 0; i < w->spring_count; i++) {
        if (w->springs[i].cs != cs / divisor || w->springs[i].cd != cd / divisor) {
            return i;
        }
    }
    return -1;
}

#endif
