// text.c: finding a font and drawing strings.
#include "text.h"

#include <stdio.h>
#include <stdlib.h>

// Debian's fonts-dejavu-core, which the dependency step installs; the
// environment variable points anywhere else.
static const char *const FONT_PATHS[] = {
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/TTF/DejaVuSans.ttf",
    "/usr/share/fonts/dejavu/DejaVuSans.ttf",
};

static TTF_Font *open_font(int size) {
    const char *chosen = getenv("STABLE_SPRINGS_FONT");
    if (chosen != NULL && chosen[0] != '\0') {
        return TTF_OpenFont(chosen, size);
    }
    for (size_t i = 0; i < sizeof FONT_PATHS / sizeof FONT_PATHS[0]; i++) {
        TTF_Font *font = TTF_OpenFont(FONT_PATHS[i], size);
        if (font != NULL) {
            return font;
        }
    }
    return NULL;
}

void text_open(Fonts *fonts) {
    *fonts = (Fonts){0};
    if (TTF_Init() != 0) {
        fprintf(stderr, "warning: SDL_ttf failed (%s); drawing without text\n", TTF_GetError());
        return;
    }
    fonts->body = open_font(15);
    fonts->title = open_font(20);
    if (fonts->body == NULL || fonts->title == NULL) {
        fprintf(stderr, "warning: no font found (install fonts-dejavu-core or set "
                        "STABLE_SPRINGS_FONT to a .ttf file); drawing without text\n");
    }
}

void text_close(Fonts *fonts) {
    if (fonts->body != NULL) TTF_CloseFont(fonts->body);
    if (fonts->title != NULL) TTF_CloseFont(fonts->title);
    *fonts = (Fonts){0};
    if (TTF_WasInit()) {
        TTF_Quit();
    }
}

int text_draw(SDL_Renderer *renderer, TTF_Font *font, int x, int y, int width, Align align,
              Color color, const char *text) {
    if (font == NULL || text[0] == '\0') {
        return 0;
    }
    SDL_Color ink = {color.r, color.g, color.b, color.a};
    SDL_Surface *surface = width > 0 ? TTF_RenderUTF8_Blended_Wrapped(font, text, ink, (Uint32)width)
                                     : TTF_RenderUTF8_Blended(font, text, ink);
    if (surface == NULL) {
        return 0;
    }
    SDL_Texture *texture = SDL_CreateTextureFromSurface(renderer, surface);
    SDL_Rect place = {x, y, surface->w, surface->h};
    if (align == ALIGN_CENTER) place.x -= surface->w / 2;
    if (align == ALIGN_RIGHT) place.x -= surface->w;
    if (texture != NULL) {
        SDL_RenderCopy(renderer, texture, NULL, &place);
        SDL_DestroyTexture(texture);
    }
    SDL_FreeSurface(surface);
    return place.h;
}
