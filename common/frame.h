// frame.h: one picture of the app: the world, the parameter panel, the status
// line, the diverged banner and the help overlay. The window draws it every
// frame; --screenshot draws it once into a PNG.
#ifndef FRAME_H
#define FRAME_H

#include <SDL.h>
#include "session.h"
#include "text.h"

enum {
    FRAME_WIDTH = 1280,
    FRAME_HEIGHT = 720,
    FRAME_LABEL_HEIGHT = 20,     // a slider's label, above its track
    FRAME_SLIDERS_BOTTOM = 636,  // the sliders end above the panel's message and hint
};

typedef struct {
    bool paused;
    bool show_help;
    int active_slider;  // the slider being dragged, or -1
    char message[160];  // a short note in the status line ("saved ...")
} FrameState;

SDL_Rect frame_world_area(void);
// Where side (0 or 1) of a stage of count worlds is drawn: a pair's halves
// each show the scene's whole view.
SDL_Rect frame_side_area(int side, int count);
// The panel shows a slider only for a parameter the scene uses: fills params
// with their indices, in the chapter's order, and returns how many.
int frame_shown_params(const Chapter *chapter, int scene, int params[CLI_MAX_PARAMS]);
// The track of parameter param's slider on scene's panel; empty (w = 0) when
// the scene does not use it. Drawing and the mouse both go by it.
SDL_Rect frame_param_track(const Chapter *chapter, int scene, int param);

void frame_draw(SDL_Renderer *renderer, const Fonts *fonts, const Stage *stage,
                const FrameState *state);

#endif
