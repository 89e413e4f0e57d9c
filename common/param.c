// param.c: see param.h.
#include "param.h"

double param_get(const Param *param) {
    return *param->value;
}

void param_set(const Param *param, double value) {
    *param->value = value;
}
