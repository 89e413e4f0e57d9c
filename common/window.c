// window.c: the window, its fixed-timestep loop, and the keys and mouse.
#include "window.h"

#include <stdarg.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#include "canvas_sdl.h"
#include "frame.h"
#include "param.h"
#include "screenshot.h"

// When the machine cannot keep up (a tiny dt, a slow computer), the simulation
// slows down instead of trying to catch up forever.
enum { MAX_STEPS_PER_FRAME = 2000 };

// How close, in pixels, the mouse must be to pick up a particle.
#define PICK_RADIUS_PX 16.0

typedef struct {
    const Chapter *chapter;
    const Options *options;
    Stage stage;
    FrameState frame;
    SDL_Renderer *renderer;
    Fonts fonts;
    int held;            // the grabbed particle, or -1
    int held_side;       // the side of the stage whose world holds it
    double accumulator;  // real seconds not yet simulated
    bool quit;
} App;

static double time_step(const Chapter *chapter) {
    for (int i = 0; i < chapter->param_count; i++) {
        if (strcmp(chapter->params[i].name, "dt") == 0) {
            return param_get(&chapter->params[i]);
        }
    }
    return 1.0 / 60.0;
}

// A short note in the status line, printf-style.
static void say(App *app, const char *format, ...) {
    va_list args;
    va_start(args, format);
    vsnprintf(app->frame.message, sizeof app->frame.message, format, args);
    va_end(args);
}

static World *held_world(const App *app) {
    return app->stage.sides[app->held_side].world;
}

static void let_go(App *app) {
    if (app->held >= 0) {
        app->chapter->release(held_world(app));
        app->held = -1;
    }
}

static void load_scene(App *app, int scene) {
    let_go(app);
    int count = app->chapter->scene_count;
    stage_load(&app->stage, app->chapter, app->options, (scene % count + count) % count);
    app->accumulator = 0.0;
    say(app, "%s", "");
}

static void restart(App *app) {
    let_go(app);
    stage_restart(&app->stage);
    app->accumulator = 0.0;
}

static void save_screenshot(App *app) {
    char path[256], error[512];
    snprintf(path, sizeof path, "%s-%s-%ld.png", app->chapter->slug,
             app->chapter->scenes[app->stage.sides[0].scene].name, app->stage.sides[0].steps);
    if (screenshot_renderer(app->renderer, path, error, sizeof error)) {
        say(app, "saved %s", path);
    } else {
        say(app, "%s", error);
    }
}

static void on_key(App *app, SDL_Keysym key) {
    switch (key.sym) {
    case SDLK_ESCAPE:
    case SDLK_q: app->quit = true; break;
    case SDLK_SPACE: app->frame.paused = !app->frame.paused; break;
    case SDLK_PERIOD:
        app->frame.paused = true;
        stage_step(&app->stage);
        break;
    case SDLK_r: restart(app); break;
    case SDLK_h: app->frame.show_help = !app->frame.show_help; break;
    case SDLK_TAB: load_scene(app, app->stage.sides[0].scene + ((key.mod & KMOD_SHIFT) ? -1 : 1)); break;
    case SDLK_F12: save_screenshot(app); break;
    default:
        if (key.sym >= SDLK_1 && key.sym <= SDLK_9 && key.sym - SDLK_1 < app->chapter->scene_count) {
            load_scene(app, key.sym - SDLK_1);
        }
    }
}

static SDL_Rect track_of(const App *app, int param) {
    return frame_param_track(app->chapter, app->stage.sides[0].scene, param);
}

// Only the sliders the panel shows: those of the parameters the scene uses.
static int slider_at(const App *app, int x, int y) {
    SDL_Point point = {x, y};
    int shown[CLI_MAX_PARAMS];
    int count = frame_shown_params(app->chapter, app->stage.sides[0].scene, shown);
    for (int slot = 0; slot < count; slot++) {
        int i = shown[slot];
        SDL_Rect track = track_of(app, i);
        SDL_Rect grip = {track.x - 6, track.y - 4, track.w + 12, track.h + 8};
        if (SDL_PointInRect(&point, &grip)) {
            return i;
        }
    }
    return -1;
}

// A live parameter reaches the running world at once, so a learner sees its
// effect while the motion goes on; one that needs the scene built again waits
// for the release.
static void drag_slider(App *app, int x) {
    const Param *param = &app->chapter->params[app->frame.active_slider];
    SDL_Rect track = track_of(app, app->frame.active_slider);
    if (track.w == 0) {
        return;  // the scene changed under the mouse (Tab): this slider is gone
    }
    double value = slider_value(param, (double)(x - track.x) / track.w);
    if (value == param_get(param)) {
        return;
    }
    param_set(param, value);
    char text[32];
    const char *shown = cli_shown_value(app->chapter, app->frame.active_slider, text, sizeof text);
    const ParamLimit *limit = cli_param_limit(app->chapter, app->frame.active_slider);
    const char *past =
        limit != NULL && value > limit->value(app->chapter->settings) ? " (past its limit)" : "";
    if (param->effect == PARAM_LIVE) {
        stage_retune(&app->stage);
        say(app, "%s = %s%s", param->name, shown, past);
    } else {
        say(app, "%s = %s when you let go%s", param->name, shown, past);
    }
}

// The canvas of the stage's side that shows the world.
static Canvas side_canvas(const App *app, int side) {
    return canvas_make(app->renderer, frame_side_area(side, app->stage.count), session_view(&app->stage.sides[side]));
}

static Vec2 mouse_in_world(const App *app, int x, int y) {
    Canvas canvas = side_canvas(app, app->held_side);
    return canvas_to_world(&canvas, x, y);
}

// Which side of the stage is under the point, or -1 for none.
static int side_at(const App *app, int x, int y) {
    SDL_Point point = {x, y};
    for (int side = 0; side < app->stage.count; side++) {
        SDL_Rect area = frame_side_area(side, app->stage.count);
        if (SDL_PointInRect(&point, &area)) return side;
    }
    return -1;
}

static void on_press(App *app, int x, int y) {
    app->frame.active_slider = slider_at(app, x, y);
    if (app->frame.active_slider >= 0) {
        drag_slider(app, x);
        return;
    }
    int side = side_at(app, x, y);
    if (side < 0 || app->stage.sides[side].diverged) {
        return;
    }
    Canvas canvas = side_canvas(app, side);
    Vec2 target = canvas_to_world(&canvas, x, y);
    World *world = app->stage.sides[side].world;
    app->held = app->chapter->pick(world, target, PICK_RADIUS_PX / canvas.scale);
    app->held_side = side;
    if (app->held >= 0) {
        app->chapter->grab(world, app->held, target);
    }
}

static void on_motion(App *app, int x, int y) {
    if (app->frame.active_slider >= 0) {
        drag_slider(app, x);
    } else if (app->held >= 0) {
        app->chapter->grab(held_world(app), app->held, mouse_in_world(app, x, y));
    }
}

// A parameter that shapes the scene takes effect when its slider is let go:
// the scene is built again with the new value, as --param would build it.
static void on_release(App *app) {
    if (app->frame.active_slider >= 0) {
        int index = app->frame.active_slider;
        const Param *param = &app->chapter->params[index];
        app->frame.active_slider = -1;
        if (param->effect == PARAM_REBUILDS) {
            restart(app);
            char text[32];
            say(app, "rebuilt with %s = %s", param->name, cli_shown_value(app->chapter, index, text, sizeof text));
        }
    }
    let_go(app);
}

static void handle_events(App *app) {
    SDL_Event event;
    while (SDL_PollEvent(&event)) {
        switch (event.type) {
        case SDL_QUIT: app->quit = true; break;
        case SDL_KEYDOWN: on_key(app, event.key.keysym); break;
        case SDL_MOUSEBUTTONDOWN:
            if (event.button.button == SDL_BUTTON_LEFT) on_press(app, event.button.x, event.button.y);
            break;
        case SDL_MOUSEMOTION: on_motion(app, event.motion.x, event.motion.y); break;
        case SDL_MOUSEBUTTONUP:
            if (event.button.button == SDL_BUTTON_LEFT) on_release(app);
            break;
        default: break;
        }
    }
}

// The fixed-timestep loop: real time accumulates, and the world advances in
// whole steps of dt, so what you see is what --headless computes.
static void advance(App *app, double elapsed) {
    if (app->frame.paused || stage_diverged(&app->stage)) {
        app->accumulator = 0.0;
        return;
    }
    double dt = time_step(app->chapter);
    app->accumulator += fmin(elapsed, 0.1);
    int steps = 0;
    while (app->accumulator >= dt && steps < MAX_STEPS_PER_FRAME) {
        if (!stage_step(&app->stage)) {
            let_go(app);
            break;
        }
        if (app->held >= 0 && app->stage.sides[app->held_side].diverged) {
            let_go(app);
        }
        app->accumulator -= dt;
        steps++;
    }
    if (steps == MAX_STEPS_PER_FRAME) {
        app->accumulator = 0.0;
    }
}

// Without vsync (under Xvfb, say) the loop would spin a core drawing frames
// nobody sees; about 60 a second is plenty.
static void rest_until_next_frame(Uint64 frame_start) {
    double spent = (double)(SDL_GetPerformanceCounter() - frame_start) / (double)SDL_GetPerformanceFrequency();
    if (spent < 1.0 / 60.0) {
        SDL_Delay((Uint32)((1.0 / 60.0 - spent) * 1000.0));
    }
}

// Set and not empty.
static bool has(const char *variable) {
    const char *value = getenv(variable);
    return value != NULL && value[0] != '\0';
}

static bool no_display(const App *app, const char *why) {
    fprintf(stderr, "%s: cannot open a window: %s; run with --headless or --screenshot FILE.png, "
                    "or set SDL_VIDEODRIVER to choose a video driver\n", app->chapter->slug, why);
    return false;
}

// libwayland finds the display's socket in XDG_RUNTIME_DIR unless
// WAYLAND_DISPLAY is a path of its own; without either it cannot connect,
// and it says so on stderr.
static bool wayland_reachable(void) {
    const char *name = getenv("WAYLAND_DISPLAY");
    return has("WAYLAND_DISPLAY") && (name[0] == '/' || has("XDG_RUNTIME_DIR"));
}

// The video drivers of the displays the environment names (x11 for DISPLAY,
// wayland for WAYLAND_DISPLAY), comma-separated in SDL's own order. Left to
// itself SDL probes every driver it has: libwayland then prints its own line
// on stderr when it finds no XDG_RUNTIME_DIR, above ours, and a display that
// does not answer ends in a driver that draws into memory, where nobody sees
// the window.
static void named_drivers(char *list, size_t size) {
    list[0] = '\0';
    for (int i = 0; i < SDL_GetNumVideoDrivers(); i++) {
        const char *driver = SDL_GetVideoDriver(i);
        if ((strcmp(driver, "x11") == 0 && has("DISPLAY")) ||
            (strcmp(driver, "wayland") == 0 && wayland_reachable())) {
            size_t used = strlen(list);
            snprintf(list + used, size - used, "%s%s", used > 0 ? "," : "", driver);
        }
    }
}

// Only the drivers of the displays the environment names: a display that
// does not answer is then said so, in our one line.
static bool init_named_display(const App *app) {
    // Checked before SDL probes the drivers, which print their own complaints.
    if (!has("DISPLAY") && !has("WAYLAND_DISPLAY")) {
        return no_display(app, "no display (DISPLAY and WAYLAND_DISPLAY are not set)");
    }
    char drivers[64];
    named_drivers(drivers, sizeof drivers);
    if (drivers[0] == '\0') {
        return no_display(app, "no display can be reached (WAYLAND_DISPLAY needs XDG_RUNTIME_DIR, "
                               "or this SDL has no x11 or wayland driver)");
    }
    SDL_SetHint(SDL_HINT_VIDEODRIVER, drivers);
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        char why[300];
        snprintf(why, sizeof why, "no display answered (SDL: %s)", SDL_GetError());
        SDL_Quit();
        return no_display(app, why);
    }
    return true;
}

// A driver the user names (SDL_VIDEODRIVER=dummy in the tests) is trusted,
// even one that draws into memory.
static bool init_chosen_driver(const App *app) {
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr, "%s: cannot open a window: %s (try --headless or --screenshot)\n",
                app->chapter->slug, SDL_GetError());
        SDL_Quit();
        return false;
    }
    return true;
}

static bool init_video(const App *app) {
    return has("SDL_VIDEODRIVER") ? init_chosen_driver(app) : init_named_display(app);
}

static bool open_window(App *app, SDL_Window **window) {
    if (!init_video(app)) {
        return false;
    }
    char title[160];
    snprintf(title, sizeof title, "Stable Springs %s", app->chapter->slug);
    *window = SDL_CreateWindow(title, SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, FRAME_WIDTH,
                               FRAME_HEIGHT, SDL_WINDOW_RESIZABLE);
    if (*window != NULL) {
        app->renderer = SDL_CreateRenderer(*window, -1, SDL_RENDERER_PRESENTVSYNC);
    }
    if (app->renderer == NULL) {
        fprintf(stderr, "%s: cannot open a window: %s\n", app->chapter->slug, SDL_GetError());
        if (*window != NULL) SDL_DestroyWindow(*window);
        SDL_Quit();
        return false;
    }
    SDL_RenderSetLogicalSize(app->renderer, FRAME_WIDTH, FRAME_HEIGHT);
    return true;
}

int window_run(const Chapter *chapter, const Options *options) {
    App app = {.chapter = chapter, .options = options, .held = -1, .frame.active_slider = -1};
    SDL_Window *window = NULL;
    // Nothing has run: the same status as a refused command line.
    if (!open_window(&app, &window)) {
        return 2;
    }
    text_open(&app.fonts);
    load_scene(&app, options->scene);
    Uint64 last = SDL_GetPerformanceCounter();
    while (!app.quit) {
        handle_events(&app);
        Uint64 now = SDL_GetPerformanceCounter();
        advance(&app, (double)(now - last) / (double)SDL_GetPerformanceFrequency());
        last = now;
        frame_draw(app.renderer, &app.fonts, &app.stage, &app.frame);
        SDL_RenderPresent(app.renderer);
        rest_until_next_frame(now);
    }
    text_close(&app.fonts);
    SDL_DestroyRenderer(app.renderer);
    SDL_DestroyWindow(window);
    SDL_Quit();
    return 0;
}
