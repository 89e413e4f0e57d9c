// look.c: the course's colours and shapes, on whatever Canvas draws them.
#include "look.h"

static const Color GRID = {38, 43, 58, 255};
static const Color AXIS = {60, 67, 88, 255};
static const Color AT_REST = {196, 202, 214, 255};
// Yellow and blue, not red and green: chapters 10 to 12 draw their solvers'
// twins red and green, and a learner must not read a stretched spring as the
// naive one. Blue against yellow also survives red-green colour blindness.
static const Color STRETCHED = {250, 214, 60, 255};
static const Color COMPRESSED = {86, 156, 255, 255};
static const Color PARTICLE = {244, 244, 248, 255};
static const Color ANCHOR = {255, 176, 64, 255};

static Color mix(Color from, Color to, double t) {
    return (Color){
        (unsigned char)(from.r + (to.r - from.r) * t),
        (unsigned char)(from.g + (to.g - from.g) * t),
        (unsigned char)(from.b + (to.b - from.b) * t),
        255,
    };
}

// Full colour at ±SPRING_COLOR_FULL; the square root lets a stretch of a few
// percent already show.
Color canvas_spring_color(double stretch) {
    double strength = isfinite(stretch) ? fmin(1.0, sqrt(fabs(stretch) / SPRING_COLOR_FULL)) : 1.0;
    return mix(AT_REST, stretch >= 0.0 ? STRETCHED : COMPRESSED, strength);
}

void canvas_spring(Canvas *canvas, Vec2 a, Vec2 b, double stretch) {
    canvas_line(canvas, a, b, 3.0, canvas_spring_color(stretch));
}

void canvas_particle(Canvas *canvas, Vec2 position, bool pinned) {
    if (pinned) {
        canvas_disc(canvas, position, 8.0, ANCHOR);
        canvas_disc(canvas, position, 3.0, (Color){24, 27, 38, 255});
    } else {
        canvas_disc(canvas, position, 5.0, PARTICLE);
    }
}

// Spaced so that a view always shows a handful of lines.
void canvas_grid(Canvas *canvas) {
    Vec2 low, high;
    canvas_corners(canvas, &low, &high);
    double spacing = pow(10.0, floor(log10(high.x - low.x))) / 2.0;
    for (double x = ceil(low.x / spacing) * spacing; x <= high.x; x += spacing) {
        bool axis = fabs(x) < 1e-9;
        canvas_line(canvas, vec2(x, low.y), vec2(x, high.y), 1.0, axis ? AXIS : GRID);
    }
    for (double y = ceil(low.y / spacing) * spacing; y <= high.y; y += spacing) {
        bool axis = fabs(y) < 1e-9;
        canvas_line(canvas, vec2(low.x, y), vec2(high.x, y), 1.0, axis ? AXIS : GRID);
    }
}
