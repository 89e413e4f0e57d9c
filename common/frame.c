// frame.c: laying out and drawing one frame of the app.
#include "frame.h"

#include <stdio.h>

#include "canvas_sdl.h"

enum {
    PANEL_WIDTH = 320,
    STATUS_HEIGHT = 36,
    MARGIN = 18,
    SLIDERS_TOP = 170,
    SLIDERS_BOTTOM = 620,  // above the panel's message and hint
    SLIDER_PITCH = 54,     // at most: more sliders sit closer, down to a label and a track
};

static const Color BACKGROUND = {24, 27, 38, 255};
static const Color PANEL = {32, 36, 50, 255};
static const Color INK = {226, 229, 236, 255};
static const Color MUTED = {150, 157, 176, 255};
static const Color TRACK = {62, 68, 90, 255};
static const Color KNOB = {255, 176, 64, 255};
static const Color ALARM = {200, 48, 48, 235};
static const Color SHADE = {12, 14, 20, 225};

SDL_Rect frame_world_area(void) {
    return (SDL_Rect){0, 0, FRAME_WIDTH - PANEL_WIDTH, FRAME_HEIGHT - STATUS_HEIGHT};
}

// The track is the clickable strip under a slider's label. Up to eight
// sliders sit SLIDER_PITCH apart; more share the panel's height.
SDL_Rect frame_slider_track(int index, int count) {
    int x = FRAME_WIDTH - PANEL_WIDTH + MARGIN;
    int pitch = count > 0 ? SDL_min(SLIDER_PITCH, (SLIDERS_BOTTOM - SLIDERS_TOP) / count) : SLIDER_PITCH;
    return (SDL_Rect){x, SLIDERS_TOP + index * pitch + 24, PANEL_WIDTH - 2 * MARGIN, 14};
}

double slider_fraction(const Param *param, double value) {
    if (param->scale == PARAM_LOG) {
        return log(value / param->min) / log(param->max / param->min);
    }
    return (value - param->min) / (param->max - param->min);
}

double slider_value(const Param *param, double fraction) {
    fraction = fmin(1.0, fmax(0.0, fraction));
    if (param->scale == PARAM_LOG) {
        return param->min * pow(param->max / param->min, fraction);
    }
    double value = param->min + fraction * (param->max - param->min);
    return param->scale == PARAM_INTEGER ? round(value) : value;
}

SDL_Rect frame_side_area(int side, int count) {
    SDL_Rect area = frame_world_area();
    if (count == 2) {
        area.w /= 2;
        area.x += side * area.w;
    }
    return area;
}

static void draw_side(SDL_Renderer *renderer, const Fonts *fonts, const Stage *stage, int side) {
    const Session *session = &stage->sides[side];
    const Chapter *chapter = session->chapter;
    SDL_Rect area = frame_side_area(side, stage->count);
    canvas_fill(renderer, area, BACKGROUND);
    Canvas canvas = canvas_make(renderer, area, chapter->scenes[session->scene].view);
    SDL_RenderSetClipRect(renderer, &area);
    canvas_grid(&canvas);
    chapter->draw(session->world, &canvas);
    if (stage->count == 2) {
        // Each half names its world, and says what the status line says of one world.
        char metric[160], line[256];
        chapter->describe(&session->now, &session->start, metric, sizeof metric);
        snprintf(line, sizeof line, "%s: %s, max stretch %.3g%%", stage->labels[side], metric,
                 100.0 * session->now.max_stretch);
        text_draw(renderer, fonts->body, area.x + MARGIN, area.y + 10, area.w - 2 * MARGIN, ALIGN_LEFT,
                  INK, line);
        canvas_fill(renderer, (SDL_Rect){area.x + area.w - 1, area.y, 2, area.h}, PANEL);
    }
    SDL_RenderSetClipRect(renderer, NULL);
}

static void draw_slider(SDL_Renderer *renderer, const Fonts *fonts, const Chapter *chapter, int index,
                        bool active) {
    const Param *param = &chapter->params[index];
    SDL_Rect track = frame_slider_track(index, chapter->param_count);
    const char *name = cli_value_name(chapter, index, *param->value);
    char value[48];
    if (name != NULL) {
        snprintf(value, sizeof value, "%s", name);
    } else {
        snprintf(value, sizeof value, "%.4g", *param->value);
    }
    char label[128];
    snprintf(label, sizeof label, "%s = %s %s%s", param->name, value, param->unit,
             param->effect == PARAM_REBUILDS ? "  (on release)" : "");
    text_draw(renderer, fonts->body, track.x, track.y - 22, 0, ALIGN_LEFT, active ? KNOB : INK, label);
    SDL_Rect rail = {track.x, track.y + track.h / 2 - 2, track.w, 4};
    canvas_fill(renderer, rail, TRACK);
    double fraction = fmin(1.0, fmax(0.0, slider_fraction(param, *param->value)));
    SDL_Rect knob = {track.x + (int)(fraction * track.w) - 5, track.y, 10, track.h};
    canvas_fill(renderer, knob, KNOB);
}

static void draw_panel(SDL_Renderer *renderer, const Fonts *fonts, const Session *session,
                       const FrameState *state) {
    const Chapter *chapter = session->chapter;
    const Scene *scene = &chapter->scenes[session->scene];
    int left = FRAME_WIDTH - PANEL_WIDTH + MARGIN, width = PANEL_WIDTH - 2 * MARGIN;
    canvas_fill(renderer, (SDL_Rect){FRAME_WIDTH - PANEL_WIDTH, 0, PANEL_WIDTH, FRAME_HEIGHT}, PANEL);
    char line[256];
    snprintf(line, sizeof line, "%.2s · %s", chapter->slug, chapter->title);
    int y = MARGIN;
    y += text_draw(renderer, fonts->title, left, y, width, ALIGN_LEFT, INK, line) + 10;
    snprintf(line, sizeof line, "scene %d/%d: %s", session->scene + 1, chapter->scene_count, scene->name);
    y += text_draw(renderer, fonts->body, left, y, width, ALIGN_LEFT, KNOB, line) + 4;
    text_draw(renderer, fonts->body, left, y, width, ALIGN_LEFT, MUTED, scene->about);
    for (int i = 0; i < chapter->param_count; i++) {
        draw_slider(renderer, fonts, chapter, i, i == state->active_slider);
    }
    text_draw(renderer, fonts->body, left, FRAME_HEIGHT - MARGIN - 40, width, ALIGN_LEFT, MUTED,
              "Sliders act at once, or on release where they say so. R: rebuild. H: help.");
    // The last thing a key or slider did, in the panel, where a long status
    // line cannot run into it.
    text_draw(renderer, fonts->body, left, FRAME_HEIGHT - MARGIN - 72, width, ALIGN_LEFT, KNOB,
              state->message);
}

static void draw_status(SDL_Renderer *renderer, const Fonts *fonts, const Stage *stage,
                        const FrameState *state) {
    const Session *session = &stage->sides[0];
    for (int side = 1; side < stage->count; side++) {
        if (stage->sides[side].steps > session->steps) session = &stage->sides[side];
    }
    SDL_Rect bar = {0, FRAME_HEIGHT - STATUS_HEIGHT, FRAME_WIDTH - PANEL_WIDTH, STATUS_HEIGHT};
    canvas_fill(renderer, bar, PANEL);
    char metric[200] = "", line[480];
    if (stage->count == 1) {  // a pair's halves say it each for their own world
        char key[160];
        session->chapter->describe(&session->now, &session->start, key, sizeof key);
        snprintf(metric, sizeof metric, "   %s", key);
    }
    char since[48] = "";
    if (session->retuned_at >= 0) {
        snprintf(since, sizeof since, " since step %ld", session->retuned_at);
    }
    char stretch[48] = "";
    if (stage->count == 1) {
        snprintf(stretch, sizeof stretch, "   max stretch %.3g%%", 100.0 * session->now.max_stretch);
    }
    snprintf(line, sizeof line, "%sstep %ld   t = %.3f s%s%s%s", state->paused ? "PAUSED   " : "",
             session->steps, session->now.time, metric, since, stretch);
    text_draw(renderer, fonts->body, MARGIN, bar.y + 8, 0, ALIGN_LEFT, INK, line);
}

static void draw_banner(SDL_Renderer *renderer, const Fonts *fonts, const Session *session, SDL_Rect area) {
    SDL_Rect banner = {area.x + 20, area.y + 40, area.w - 40, 64};
    canvas_fill(renderer, banner, ALARM);
    char line[200];
    snprintf(line, sizeof line, "DIVERGED at step %ld", session->diverged_at);
    text_draw(renderer, fonts->title, banner.x + banner.w / 2, banner.y + 8, 0, ALIGN_CENTER, INK, line);
    text_draw(renderer, fonts->body, banner.x + banner.w / 2, banner.y + 36, 0, ALIGN_CENTER, INK,
              "The state left the sane range and froze. R: reset. Tab: another scene.");
}

static const char *const HELP_KEYS[][2] = {
    {"Space", "pause / run"},
    {".", "one step (pauses)"},
    {"R", "reset the scene"},
    {"Tab, 1-9", "next scene, scene by number"},
    {"Shift+Tab", "previous scene"},
    {"mouse", "drag a particle; drag a slider"},
    {"F12", "save a screenshot (PNG)"},
    {"H", "this help"},
    {"Esc, Q", "quit"},
};

static void draw_help(SDL_Renderer *renderer, const Fonts *fonts) {
    SDL_Rect area = frame_world_area();
    int count = (int)(sizeof HELP_KEYS / sizeof HELP_KEYS[0]);
    SDL_Rect box = {area.x + area.w / 2 - 230, 130, 460, 70 + count * 26};
    canvas_fill(renderer, box, SHADE);
    text_draw(renderer, fonts->title, box.x + 24, box.y + 16, 0, ALIGN_LEFT, KNOB, "Keys");
    for (int i = 0; i < count; i++) {
        int y = box.y + 52 + 26 * i;
        text_draw(renderer, fonts->body, box.x + 24, y, 0, ALIGN_LEFT, KNOB, HELP_KEYS[i][0]);
        text_draw(renderer, fonts->body, box.x + 140, y, 0, ALIGN_LEFT, INK, HELP_KEYS[i][1]);
    }
}

// The springs' colour scale, in the world's bottom right corner: compressed,
// at rest, stretched, with the stretch at which the colour is full.
static void draw_stretch_legend(SDL_Renderer *renderer, const Fonts *fonts) {
    enum { WIDTH = 160, HEIGHT = 8 };
    SDL_Rect area = frame_world_area();
    int x = area.x + area.w - WIDTH - MARGIN, y = area.y + area.h - 40;
    for (int i = 0; i < WIDTH; i++) {
        double stretch = SPRING_COLOR_FULL * (2.0 * i / (WIDTH - 1) - 1.0);
        canvas_fill(renderer, (SDL_Rect){x + i, y, 1, HEIGHT}, canvas_spring_color(stretch));
    }
    char label[32];
    snprintf(label, sizeof label, "−%.0f%%", 100.0 * SPRING_COLOR_FULL);
    text_draw(renderer, fonts->body, x, y + HEIGHT + 2, 0, ALIGN_LEFT, MUTED, label);
    text_draw(renderer, fonts->body, x + WIDTH / 2, y + HEIGHT + 2, 0, ALIGN_CENTER, MUTED, "0");
    snprintf(label, sizeof label, "+%.0f%%", 100.0 * SPRING_COLOR_FULL);
    text_draw(renderer, fonts->body, x + WIDTH, y + HEIGHT + 2, 0, ALIGN_RIGHT, MUTED, label);
    text_draw(renderer, fonts->body, x + WIDTH / 2, y - 20, 0, ALIGN_CENTER, MUTED, "spring stretch");
}

void frame_draw(SDL_Renderer *renderer, const Fonts *fonts, const Stage *stage,
                const FrameState *state) {
    for (int side = 0; side < stage->count; side++) {
        draw_side(renderer, fonts, stage, side);
    }
    draw_stretch_legend(renderer, fonts);
    draw_panel(renderer, fonts, &stage->sides[0], state);
    draw_status(renderer, fonts, stage, state);
    for (int side = 0; side < stage->count; side++) {
        if (stage->sides[side].diverged) {
            draw_banner(renderer, fonts, &stage->sides[side], frame_side_area(side, stage->count));
        }
    }
    if (state->show_help) {
        draw_help(renderer, fonts);
    }
}
