// canvas.c: drawing in metres on an SDL renderer. Thick lines and discs are
// triangles (SDL_RenderGeometry), so they look the same on every renderer,
// including the software one the screenshots use. The course's colours and
// shapes are look.c's, shared with the book's live pages.
#include "canvas_sdl.h"

Canvas canvas_make(SDL_Renderer *renderer, SDL_Rect area, View view) {
    return (Canvas){
        .renderer = renderer,
        .area = area,
        .center = vec2(view.x, view.y),
        .scale = area.w / view.width,
    };
}

SDL_FPoint canvas_to_screen(const Canvas *canvas, Vec2 point) {
    return (SDL_FPoint){
        (float)(canvas->area.x + 0.5 * canvas->area.w + (point.x - canvas->center.x) * canvas->scale),
        (float)(canvas->area.y + 0.5 * canvas->area.h - (point.y - canvas->center.y) * canvas->scale),
    };
}

Vec2 canvas_to_world(const Canvas *canvas, double x, double y) {
    return vec2(canvas->center.x + (x - canvas->area.x - 0.5 * canvas->area.w) / canvas->scale,
                canvas->center.y - (y - canvas->area.y - 0.5 * canvas->area.h) / canvas->scale);
}

static SDL_Color sdl_color(Color color) {
    return (SDL_Color){color.r, color.g, color.b, color.a};
}

void canvas_fill(SDL_Renderer *renderer, SDL_Rect rect, Color color) {
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a);
    SDL_RenderFillRect(renderer, &rect);
}

// Screen positions of wild states are clamped: a diverged particle at 1e300 m
// must not turn into an undefined float-to-int conversion inside SDL.
static float clamp_pixel(float value) {
    return isfinite(value) ? fmaxf(-1e5f, fminf(1e5f, value)) : -1e5f;
}

static void draw_quad(Canvas *canvas, SDL_FPoint a, SDL_FPoint b, double half_width, Color color) {
    float dx = b.x - a.x, dy = b.y - a.y;
    float length = sqrtf(dx * dx + dy * dy);
    if (length <= 0.0f) {
        return;
    }
    float nx = (float)(-dy / length * half_width), ny = (float)(dx / length * half_width);
    SDL_Vertex corners[4];
    SDL_FPoint points[4] = {{a.x + nx, a.y + ny}, {a.x - nx, a.y - ny},
                            {b.x - nx, b.y - ny}, {b.x + nx, b.y + ny}};
    for (int i = 0; i < 4; i++) {
        corners[i] = (SDL_Vertex){points[i], sdl_color(color), {0.0f, 0.0f}};
    }
    const int triangles[6] = {0, 1, 2, 0, 2, 3};
    SDL_RenderGeometry(canvas->renderer, NULL, corners, 4, triangles, 6);
}

void canvas_line(Canvas *canvas, Vec2 from, Vec2 to, double width_px, Color color) {
    SDL_FPoint a = canvas_to_screen(canvas, from), b = canvas_to_screen(canvas, to);
    a = (SDL_FPoint){clamp_pixel(a.x), clamp_pixel(a.y)};
    b = (SDL_FPoint){clamp_pixel(b.x), clamp_pixel(b.y)};
    draw_quad(canvas, a, b, 0.5 * width_px, color);
}

void canvas_disc(Canvas *canvas, Vec2 center, double radius_px, Color color) {
    enum { SEGMENTS = 24 };
    SDL_FPoint c = canvas_to_screen(canvas, center);
    c = (SDL_FPoint){clamp_pixel(c.x), clamp_pixel(c.y)};
    SDL_Vertex vertices[SEGMENTS + 1];
    int indices[SEGMENTS * 3];
    vertices[0] = (SDL_Vertex){c, sdl_color(color), {0.0f, 0.0f}};
    for (int i = 0; i < SEGMENTS; i++) {
        double angle = 2.0 * PI * i / SEGMENTS;
        SDL_FPoint rim = {c.x + (float)(radius_px * cos(angle)), c.y + (float)(radius_px * sin(angle))};
        vertices[i + 1] = (SDL_Vertex){rim, sdl_color(color), {0.0f, 0.0f}};
        indices[3 * i] = 0;
        indices[3 * i + 1] = 1 + i;
        indices[3 * i + 2] = 1 + (i + 1) % SEGMENTS;
    }
    SDL_RenderGeometry(canvas->renderer, NULL, vertices, SEGMENTS + 1, indices, SEGMENTS * 3);
}

void canvas_dots(Canvas *canvas, const Vec2 *points, int count, double size_px, Color color) {
    enum { CHUNK = 4096 };
    SDL_FRect squares[CHUNK];
    float half = (float)(0.5 * size_px);
    SDL_SetRenderDrawBlendMode(canvas->renderer, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(canvas->renderer, color.r, color.g, color.b, color.a);
    for (int first = 0; first < count; first += CHUNK) {
        int n = count - first < CHUNK ? count - first : CHUNK;
        for (int i = 0; i < n; i++) {
            SDL_FPoint at = canvas_to_screen(canvas, points[first + i]);
            squares[i] = (SDL_FRect){clamp_pixel(at.x) - half, clamp_pixel(at.y) - half, 2.0f * half, 2.0f * half};
        }
        SDL_RenderFillRectsF(canvas->renderer, squares, n);
    }
}

void canvas_corners(const Canvas *canvas, Vec2 *low, Vec2 *high) {
    *low = canvas_to_world(canvas, canvas->area.x, canvas->area.y + canvas->area.h);
    *high = canvas_to_world(canvas, canvas->area.x + canvas->area.w, canvas->area.y);
}
