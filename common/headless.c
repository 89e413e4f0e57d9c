// headless.c: the chapter program without a window, for tests, figures and
// benchmarks.
#include "headless.h"

#include <assert.h>
#include <errno.h>
#include <stdlib.h>

#include "interrupt.h"

static const char *const COLUMNS[] = {"time", "kinetic", "potential", "energy", "momentum_x",
                                      "momentum_y", "max_stretch", "mean_stretch"};

// One world's columns after the step; in a pair, each named for its side
// ("naive_max_stretch"), the left's first.
static void write_csv_header(const Stage *stage, FILE *csv) {
    const Chapter *chapter = stage->sides[0].chapter;
    fprintf(csv, "step");
    for (int side = 0; side < stage->count; side++) {
        const char *prefix = stage->count == 2 ? stage->labels[side] : "";
        const char *joint = stage->count == 2 ? "_" : "";
        for (size_t i = 0; i < sizeof COLUMNS / sizeof COLUMNS[0]; i++) {
            fprintf(csv, ",%s%s%s", prefix, joint, COLUMNS[i]);
        }
        // The chapter's own columns, ",angular_momentum,...", named the same way.
        for (const char *c = chapter->extra_columns; *c != '\0'; c++) {
            fputc(*c, csv);
            if (*c == ',') fprintf(csv, "%s%s", prefix, joint);
        }
    }
    fputc('\n', csv);
}

// How many columns ",a,b" names.
static int column_count(const char *columns) {
    int count = 0;
    for (const char *c = columns; *c != '\0'; c++) {
        count += *c == ',';
    }
    return count;
}

// %.17g prints every double so that reading it back gives the same double: the
// tests compare CSV values to 1e-12.
static void write_metrics(const Session *session, FILE *csv) {
    const Metrics *m = &session->now;
    fprintf(csv, ",%.17g,%.17g,%.17g,%.17g,%.17g,%.17g,%.17g,%.17g", m->time, m->kinetic,
            m->potential, metrics_energy(m), m->momentum.x, m->momentum.y, m->max_stretch,
            m->mean_stretch);
    for (int i = 0; i < column_count(session->chapter->extra_columns); i++) {
        fprintf(csv, ",%.17g", m->extra[i]);
    }
}

static long stage_steps(const Stage *stage) {
    long steps = 0;
    for (int side = 0; side < stage->count; side++) {
        steps = stage->sides[side].steps > steps ? stage->sides[side].steps : steps;
    }
    return steps;
}

static void write_csv_row(const Stage *stage, FILE *csv) {
    fprintf(csv, "%ld", stage_steps(stage));
    for (int side = 0; side < stage->count; side++) {
        write_metrics(&stage->sides[side], csv);
    }
    fputc('\n', csv);
}

static void write_dump_rows(const Session *session, BodyState *rows, int count, FILE *dump) {
    for (int i = 0; i < count; i++) {
        const BodyState *s = &rows[i];
        fprintf(dump, "%ld,%c,%d,%.17g,%.17g,%.17g,%.17g,%.17g,%.17g\n", session->steps, s->kind,
                s->index, s->position.x, s->position.y, s->angle, s->velocity.x, s->velocity.y,
                s->omega);
    }
}

static void write_summary(const Session *session, const char *label, FILE *out) {
    fprintf(out, "summary: scene=%s", session->chapter->scenes[session->scene].name);
    if (label != NULL) {
        fprintf(out, " world=%s", label);
    }
    fprintf(out, " steps=%ld time=%.6g diverged=%s", session->steps, session->now.time,
            session->diverged ? "yes" : "no");
    if (session->diverged) {
        fprintf(out, " diverged_at=%ld", session->diverged_at);
    }
    fprintf(out, " max_stretch=%.6g mean_stretch=%.6g energy_start=%.6g energy_end=%.6g\n",
            session->peak_stretch, session_mean_stretch(session), metrics_energy(&session->start),
            metrics_energy(&session->now));
}

// A line for one world; a line for each world of a pair, named.
void headless_write_summary(const Stage *stage, FILE *out) {
    for (int side = 0; side < stage->count; side++) {
        write_summary(&stage->sides[side], stage->count == 2 ? stage->labels[side] : NULL, out);
    }
}

// Every row is checked: a full disk stops the run within one stdio buffer. A
// dump is of one world: app.c refuses it for a pair.
static bool write_rows(const Stage *stage, BodyState *rows, int count, Output *csv, Output *dump) {
    if (csv != NULL) {
        write_csv_row(stage, csv->file);
        if (!output_ok(csv)) return false;
    }
    if (dump != NULL) {
        const Session *session = &stage->sides[0];
        session->chapter->states(session->world, rows, count);
        write_dump_rows(session, rows, count, dump->file);
        if (!output_ok(dump)) return false;
    }
    return true;
}

static bool write_headers(const Stage *stage, Output *csv, Output *dump) {
    if (csv != NULL) {
        write_csv_header(stage, csv->file);
    }
    if (dump != NULL) {
        fprintf(dump->file, "step,kind,index,x,y,angle,vx,vy,omega\n");
    }
    return (csv == NULL || output_ok(csv)) && (dump == NULL || output_ok(dump));
}

static HeadlessEnd run_steps(Stage *stage, long steps, BodyState *rows, int count, Output *csv,
                             Output *dump, Progress *progress) {
    if (!write_headers(stage, csv, dump) || !write_rows(stage, rows, count, csv, dump)) {
        return HEADLESS_WRITE_FAILED;
    }
    while (stage_steps(stage) < steps && stage_step(stage)) {
        if (!write_rows(stage, rows, count, csv, dump)) {
            return HEADLESS_WRITE_FAILED;
        }
        if (interrupt_signal() != 0) {
            return HEADLESS_INTERRUPTED;
        }
        progress_update(progress, stage_steps(stage));
    }
    if (stage_diverged(stage) && !write_rows(stage, rows, count, csv, dump)) {
        return HEADLESS_WRITE_FAILED;
    }
    return HEADLESS_FINISHED;
}

HeadlessEnd headless_run(Stage *stage, long steps, Output *csv, Output *dump, Progress *progress) {
    const Session *first = &stage->sides[0];
    // The dump's buffer is made once, before the first step: stepping allocates nothing.
    int count = dump != NULL ? first->chapter->states(first->world, NULL, 0) : 0;
    BodyState *rows = count > 0 ? calloc((size_t)count, sizeof *rows) : NULL;
    if (count > 0 && rows == NULL) {
        dump->error = ENOMEM;
        return HEADLESS_WRITE_FAILED;
    }
    HeadlessEnd end = run_steps(stage, steps, rows, count, csv, dump, progress);
    progress_end(progress);
    free(rows);
    return end;
}

static void write_spring_rows(const SpringRow *rows, int count, int extra, Output *springs) {
    for (int i = 0; i < count && output_ok(springs); i++) {
        const SpringRow *row = &rows[i];
        fprintf(springs->file, "%d,%d,%d,%.17g", row->index, row->a, row->b, row->rest_length);
        for (int e = 0; e < extra; e++) {
            fprintf(springs->file, ",%.17g", row->extra[e]);
        }
        fputc('\n', springs->file);
    }
}

// Written once the run is over: the rows are for the world as it ends, and
// the buffer is made after the last step, as the dump's is before the first.
bool headless_write_springs(const Stage *stage, Output *springs) {
    const Session *session = &stage->sides[0];
    const Chapter *chapter = session->chapter;
    int extra = column_count(chapter->spring_columns);
    assert(extra <= SPRING_MAX_EXTRA);
    int count = chapter->springs(session->world, NULL, 0);
    SpringRow *rows = count > 0 ? calloc((size_t)count, sizeof *rows) : NULL;
    if (count > 0 && rows == NULL) {
        springs->error = ENOMEM;
        return false;
    }
    chapter->springs(session->world, rows, count);
    fprintf(springs->file, "index,a,b,rest_length%s\n", chapter->spring_columns);
    write_spring_rows(rows, count, extra, springs);
    free(rows);
    return output_ok(springs);
}
