// screenshot.h: frames saved as PNG files.
#ifndef SCREENSHOT_H
#define SCREENSHOT_H

#include <SDL.h>
#include <stdbool.h>
#include <stddef.h>
#include "output.h"
#include "session.h"

// Draws the session's current state into a 1280x720 PNG with SDL's software
// renderer: no window and no video driver are needed. The PNG goes into png,
// opened by the caller; the caller closes it (and so renames it into place).
bool screenshot_offscreen(const Stage *stage, Output *png, char *error, size_t error_size);

// Saves what renderer shows now into the file path (the window's F12).
bool screenshot_renderer(SDL_Renderer *renderer, const char *path, char *error, size_t error_size);

#endif
