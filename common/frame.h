// frame.h: one picture of the app: the world, the parameter panel, the status
// line, the diverged banner and the help overlay. The window draws it every
// frame; --screenshot draws it once into a PNG.
#ifndef FRAME_H
#define FRAME_H

#include <SDL.h>
#include "session.h"
#include "text.h"

enum { FRAME_WIDTH = 1280, FRAME_HEIGHT = 720 };

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
// The track of slider index when the panel has count of them.
SDL_Rect frame_slider_track(int index, int count);

// A slider's knob position in [0, 1] for a value, and back.
double slider_fraction(const Param *param, double value);
double slider_value(const Param *param, double fraction);

void frame_draw(SDL_Renderer *renderer, const Fonts *fonts, const Stage *stage,
                const FrameState *state);

#endif
