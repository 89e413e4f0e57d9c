// canvas_web.h: the live page's side of the Canvas. Drawing records commands
// in pixels (a line, a disc, a square) that the page's script paints on an
// HTML canvas; the camera is the window's: a view's width fits the area.
#ifndef CANVAS_WEB_H
#define CANVAS_WEB_H

#include <stdint.h>
#include "app.h"
#include "canvas.h"
#include "look.h"

typedef enum { DRAW_LINE = 1, DRAW_DISC = 2, DRAW_SQUARE = 3 } DrawOp;

// 32 bytes, read by live.js as two 32-bit integers and six floats.
typedef struct {
    uint32_t op;     // DrawOp
    uint32_t color;  // 0xAABBGGRR: red in the lowest byte
    float a, b, c, d, e, f;  // line: x0 y0 x1 y1 width; disc: x y radius; square: x y width height
} DrawCommand;

typedef struct {
    double x, y, w, h;
} Area;

struct Canvas {
    Area area;      // the pixels the world is drawn in
    Vec2 center;    // the world point at the middle of the area
    double scale;   // pixels per metre
};

Canvas canvas_make(Area area, View view);
Vec2 canvas_to_world(const Canvas *canvas, double x, double y);
// A filled rectangle in pixels: a side's background.
void canvas_fill(Area area, Color color);

// The commands recorded since the last canvas_clear.
void canvas_clear(void);
const DrawCommand *canvas_commands(int *count);

#endif
