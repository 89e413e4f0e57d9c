// Chapter 01's answers to tests/support/chapter.h, which chapters 02 and 03
// carry: their Settings are chapter 01's, with a damper and drag at zero.
#include "chapter.h"
#include "hooke.h"

// Chapter 01's spring: 20 N/m.
Settings chapter_settings(double dt, double mass) { return hooke_settings(dt, mass, 20.0); }
