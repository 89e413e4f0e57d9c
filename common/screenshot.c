// screenshot.c: PNG files from an offscreen surface or from the window.
#include "screenshot.h"

#include <SDL_image.h>
#include <stdio.h>

#include "frame.h"
#include "text.h"

static bool save_png(SDL_Surface *surface, const char *path, char *error, size_t error_size) {
    if (IMG_SavePNG(surface, path) != 0) {
        snprintf(error, error_size, "cannot write '%s': %s", path, IMG_GetError());
        return false;
    }
    return true;
}

bool screenshot_offscreen(const Session *session, const char *path, char *error, size_t error_size) {
    SDL_Surface *surface =
        SDL_CreateRGBSurfaceWithFormat(0, FRAME_WIDTH, FRAME_HEIGHT, 32, SDL_PIXELFORMAT_RGBA32);
    SDL_Renderer *renderer = surface ? SDL_CreateSoftwareRenderer(surface) : NULL;
    if (renderer == NULL) {
        snprintf(error, error_size, "cannot make an offscreen renderer: %s", SDL_GetError());
        SDL_FreeSurface(surface);
        return false;
    }
    Fonts fonts;
    text_open(&fonts);
    FrameState state = {.active_slider = -1};
    frame_draw(renderer, &fonts, session, &state);
    SDL_RenderPresent(renderer);
    bool saved = save_png(surface, path, error, error_size);
    text_close(&fonts);
    SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(surface);
    return saved;
}

bool screenshot_renderer(SDL_Renderer *renderer, const char *path, char *error, size_t error_size) {
    int width, height;
    SDL_GetRendererOutputSize(renderer, &width, &height);
    SDL_Surface *surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_RGBA32);
    if (surface == NULL ||
        SDL_RenderReadPixels(renderer, NULL, SDL_PIXELFORMAT_RGBA32, surface->pixels, surface->pitch) != 0) {
        snprintf(error, error_size, "cannot read the window: %s", SDL_GetError());
        SDL_FreeSurface(surface);
        return false;
    }
    bool saved = save_png(surface, path, error, error_size);
    SDL_FreeSurface(surface);
    return saved;
}
