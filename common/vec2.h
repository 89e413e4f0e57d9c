// vec2.h: a 2D vector as a value type, with the few operations the physics needs.
// Plain C and <math.h> only, so physics code and tests can use it without SDL.
#ifndef VEC2_H
#define VEC2_H

#include <math.h>
#include <stdbool.h>

// Strict C11's <math.h> has no M_PI.
#define PI 3.14159265358979323846

// region: vec2
typedef struct {
    double x, y;
} Vec2;

static inline Vec2 vec2(double x, double y) { return (Vec2){x, y}; }
static inline Vec2 vec2_add(Vec2 a, Vec2 b) { return (Vec2){a.x + b.x, a.y + b.y}; }
static inline Vec2 vec2_sub(Vec2 a, Vec2 b) { return (Vec2){a.x - b.x, a.y - b.y}; }
static inline Vec2 vec2_scale(Vec2 v, double s) { return (Vec2){v.x * s, v.y * s}; }
static inline double vec2_dot(Vec2 a, Vec2 b) { return a.x * b.x + a.y * b.y; }
static inline double vec2_cross(Vec2 a, Vec2 b) { return a.x * b.y - a.y * b.x; }
static inline double vec2_length(Vec2 v) { return sqrt(vec2_dot(v, v)); }
static inline double vec2_distance(Vec2 a, Vec2 b) { return vec2_length(vec2_sub(b, a)); }
static inline bool vec2_is_finite(Vec2 v) { return isfinite(v.x) && isfinite(v.y); }

// The unit vector along v, or zero when v has no length: two particles on top of
// each other define no axis, and a zero axis makes every axial term vanish
// instead of turning into NaN.
static inline Vec2 vec2_unit(Vec2 v) {
    double length = vec2_length(v);
    return length > 0.0 ? vec2_scale(v, 1.0 / length) : (Vec2){0.0, 0.0};
}
// end region: vec2

#endif
