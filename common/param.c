// param.c: see param.h.
#include "param.h"

#include <assert.h>
#include <limits.h>
#include <math.h>
#include <stddef.h>

// One field, of the type the scale implies: the slider and the command line
// give a PARAM_INTEGER parameter whole numbers, which an int holds within its
// range and a bool holds when they are 0 and 1.
static bool well_formed(const Param *param) {
    const ParamField *field = &param->field;
    int fields = (field->real != NULL) + (field->whole != NULL) + (field->flag != NULL);
    bool whole = field->whole != NULL || field->flag != NULL;
    return fields == 1 && whole == (param->scale == PARAM_INTEGER) &&
           (field->whole == NULL || (param->min >= INT_MIN && param->max <= INT_MAX)) &&
           (field->flag == NULL || (param->min == 0.0 && param->max == 1.0));
}

double param_get(const Param *param) {
    assert(well_formed(param));
    if (param->field.whole != NULL) return *param->field.whole;
    if (param->field.flag != NULL) return *param->field.flag;
    return *param->field.real;
}

void param_set(const Param *param, double value) {
    assert(well_formed(param));
    if (param->field.real != NULL) {
        *param->field.real = value;
        return;
    }
    // Whole and in range, so the conversion below is exact.
    assert(value == floor(value) && value >= param->min && value <= param->max);
    if (param->field.whole != NULL) {
        *param->field.whole = (int)value;
    } else {
        *param->field.flag = value != 0.0;
    }
}

double slider_fraction(const Param *param, double value) {
    if (param->scale == PARAM_LOG) {
        return log(value / param->min) / log(param->max / param->min);
    }
    return (value - param->min) / (param->max - param->min);
}

double slider_value(const Param *param, double fraction) {
    fraction = fmin(1.0, fmax(0.0, fraction));
    if (param->scale == PARAM_LOG) {
        return param->min * pow(param->max / param->min, fraction);
    }
    double value = param->min + fraction * (param->max - param->min);
    return param->scale == PARAM_INTEGER ? round(value) : value;
}
