// param.h: a parameter's value, read and written in its field's own C type.
// The shell goes through these two and never through the field itself, so
// the command line, the sliders and the pair need not know what the field is.
#ifndef PARAM_H
#define PARAM_H

#include "app.h"

double param_get(const Param *param);
void param_set(const Param *param, double value);

// A slider's knob position in [0, 1] for a value, and back: the window's
// panel and the book's live pages move their sliders alike.
double slider_fraction(const Param *param, double value);
double slider_value(const Param *param, double fraction);

#endif
