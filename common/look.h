// look.h: the course's look, drawn on any Canvas: the window's (canvas.c, SDL)
// or a live page's (web/canvas.c, the browser's). A backend draws lines,
// discs and dots (canvas.h) and says which part of the world it shows; the
// colours and shapes here are the same in both.
#ifndef LOOK_H
#define LOOK_H

#include "canvas.h"

// The world corners the canvas shows: bottom left and top right, in metres.
// Each backend provides it.
void canvas_corners(const Canvas *canvas, Vec2 *low, Vec2 *high);

// Grid lines every 10^n/2 metres; the axes through the origin brighter.
void canvas_grid(Canvas *canvas);

#endif
