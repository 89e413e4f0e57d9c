// canvas_sdl.h: the shell's side of the Canvas: an SDL renderer and a camera.
// Only the shell includes this; chapters see canvas.h.
#ifndef CANVAS_SDL_H
#define CANVAS_SDL_H

#include <SDL.h>
#include "app.h"
#include "canvas.h"
#include "look.h"

struct Canvas {
    SDL_Renderer *renderer;
    SDL_Rect area;  // the pixels the world is drawn in
    Vec2 center;    // the world point at the middle of the area
    double scale;   // pixels per metre
};

// A camera that fits view's width across area.
Canvas canvas_make(SDL_Renderer *renderer, SDL_Rect area, View view);
SDL_FPoint canvas_to_screen(const Canvas *canvas, Vec2 point);
Vec2 canvas_to_world(const Canvas *canvas, double x, double y);
void canvas_fill(SDL_Renderer *renderer, SDL_Rect rect, Color color);

#endif
