// text.h: on-screen text with SDL2_ttf.
#ifndef TEXT_H
#define TEXT_H

#include <SDL.h>
#include <SDL_ttf.h>
#include <stdbool.h>
#include "canvas.h"

typedef struct {
    TTF_Font *body;   // panel text, status line
    TTF_Font *title;  // the chapter's title and banners
} Fonts;

typedef enum { ALIGN_LEFT, ALIGN_CENTER, ALIGN_RIGHT } Align;

// Opens the fonts. With no font file found it says so once on stderr and text
// is skipped: the simulation is still drawn.
void text_open(Fonts *fonts);
void text_close(Fonts *fonts);

// Draws text with its top at y; returns the height used (wrapped to width when
// width > 0).
int text_draw(SDL_Renderer *renderer, TTF_Font *font, int x, int y, int width, Align align,
              Color color, const char *text);

#endif
