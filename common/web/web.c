// web.c: a chapter program on a page of the book. The chapter's own main.c
// hands its Chapter to app_main, as it does natively; here app_main keeps it,
// and the page's script (live.js) drives it through the functions exported
// below: load a scene, move a slider, step, grab, draw, and read what the
// window's status line says. The stage, the pair and the words are the
// window's own (session.c); only the window's SDL is left out.
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "canvas_web.h"
#include "cli.h"
#include "param.h"
#include "session.h"

#define EXPORT(name) __attribute__((export_name(#name)))

// How close, in pixels, the pointer must be to pick up a particle: the window's.
#define PICK_RADIUS_PX 16.0

static const Color BACKGROUND = {24, 27, 38, 255};
static const Color PANEL = {32, 36, 50, 255};

static Chapter chapter;
static Options options;
static Stage stage;
static Area world_area;  // the page's canvas, in CSS pixels
static int held = -1;    // the grabbed particle, or -1
static int held_side;
static char text[16384];  // the last string handed to the page

int main(int argc, char **argv);

int app_main(const Chapter *given, int argc, char **argv) {
    (void)argc;
    (void)argv;
    chapter = *given;  // main's Chapter is a local: keep a copy
    return 0;
}

// The page's description of the chapter, written in JSON into text.
typedef struct {
    size_t used;
    bool full;  // text ran out: the description would be cut
} Writer;

static void put(Writer *out, const char *format, ...) {
    if (out->full) return;
    va_list args;
    va_start(args, format);
    int written = vsnprintf(text + out->used, sizeof text - out->used, format, args);
    va_end(args);
    if (written < 0 || (size_t)written >= sizeof text - out->used) {
        out->full = true;
        return;
    }
    out->used += (size_t)written;
}

// A JSON string: quotes and backslashes escaped (the tables hold no control
// characters).
static void put_string(Writer *out, const char *value) {
    put(out, "\"");
    for (const char *c = value; *c != '\0'; c++) {
        put(out, *c == '"' || *c == '\\' ? "\\%c" : "%c", *c);
    }
    put(out, "\"");
}

// A "key":"value" pair, after the text that comes before it ("{" or ",").
static void put_text(Writer *out, const char *before, const char *key, const char *value) {
    put(out, "%s\"%s\":", before, key);
    put_string(out, value);
}

static const char *const SCALES[] = {"linear", "log", "integer"};

static void put_param(Writer *out, const Param *param) {
    put_text(out, "{", "name", param->name);
    put_text(out, ",", "unit", param->unit);
    put_text(out, ",", "about", param->about);
    put(out, ",\"min\":%.17g,\"max\":%.17g,\"scale\":\"%s\",\"rebuilds\":%s}", param->min, param->max,
        SCALES[param->scale], param->effect == PARAM_REBUILDS ? "true" : "false");
}

static void put_scene(Writer *out, const Scene *scene) {
    put_text(out, "{", "name", scene->name);
    put_text(out, ",", "about", scene->about);
    put(out, ",\"uses\":[");
    for (int i = 0, listed = 0; i < chapter.param_count; i++) {
        if (cli_scene_uses(scene, chapter.params[i].name)) {
            put(out, "%s%d", listed++ ? "," : "", i);
        }
    }
    put(out, "]}");
}

// Runs the chapter's main, which hands over the Chapter, and describes it in
// JSON for the page: {slug, title, params: [...], scenes: [...]}.
EXPORT(web_open) const char *web_open(void) {
    static char name[] = "live";
    char *argv[] = {name, NULL};
    main(1, argv);
    Writer out = {0};
    put_text(&out, "{", "slug", chapter.slug);
    put_text(&out, ",", "title", chapter.title);
    put(&out, ",\"params\":[");
    for (int i = 0; i < chapter.param_count; i++) {
        put(&out, "%s", i > 0 ? "," : "");
        put_param(&out, &chapter.params[i]);
    }
    put(&out, "],\"scenes\":[");
    for (int i = 0; i < chapter.scene_count; i++) {
        put(&out, "%s", i > 0 ? "," : "");
        put_scene(&out, &chapter.scenes[i]);
    }
    put(&out, "]}");
    if (out.full) {  // the chapters' tables fill a fifth of it
        fprintf(stderr, "web_open: the chapter's description is longer than %zu bytes\n", sizeof text);
        abort();
    }
    return text;
}

static void let_go(void) {
    if (held >= 0) {
        chapter.release(stage.sides[held_side].world);
        held = -1;
    }
}

// A scene from its defaults, as the window opens it (headless = 0: a pair is
// shown) or as --headless runs it (headless = 1: the pair's right world alone).
EXPORT(web_load) void web_load(int scene, int headless) {
    let_go();
    options = (Options){.headless = headless != 0};
    stage_load(&stage, &chapter, &options, scene);
}

EXPORT(web_restart) void web_restart(void) {
    let_go();
    stage_restart(&stage);
}

EXPORT(web_value) double web_value(int param) {
    return param_get(&chapter.params[param]);
}

// The value as the panel shows it: its name, if its values have names.
EXPORT(web_value_text) const char *web_value_text(int param) {
    return cli_shown_value(&chapter, param, text, sizeof text);
}

EXPORT(web_fraction) double web_fraction(int param) {
    const Param *p = &chapter.params[param];
    return fmin(1.0, fmax(0.0, slider_fraction(p, param_get(p))));
}

// Where the book's stability limit sits on the slider, in [0, 1], or -1.
EXPORT(web_limit_fraction) double web_limit_fraction(int param) {
    return cli_limit_fraction(&chapter, stage.sides[0].scene, param);
}

// A slider moved: a live parameter retunes the running worlds at once; one
// that shapes the scene waits for web_restart, on the slider's release.
EXPORT(web_set) void web_set(int param, double value) {
    const Param *p = &chapter.params[param];
    param_set(p, value);
    if (p->effect == PARAM_LIVE) {
        stage_retune(&stage);
    }
}

EXPORT(web_slide) void web_slide(int param, double fraction) {
    const Param *p = &chapter.params[param];
    double value = slider_value(p, fraction);
    if (value != param_get(p)) {
        web_set(param, value);
    }
}

// One step of every side not frozen; 0 once all are.
EXPORT(web_step) int web_step(void) {
    bool running = stage_step(&stage);
    if (held >= 0 && stage.sides[held_side].diverged) {
        let_go();
    }
    return running;
}

EXPORT(web_sides) int web_sides(void) {
    return stage.count;
}

EXPORT(web_diverged_at) double web_diverged_at(int side) {
    return stage.sides[side].diverged ? (double)stage.sides[side].diverged_at : -1.0;
}

EXPORT(web_status) const char *web_status(int paused) {
    stage_status(&stage, paused != 0, text, sizeof text);
    return text;
}

EXPORT(web_caption) const char *web_caption(int side) {
    stage_caption(&stage, side, text, sizeof text);
    return text;
}

// The canvas of a side: a pair's halves each show the scene's whole view.
static Canvas side_canvas(int side) {
    Area area = world_area;
    if (stage.count == 2) {
        area.w /= 2.0;
        area.x += side * area.w;
    }
    return canvas_make(area, session_view(&stage.sides[side]));
}

// Pixels per metre on a side: a test turns a pull in pixels into metres.
EXPORT(web_scale) double web_scale(int side) {
    return side_canvas(side).scale;
}

EXPORT(web_resize) void web_resize(double width, double height) {
    world_area = (Area){0.0, 0.0, width, height};
}

// The springs' colour scale in the bottom right corner, as in the window:
// compressed, at rest, stretched. live.js writes its labels.
enum { LEGEND_WIDTH = 160, LEGEND_HEIGHT = 8, LEGEND_RIGHT = 18, LEGEND_BOTTOM = 40 };

static void draw_legend(void) {
    double x = world_area.w - LEGEND_WIDTH - LEGEND_RIGHT, y = world_area.h - LEGEND_BOTTOM;
    for (int i = 0; i < LEGEND_WIDTH; i++) {
        double stretch = SPRING_COLOR_FULL * (2.0 * i / (LEGEND_WIDTH - 1) - 1.0);
        canvas_fill((Area){x + i, y, 1.0, LEGEND_HEIGHT}, canvas_spring_color(stretch));
    }
}

// The stretch at which a spring's colour is full, for the legend's labels.
EXPORT(web_legend_full) double web_legend_full(void) {
    return SPRING_COLOR_FULL;
}

// Draws every side, as the window does, into the command list; returns how
// many commands there are, and web_commands where they start.
EXPORT(web_draw) int web_draw(void) {
    canvas_clear();
    for (int side = 0; side < stage.count; side++) {
        Canvas canvas = side_canvas(side);
        canvas_fill(canvas.area, BACKGROUND);
        canvas_grid(&canvas);
        chapter.draw(stage.sides[side].world, &canvas);
        if (side == 1) {
            canvas_fill((Area){canvas.area.x - 1.0, 0.0, 2.0, canvas.area.h}, PANEL);
        }
    }
    draw_legend();
    int count;
    canvas_commands(&count);
    return count;
}

EXPORT(web_commands) const DrawCommand *web_commands(void) {
    int count;
    return canvas_commands(&count);
}

static int side_at(double x, double y) {
    for (int side = 0; side < stage.count; side++) {
        Area area = side_canvas(side).area;
        if (x >= area.x && x < area.x + area.w && y >= area.y && y < area.y + area.h) return side;
    }
    return -1;
}

// The pointer went down at (x, y) in the canvas: the particle picked, or -1.
EXPORT(web_press) int web_press(double x, double y) {
    let_go();
    int side = side_at(x, y);
    if (side < 0 || stage.sides[side].diverged) {
        return -1;
    }
    Canvas canvas = side_canvas(side);
    Vec2 target = canvas_to_world(&canvas, x, y);
    World *world = stage.sides[side].world;
    held = chapter.pick(world, target, PICK_RADIUS_PX / canvas.scale);
    held_side = side;
    if (held >= 0) {
        chapter.grab(world, held, target);
    }
    return held;
}

EXPORT(web_move) void web_move(double x, double y) {
    if (held >= 0) {
        Canvas canvas = side_canvas(held_side);
        chapter.grab(stage.sides[held_side].world, held, canvas_to_world(&canvas, x, y));
    }
}

EXPORT(web_release) void web_release(void) {
    let_go();
}

// Every moving thing of a side, as --dump writes it: six numbers a row
// (x, y, angle, vx, vy, omega). Returns the number of rows; web_state_rows
// points at them.
static double *state_numbers;
static BodyState *state_rows;
static int state_capacity;

EXPORT(web_states) int web_states(int side) {
    const World *world = stage.sides[side].world;
    int count = chapter.states(world, state_rows, state_capacity);
    if (count > state_capacity) {  // the first call for a larger scene: make room, and again
        free(state_rows);
        free(state_numbers);
        state_capacity = count;
        state_rows = malloc((size_t)count * sizeof *state_rows);
        state_numbers = malloc((size_t)count * 6 * sizeof *state_numbers);
        if (state_rows == NULL || state_numbers == NULL) abort();
        count = chapter.states(world, state_rows, state_capacity);
    }
    for (int i = 0; i < count; i++) {
        const BodyState *row = &state_rows[i];
        double *out = &state_numbers[6 * i];
        out[0] = row->position.x, out[1] = row->position.y, out[2] = row->angle;
        out[3] = row->velocity.x, out[4] = row->velocity.y, out[5] = row->omega;
    }
    return count;
}

EXPORT(web_state_rows) const double *web_state_rows(void) {
    return state_numbers;
}
