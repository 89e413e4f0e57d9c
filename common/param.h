// param.h: a parameter's value, read and written in its field's own C type.
// The shell goes through these two and never through the field itself, so
// the command line, the sliders and the pair need not know what the field is.
#ifndef PARAM_H
#define PARAM_H

#include "app.h"

double param_get(const Param *param);
void param_set(const Param *param, double value);

#endif
