// chapter_solver.h: what a carried test of chapters 10-12 asks of its
// chapter (tests/support/chapter.h), apart because it names sim.h's Solver,
// which the chapters before 10 do not have.
#ifndef CHAPTER_SOLVER_H
#define CHAPTER_SOLVER_H

#include "chapter.h"

// Chapters 10-12: the program's defaults for a scene (defaults may be NULL),
// with the solver and the sequential iterations asked, in chapter 10's step:
// no warm start (chapter 11's) and the whole correction (chapter 12's), so
// that chapter 10's claims hold, as they are, in the chapters that carry them.
Settings chapter_solver_settings(void (*defaults)(Settings *), Solver solver, int iterations);

#endif
