// frame.c: laying out and drawing one frame of the app.
#include "frame.h"

#include <stdio.h>

#include "canvas_sdl.h"
#include "param.h"

enum {
    PANEL_WIDTH = 320,
    STATUS_HEIGHT = 36,
    MARGIN = 18,
    SLIDERS_TOP = 142,     // below a one-line title and a scene description of three lines
    SLIDERS_TOP_ROOMY = 200,  // below two title lines and three of description
    SLIDER_PITCH = 54,     // at most: more sliders sit closer, down to a label and a track
    LABEL_HEIGHT = FRAME_LABEL_HEIGHT,  // a line of the body font, from a slider's top to its track
    TRACK_HEIGHT = 12,
    // A label and its track, and a gap: the next label never touches the knob.
    SLIDER_MIN_PITCH = LABEL_HEIGHT + TRACK_HEIGHT + 2,
    COLUMN_GAP = 16,
    HINT_TOP = FRAME_HEIGHT - MARGIN - 18,
    MESSAGE_TOP = HINT_TOP - 42,  // room for a message of two lines ("saved <a long name>.png")
    SLIDERS_BOTTOM = FRAME_SLIDERS_BOTTOM,
};

_Static_assert(SLIDERS_BOTTOM <= MESSAGE_TOP - 6, "the sliders end above the panel's message");

static const Color BACKGROUND = {24, 27, 38, 255};
static const Color PANEL = {32, 36, 50, 255};
static const Color INK = {226, 229, 236, 255};
static const Color MUTED = {150, 157, 176, 255};
static const Color TRACK = {62, 68, 90, 255};
static const Color KNOB = {255, 176, 64, 255};
static const Color ALARM = {200, 48, 48, 235};
static const Color PAST_LIMIT = {112, 52, 60, 255};  // the rail beyond a stability limit
static const Color SHADE = {12, 14, 20, 225};

SDL_Rect frame_world_area(void) {
    return (SDL_Rect){0, 0, FRAME_WIDTH - PANEL_WIDTH, FRAME_HEIGHT - STATUS_HEIGHT};
}

int frame_shown_params(const Chapter *chapter, int scene, int params[CLI_MAX_PARAMS]) {
    int count = 0;
    for (int i = 0; i < chapter->param_count && count < CLI_MAX_PARAMS; i++) {
        if (cli_scene_uses(&chapter->scenes[scene], chapter->params[i].name)) {
            params[count++] = i;
        }
    }
    return count;
}

// The track is the clickable strip under a slider's label. A few sliders sit
// SLIDER_PITCH apart, low enough to clear a long chapter title; more start
// higher and share the panel's height, down to SLIDER_MIN_PITCH, and past
// that they fill a second column (fourteen fit in one: chapter 12's scenes
// show at most that many). The chapters with a full panel, 10 to 12, have
// one-line titles.
static SDL_Rect slider_track(int slot, int count) {
    int rows_that_fit = (SLIDERS_BOTTOM - SLIDERS_TOP) / SLIDER_MIN_PITCH;
    int columns = SDL_max((count + rows_that_fit - 1) / rows_that_fit, 1);
    int rows = SDL_max((count + columns - 1) / columns, 1);
    int pitch = SDL_min(SLIDER_PITCH, (SLIDERS_BOTTOM - SLIDERS_TOP) / rows);
    int top = SDL_max(SLIDERS_TOP, SDL_min(SLIDERS_TOP_ROOMY, SLIDERS_BOTTOM - rows * pitch));
    int width = (PANEL_WIDTH - 2 * MARGIN - (columns - 1) * COLUMN_GAP) / columns;
    int x = FRAME_WIDTH - PANEL_WIDTH + MARGIN + (slot / rows) * (width + COLUMN_GAP);
    return (SDL_Rect){x, top + (slot % rows) * pitch + LABEL_HEIGHT, width, TRACK_HEIGHT};
}

SDL_Rect frame_param_track(const Chapter *chapter, int scene, int param) {
    int shown[CLI_MAX_PARAMS];
    int count = frame_shown_params(chapter, scene, shown);
    for (int slot = 0; slot < count; slot++) {
        if (shown[slot] == param) {
            return slider_track(slot, count);
        }
    }
    return (SDL_Rect){0, 0, 0, 0};
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
    Canvas canvas = canvas_make(renderer, area, session_view(session));
    SDL_RenderSetClipRect(renderer, &area);
    canvas_grid(&canvas);
    chapter->draw(session->world, &canvas);
    if (stage->count == 2) {
        char line[256];
        stage_caption(stage, side, line, sizeof line);
        text_draw(renderer, fonts->body, area.x + MARGIN, area.y + 10, area.w - 2 * MARGIN, ALIGN_LEFT,
                  INK, line);
        canvas_fill(renderer, (SDL_Rect){area.x + area.w - 1, area.y, 2, area.h}, PANEL);
    }
    SDL_RenderSetClipRect(renderer, NULL);
}

// The book's stability limit: a tick on the track, and the rail past it in a
// dull red, so a learner sees where the slider leaves the stable range.
static void draw_limit(SDL_Renderer *renderer, const Chapter *chapter, int scene, int param, SDL_Rect track) {
    double fraction = cli_limit_fraction(chapter, scene, param);
    if (fraction < 0.0) {
        return;
    }
    int x = track.x + (int)(fraction * track.w);
    canvas_fill(renderer, (SDL_Rect){x, track.y + track.h / 2 - 2, track.x + track.w - x, 4}, PAST_LIMIT);
    if (fraction > 0.0) {
        canvas_fill(renderer, (SDL_Rect){x - 1, track.y - 2, 3, track.h + 4}, ALARM);
    }
}

static void draw_slider(SDL_Renderer *renderer, const Fonts *fonts, const Session *session, int index,
                        bool active) {
    const Chapter *chapter = session->chapter;
    const Param *param = &chapter->params[index];
    SDL_Rect track = frame_param_track(chapter, session->scene, index);
    char number[48];
    const char *value = cli_shown_value(chapter, index, number, sizeof number);
    char label[128];
    snprintf(label, sizeof label, "%s = %s %s%s", param->name, value, param->unit,
             param->effect == PARAM_REBUILDS ? "  (on release)" : "");
    // A label longer than its column (two columns of sliders) is cut, not run
    // into the next column.
    SDL_Rect label_area = {track.x, track.y - LABEL_HEIGHT, track.w, LABEL_HEIGHT};
    SDL_RenderSetClipRect(renderer, &label_area);
    text_draw(renderer, fonts->body, track.x, track.y - LABEL_HEIGHT, 0, ALIGN_LEFT,
              active ? KNOB : INK, label);
    SDL_RenderSetClipRect(renderer, NULL);
    SDL_Rect rail = {track.x, track.y + track.h / 2 - 2, track.w, 4};
    canvas_fill(renderer, rail, TRACK);
    draw_limit(renderer, chapter, session->scene, index, track);
    double fraction = fmin(1.0, fmax(0.0, slider_fraction(param, param_get(param))));
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
    int shown[CLI_MAX_PARAMS];
    int count = frame_shown_params(chapter, session->scene, shown);
    for (int slot = 0; slot < count; slot++) {
        draw_slider(renderer, fonts, session, shown[slot], shown[slot] == state->active_slider);
    }
    text_draw(renderer, fonts->body, left, HINT_TOP, width, ALIGN_LEFT, MUTED,
              "R: rebuild the scene.  H: keys.");
    // The last thing a key or slider did, in the panel, where a long status
    // line cannot run into it.
    text_draw(renderer, fonts->body, left, MESSAGE_TOP, width, ALIGN_LEFT, KNOB, state->message);
}

static void draw_status(SDL_Renderer *renderer, const Fonts *fonts, const Stage *stage,
                        const FrameState *state) {
    SDL_Rect bar = {0, FRAME_HEIGHT - STATUS_HEIGHT, FRAME_WIDTH - PANEL_WIDTH, STATUS_HEIGHT};
    canvas_fill(renderer, bar, PANEL);
    char line[480];
    stage_status(stage, state->paused, line, sizeof line);
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
// at rest, stretched, with the stretch at which the colour is full. Its title
// says it colours the spring itself, not a band a chapter draws around it.
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
    text_draw(renderer, fonts->body, x + WIDTH, y - 20, 0, ALIGN_RIGHT, MUTED,
              "spring colour: its stretch");
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
