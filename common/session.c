// session.c: loading, stepping and freezing a scene, alone or as a pair.
#include "session.h"

#include <assert.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "param.h"

double metrics_energy(const Metrics *metrics) {
    return metrics->kinetic + metrics->potential;
}

static void record(Session *session) {
    session->chapter->measure(session->world, &session->now);
    session->peak_stretch = fmax(session->peak_stretch, session->now.max_stretch);
    session->stretch_sum += session->now.mean_stretch;
}

// In a pair the settings hold the pair's value ("both"); each world is built
// and retuned with its own value in its place, and the slider's value comes back.
static void build(Session *session) {
    const Chapter *chapter = session->chapter;
    double shown = session->varies != NULL ? param_get(session->varies) : 0.0;
    if (session->varies != NULL) param_set(session->varies, session->value);
    chapter->scenes[session->scene].build(session->world, chapter->settings);
    if (session->varies != NULL) param_set(session->varies, shown);
}

static void retune(Session *session) {
    const Chapter *chapter = session->chapter;
    double shown = session->varies != NULL ? param_get(session->varies) : 0.0;
    if (session->varies != NULL) param_set(session->varies, session->value);
    chapter->retune(session->world, chapter->settings);
    if (session->varies != NULL) param_set(session->varies, shown);
}

void session_restart(Session *session) {
    build(session);
    session->steps = 0;
    session->diverged = false;
    session->diverged_at = 0;
    session->peak_stretch = 0.0;
    session->stretch_sum = 0.0;
    session->retuned_at = -1;
    record(session);
    session->start = session->now;
}

void session_retune(Session *session) {
    if (session->diverged) {
        return;  // frozen: the new values wait for R
    }
    retune(session);
    session->chapter->measure(session->world, &session->now);
    session->start = session->now;
    session->retuned_at = session->steps;
}

// The chapter's defaults, then the scene's own, then the command line's.
static void set_params(const Chapter *chapter, const Options *options, int scene) {
    for (int i = 0; i < chapter->param_count; i++) {
        param_set(&chapter->params[i], chapter->params[i].fallback);
    }
    if (chapter->scenes[scene].defaults != NULL) {
        chapter->scenes[scene].defaults(chapter->settings);
    }
    for (int i = 0; i < chapter->param_count; i++) {
        const Param *param = &chapter->params[i];
        // A scene's default must be a value the slider and --param could give.
        assert(param_get(param) >= param->min && param_get(param) <= param->max);
        // The log slider divides by min.
        assert(param->scale != PARAM_LOG || param->min > 0.0);
    }
    for (int i = 0; i < chapter->param_count; i++) {
        if (options->param_set[i]) {
            param_set(&chapter->params[i], options->param_value[i]);
        }
    }
}

static void start(Session *session, const Chapter *chapter, const Options *options, int scene,
                  World *world, const Param *varies, double value) {
    *session = (Session){.chapter = chapter, .options = options, .scene = scene, .world = world,
                         .varies = varies, .value = value};
    session_restart(session);
}

void session_load(Session *session, const Chapter *chapter, const Options *options, int scene) {
    set_params(chapter, options, scene);
    start(session, chapter, options, scene, chapter->world, NULL, 0.0);
}

bool session_step(Session *session) {
    if (session->diverged) {
        return false;
    }
    const Chapter *chapter = session->chapter;
    chapter->step(session->world);
    session->steps++;
    record(session);
    if (chapter->diverged(session->world)) {
        session->diverged = true;
        session->diverged_at = session->steps;
    }
    return !session->diverged;
}

double session_mean_stretch(const Session *session) {
    return session->stretch_sum / (double)(session->steps + 1);
}

static const Param *pair_param(const Chapter *chapter) {
    for (int i = 0; chapter->pair != NULL && i < chapter->param_count; i++) {
        if (strcmp(chapter->params[i].name, chapter->pair->param) == 0) {
            return &chapter->params[i];
        }
    }
    return NULL;
}

// A side's name: the name of its value, or "param=value".
static const char *side_label(const Chapter *chapter, const Param *param, double value, char *text,
                              size_t size) {
    const char *name = cli_value_name(chapter, (int)(param - chapter->params), value);
    if (name != NULL) {
        return name;
    }
    snprintf(text, size, "%s=%g", param->name, value);
    return text;
}

// One world, or both worlds of the pair when its parameter holds the pair's
// value, built with the values the parameters have now.
static void build_stage(Stage *stage, const Chapter *chapter, const Options *options, int scene) {
    static char texts[2][64];
    const Param *varies = pair_param(chapter);
    assert(chapter->pair == NULL || (varies != NULL && chapter->twin != NULL));
    bool pair = varies != NULL && param_get(varies) == chapter->pair->value;
    *stage = (Stage){.count = pair ? 2 : 1};
    if (!pair) {
        start(&stage->sides[0], chapter, options, scene, chapter->world, NULL, 0.0);
        return;
    }
    World *worlds[2] = {chapter->world, chapter->twin};
    for (int side = 0; side < 2; side++) {
        double value = chapter->pair->sides[side];
        start(&stage->sides[side], chapter, options, scene, worlds[side], varies, value);
        stage->labels[side] = side_label(chapter, varies, value, texts[side], sizeof texts[side]);
    }
}

void stage_load(Stage *stage, const Chapter *chapter, const Options *options, int scene) {
    set_params(chapter, options, scene);
    const Param *varies = pair_param(chapter);
    // A headless run describes one world, the pair's right one, unless the
    // command line asks for the pair.
    if (varies != NULL && param_get(varies) == chapter->pair->value && options->headless &&
        !options->param_set[varies - chapter->params]) {
        param_set(varies, chapter->pair->sides[1]);
    }
    build_stage(stage, chapter, options, scene);
}

// R, or a slider that rebuilds: the pair may come or go with the new values.
void stage_restart(Stage *stage) {
    const Session *first = &stage->sides[0];
    build_stage(stage, first->chapter, first->options, first->scene);
}

void stage_retune(Stage *stage) {
    for (int side = 0; side < stage->count; side++) {
        session_retune(&stage->sides[side]);
    }
}

bool stage_step(Stage *stage) {
    bool running = false;
    for (int side = 0; side < stage->count; side++) {
        running |= session_step(&stage->sides[side]);
    }
    return running;
}

bool stage_diverged(const Stage *stage) {
    for (int side = 0; side < stage->count; side++) {
        if (!stage->sides[side].diverged) return false;
    }
    return true;
}

View session_view(const Session *session) {
    const Chapter *chapter = session->chapter;
    const Scene *scene = &chapter->scenes[session->scene];
    return chapter->view != NULL ? chapter->view(scene, chapter->settings) : scene->view;
}

// Each half of a pair names its world, and says what the status line says of
// one world.
void stage_caption(const Stage *stage, int side, char *text, size_t size) {
    const Session *session = &stage->sides[side];
    char metric[160];
    session->chapter->describe(&session->now, &session->start, metric, sizeof metric);
    snprintf(text, size, "%s: %s, max stretch %.3g%%", stage->labels[side], metric,
             100.0 * session->now.max_stretch);
}

void stage_status(const Stage *stage, bool paused, char *text, size_t size) {
    const Session *session = &stage->sides[0];
    for (int side = 1; side < stage->count; side++) {
        if (stage->sides[side].steps > session->steps) session = &stage->sides[side];
    }
    char metric[200] = "";
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
    snprintf(text, size, "%sstep %ld   t = %.3f s%s%s%s", paused ? "PAUSED   " : "", session->steps,
             session->now.time, metric, since, stretch);
}
