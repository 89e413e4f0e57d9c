// screenshot.h: frames saved as PNG files.
#ifndef SCREENSHOT_H
#define SCREENSHOT_H

#include <SDL.h>
#include <stdbool.h>
#include <stddef.h>
#include "session.h"

// Draws the session's current state into a 1280x720 PNG with SDL's software
// renderer: no window and no video driver are needed.
bool screenshot_offscreen(const Session *session, const char *path, char *error, size_t error_size);

// Saves what renderer shows now (the window's F12).
bool screenshot_renderer(SDL_Renderer *renderer, const char *path, char *error, size_t error_size);

#endif
