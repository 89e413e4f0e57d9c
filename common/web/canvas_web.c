// canvas_web.c: drawing in metres as commands for the page's script. The
// commands live in one array set aside when the module starts, large enough
// for chapter 16's largest cloth drawn as dots; past it, drawing stops.
#include "canvas_web.h"

enum { MAX_COMMANDS = 1 << 19 };

static DrawCommand commands[MAX_COMMANDS];
static int command_count;

static uint32_t packed(Color color) {
    return (uint32_t)color.r | (uint32_t)color.g << 8 | (uint32_t)color.b << 16 | (uint32_t)color.a << 24;
}

static void record(DrawOp op, Color color, float a, float b, float c, float d, float e) {
    if (command_count < MAX_COMMANDS) {
        commands[command_count++] = (DrawCommand){op, packed(color), a, b, c, d, e, 0.0f};
    }
}

void canvas_clear(void) {
    command_count = 0;
}

const DrawCommand *canvas_commands(int *count) {
    *count = command_count;
    return commands;
}

Canvas canvas_make(Area area, View view) {
    return (Canvas){.area = area, .center = vec2(view.x, view.y), .scale = area.w / view.width};
}

// Screen positions of wild states are clamped, as in the window: a diverged
// particle at 1e300 m must not become an infinite float.
static float pixel(double value) {
    return isfinite(value) ? (float)fmax(-1e5, fmin(1e5, value)) : -1e5f;
}

static float screen_x(const Canvas *canvas, Vec2 point) {
    return pixel(canvas->area.x + 0.5 * canvas->area.w + (point.x - canvas->center.x) * canvas->scale);
}

static float screen_y(const Canvas *canvas, Vec2 point) {
    return pixel(canvas->area.y + 0.5 * canvas->area.h - (point.y - canvas->center.y) * canvas->scale);
}

Vec2 canvas_to_world(const Canvas *canvas, double x, double y) {
    return vec2(canvas->center.x + (x - canvas->area.x - 0.5 * canvas->area.w) / canvas->scale,
                canvas->center.y - (y - canvas->area.y - 0.5 * canvas->area.h) / canvas->scale);
}

void canvas_corners(const Canvas *canvas, Vec2 *low, Vec2 *high) {
    *low = canvas_to_world(canvas, canvas->area.x, canvas->area.y + canvas->area.h);
    *high = canvas_to_world(canvas, canvas->area.x + canvas->area.w, canvas->area.y);
}

void canvas_fill(Area area, Color color) {
    record(DRAW_SQUARE, color, (float)area.x, (float)area.y, (float)area.w, (float)area.h, 0.0f);
}

void canvas_line(Canvas *canvas, Vec2 from, Vec2 to, double width_px, Color color) {
    record(DRAW_LINE, color, screen_x(canvas, from), screen_y(canvas, from), screen_x(canvas, to),
           screen_y(canvas, to), (float)width_px);
}

void canvas_disc(Canvas *canvas, Vec2 center, double radius_px, Color color) {
    record(DRAW_DISC, color, screen_x(canvas, center), screen_y(canvas, center), (float)radius_px, 0.0f, 0.0f);
}

void canvas_dots(Canvas *canvas, const Vec2 *points, int count, double size_px, Color color) {
    float half = (float)(0.5 * size_px);
    for (int i = 0; i < count; i++) {
        record(DRAW_SQUARE, color, screen_x(canvas, points[i]) - half, screen_y(canvas, points[i]) - half,
               2.0f * half, 2.0f * half, 0.0f);
    }
}
