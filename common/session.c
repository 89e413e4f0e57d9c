// session.c: loading, stepping and freezing a scene.
#include "session.h"

#include <assert.h>
#include <math.h>

double metrics_energy(const Metrics *metrics) {
    return metrics->kinetic + metrics->potential;
}

static void record(Session *session) {
    const Chapter *chapter = session->chapter;
    chapter->measure(chapter->world, &session->now);
    session->peak_stretch = fmax(session->peak_stretch, session->now.max_stretch);
    session->stretch_sum += session->now.mean_stretch;
}

void session_restart(Session *session) {
    const Chapter *chapter = session->chapter;
    chapter->scenes[session->scene].build(chapter->world, chapter->settings);
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
    const Chapter *chapter = session->chapter;
    if (session->diverged) {
        return;  // frozen: the new values wait for R
    }
    chapter->retune(chapter->world, chapter->settings);
    chapter->measure(chapter->world, &session->now);
    session->start = session->now;
    session->retuned_at = session->steps;
}

void session_load(Session *session, const Chapter *chapter, const Options *options, int scene) {
    *session = (Session){.chapter = chapter, .options = options, .scene = scene};
    for (int i = 0; i < chapter->param_count; i++) {
        *chapter->params[i].value = chapter->params[i].fallback;
    }
    if (chapter->scenes[scene].defaults != NULL) {
        chapter->scenes[scene].defaults(chapter->settings);
    }
    for (int i = 0; i < chapter->param_count; i++) {
        const Param *param = &chapter->params[i];
        // A scene's default must be a value the slider and --param could give.
        assert(*param->value >= param->min && *param->value <= param->max);
        // The log slider divides by min.
        assert(param->scale != PARAM_LOG || param->min > 0.0);
    }
    for (int i = 0; i < chapter->param_count; i++) {
        if (options->param_set[i]) {
            *chapter->params[i].value = options->param_value[i];
        }
    }
    session_restart(session);
}

bool session_step(Session *session) {
    if (session->diverged) {
        return false;
    }
    const Chapter *chapter = session->chapter;
    chapter->step(chapter->world);
    session->steps++;
    record(session);
    if (chapter->diverged(chapter->world)) {
        session->diverged = true;
        session->diverged_at = session->steps;
    }
    return !session->diverged;
}

double session_mean_stretch(const Session *session) {
    return session->stretch_sum / (double)(session->steps + 1);
}
