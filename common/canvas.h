// canvas.h: drawing the world in world coordinates (metres, y up).
// A chapter's draw function gets a Canvas and never sees SDL: the shell owns the
// renderer and the camera that maps metres to pixels.
#ifndef CANVAS_H
#define CANVAS_H

#include <stdbool.h>
#include "vec2.h"

typedef struct Canvas Canvas;

typedef struct {
    unsigned char r, g, b, a;
} Color;

// Lines and discs: positions in metres, sizes in pixels so they read the same
// at any zoom.
void canvas_line(Canvas *canvas, Vec2 from, Vec2 to, double width_px, Color color);
void canvas_disc(Canvas *canvas, Vec2 center, double radius_px, Color color);

// The course's look, shared by every chapter so that scenes compare at a glance.
// A spring is coloured by its signed stretch (L − L0) / L0: grey at rest,
// yellow when stretched, blue when compressed.
void canvas_spring(Canvas *canvas, Vec2 a, Vec2 b, double stretch);
// The colour of a spring at that stretch, for the window's legend.
#define SPRING_COLOR_FULL 0.5
Color canvas_spring_color(double stretch);
void canvas_particle(Canvas *canvas, Vec2 position, bool pinned);
// Squares of size_px, all of one colour, in one call: a scene too large to
// draw a line per spring (chapter 16's cloth of a million) is drawn as dots.
void canvas_dots(Canvas *canvas, const Vec2 *points, int count, double size_px, Color color);

#endif
