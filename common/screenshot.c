// screenshot.c: PNG files from an offscreen surface or from the window.
#include "screenshot.h"

#include <SDL_image.h>
#include <stdio.h>

#include "frame.h"
#include "text.h"

// SDL_image does not report every failed write (a full disk left PNGs without
// their end), so the bytes go through our own checked stream.
static bool save_png(SDL_Surface *surface, Output *png, char *error, size_t error_size) {
    SDL_RWops *stream = SDL_RWFromFP(png->file, SDL_FALSE);
    if (stream == NULL) {
        snprintf(error, error_size, "%s '%s': %s", png->flag, png->path, SDL_GetError());
        return false;
    }
    int status = IMG_SavePNG_RW(surface, stream, 1);
    if (!output_ok(png)) {
        output_describe_error(png, error, error_size);
        return false;
    }
    if (status != 0) {
        snprintf(error, error_size, "%s '%s': %s", png->flag, png->path, IMG_GetError());
        return false;
    }
    return true;
}

bool screenshot_offscreen(const Stage *stage, Output *png, char *error, size_t error_size) {
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
    frame_draw(renderer, &fonts, stage, &state);
    SDL_RenderPresent(renderer);
    bool saved = save_png(surface, png, error, error_size);
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
    Output png;
    bool saved = output_open(&png, "F12", path, error, error_size) &&
                 save_png(surface, &png, error, error_size);
    if (saved) {
        saved = output_close(&png, error, error_size);
    } else {
        output_discard(&png);
    }
    SDL_FreeSurface(surface);
    return saved;
}
