// headless.c: the chapter program without a window, for tests, figures and
// benchmarks.
#include "headless.h"

#include <errno.h>
#include <stdlib.h>

#include "interrupt.h"

// %.17g prints every double so that reading it back gives the same double: the
// tests compare CSV values to 1e-12.
static void write_csv_header(const Session *session, FILE *csv) {
    fprintf(csv, "step,time,kinetic,potential,energy,momentum_x,momentum_y,max_stretch,"
                 "mean_stretch%s\n",
            session->chapter->extra_columns);
}

static int extra_column_count(const Chapter *chapter) {
    int count = 0;
    for (const char *c = chapter->extra_columns; *c != '\0'; c++) {
        count += *c == ',';
    }
    return count;
}

static void write_csv_row(const Session *session, FILE *csv) {
    const Metrics *m = &session->now;
    fprintf(csv, "%ld,%.17g,%.17g,%.17g,%.17g,%.17g,%.17g,%.17g,%.17g", session->steps, m->time,
            m->kinetic, m->potential, metrics_energy(m), m->momentum.x, m->momentum.y,
            m->max_stretch, m->mean_stretch);
    for (int i = 0; i < extra_column_count(session->chapter); i++) {
        fprintf(csv, ",%.17g", m->extra[i]);
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

void headless_write_summary(const Session *session, FILE *out) {
    fprintf(out, "summary: scene=%s steps=%ld time=%.6g diverged=%s",
            session->chapter->scenes[session->scene].name, session->steps, session->now.time,
            session->diverged ? "yes" : "no");
    if (session->diverged) {
        fprintf(out, " diverged_at=%ld", session->diverged_at);
    }
    fprintf(out, " max_stretch=%.6g mean_stretch=%.6g energy_start=%.6g energy_end=%.6g\n",
            session->peak_stretch, session_mean_stretch(session), metrics_energy(&session->start),
            metrics_energy(&session->now));
}

// Every row is checked: a full disk stops the run within one stdio buffer.
static bool write_rows(const Session *session, BodyState *rows, int count, Output *csv,
                       Output *dump) {
    if (csv != NULL) {
        write_csv_row(session, csv->file);
        if (!output_ok(csv)) return false;
    }
    if (dump != NULL) {
        session->chapter->states(session->chapter->world, rows, count);
        write_dump_rows(session, rows, count, dump->file);
        if (!output_ok(dump)) return false;
    }
    return true;
}

static bool write_headers(const Session *session, Output *csv, Output *dump) {
    if (csv != NULL) {
        write_csv_header(session, csv->file);
    }
    if (dump != NULL) {
        fprintf(dump->file, "step,kind,index,x,y,angle,vx,vy,omega\n");
    }
    return (csv == NULL || output_ok(csv)) && (dump == NULL || output_ok(dump));
}

static HeadlessEnd run_steps(Session *session, long steps, BodyState *rows, int count,
                             Output *csv, Output *dump, Progress *progress) {
    if (!write_headers(session, csv, dump) || !write_rows(session, rows, count, csv, dump)) {
        return HEADLESS_WRITE_FAILED;
    }
    while (session->steps < steps && session_step(session)) {
        if (!write_rows(session, rows, count, csv, dump)) {
            return HEADLESS_WRITE_FAILED;
        }
        if (interrupt_signal() != 0) {
            return HEADLESS_INTERRUPTED;
        }
        progress_update(progress, session->steps);
    }
    if (session->diverged && !write_rows(session, rows, count, csv, dump)) {
        return HEADLESS_WRITE_FAILED;
    }
    return HEADLESS_FINISHED;
}

HeadlessEnd headless_run(Session *session, long steps, Output *csv, Output *dump,
                         Progress *progress) {
    const Chapter *chapter = session->chapter;
    // The dump's buffer is made once, before the first step: stepping allocates nothing.
    int count = dump != NULL ? chapter->states(chapter->world, NULL, 0) : 0;
    BodyState *rows = count > 0 ? calloc((size_t)count, sizeof *rows) : NULL;
    if (count > 0 && rows == NULL) {
        dump->error = ENOMEM;
        return HEADLESS_WRITE_FAILED;
    }
    HeadlessEnd end = run_steps(session, steps, rows, count, csv, dump, progress);
    progress_end(progress);
    free(rows);
    return end;
}
