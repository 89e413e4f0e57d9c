// programs.c: see programs.h.
#define _XOPEN_SOURCE 700
#include "programs.h"

#include <criterion/criterion.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

const char *bin_dir(void) {
    const char *bin = getenv("BIN_DIR");
    return bin != NULL && bin[0] != '\0' ? bin : "build/bin";
}

void program_require(const char *chapter) {
    char path[PATH_MAX + 64];
    snprintf(path, sizeof path, "%s/%s", bin_dir(), chapter);
    cr_assert_eq(access(path, X_OK), 0, "no program %s: make test CH=NN builds it before the tests", path);
}

bool same_output(const char *one, const char *two, long *bytes) {
    FILE *a = popen(one, "r"), *b = popen(two, "r");
    cr_assert(a != NULL && b != NULL);
    static char buffer_a[1 << 16], buffer_b[1 << 16];
    bool same = true;
    *bytes = 0;
    for (;;) {
        size_t got_a = fread(buffer_a, 1, sizeof buffer_a, a);
        size_t got_b = fread(buffer_b, 1, sizeof buffer_b, b);
        if (got_a != got_b || memcmp(buffer_a, buffer_b, got_a) != 0) {
            same = false;
            break;
        }
        *bytes += (long)got_a;
        if (got_a == 0) {
            break;
        }
    }
    // Drain both, so that neither program dies of a closed pipe.
    while (fread(buffer_a, 1, sizeof buffer_a, a) > 0) {
    }
    while (fread(buffer_b, 1, sizeof buffer_b, b) > 0) {
    }
    int status_a = pclose(a), status_b = pclose(b);
    return same && status_a == 0 && status_b == 0;
}

int program_scenes(const char *chapter, char names[][32], int capacity) {
    char command[PATH_MAX + 128];
    snprintf(command, sizeof command, "'%s/%s' --list-scenes", bin_dir(), chapter);
    FILE *in = popen(command, "r");
    cr_assert_not_null(in);
    int count = 0;
    char line[512];
    while (fgets(line, sizeof line, in) != NULL && count < capacity) {
        cr_assert_eq(sscanf(line, "%31s", names[count]), 1);
        count++;
    }
    cr_assert_eq(pclose(in), 0, "%s failed", command);
    return count;
}

Dump dump_run(DumpRow *rows, int capacity, const char *chapter, const char *scene, int steps,
              const char *extra) {
    char file[] = "/tmp/dump-run-XXXXXX";
    int fd = mkstemp(file);
    cr_assert(fd >= 0);
    close(fd);
    char command[2 * PATH_MAX + 256];
    snprintf(command, sizeof command, "'%s/%s' --headless --scene %s --steps %d %s --dump %s >/dev/null",
             bin_dir(), chapter, scene, steps, extra, file);
    int status = system(command);
    FILE *in = fopen(file, "r");
    unlink(file);  // gone whatever the assertions below say; the open stream still reads it
    cr_assert_eq(status, 0, "failed: %s", command);
    cr_assert_not_null(in);
    Dump dump = {.rows = rows};
    char line[512];
    cr_assert_not_null(fgets(line, sizeof line, in), "%s wrote no header", command);
    while (fgets(line, sizeof line, in) != NULL) {
        cr_assert_lt(dump.count, capacity, "%s: more than %d rows", command, capacity);
        DumpRow *row = &dump.rows[dump.count++];
        double *v = row->value;
        int fields = sscanf(line, "%ld,%c,%d,%lf,%lf,%lf,%lf,%lf,%lf", &row->step, &row->kind, &row->index,
                            &v[DUMP_X], &v[DUMP_Y], &v[DUMP_ANGLE], &v[DUMP_VX], &v[DUMP_VY], &v[DUMP_OMEGA]);
        cr_assert_eq(fields, 9, "%s: a row that is not a dump row: %s", command, line);
    }
    fclose(in);
    return dump;
}

DumpDeparture dump_compare(const Dump *reference, const Dump *other) {
    static const int kind[DUMP_VALUES] = {0, 0, 1, 2, 2, 3};  // position, angle, velocity, omega
    double scale[4] = {0.0};
    cr_assert_eq(other->count, reference->count, "the dumps have %d and %d rows", reference->count, other->count);
    for (int r = 0; r < reference->count; r++) {
        for (int v = 0; v < DUMP_VALUES; v++) {
            scale[kind[v]] = fmax(scale[kind[v]], fabs(reference->rows[r].value[v]));
        }
    }
    DumpDeparture departure = {0};
    for (int r = 0; r < reference->count; r++) {
        const DumpRow *a = &reference->rows[r], *b = &other->rows[r];
        cr_assert(a->step == b->step && a->kind == b->kind && a->index == b->index,
                  "row %d: %ld %c %d against %ld %c %d", r, a->step, a->kind, a->index, b->step, b->kind, b->index);
        for (int v = 0; v < DUMP_VALUES; v++) {
            double difference = fabs(a->value[v] - b->value[v]), size = scale[kind[v]];
            double relative = size > 0.0 ? difference / size : (difference > 0.0 ? INFINITY : 0.0);
            departure.identical += a->value[v] == b->value[v];
            departure.values++;
            if (relative > departure.largest) {
                departure.largest = relative;
                departure.at_step = a->step;
            }
        }
    }
    return departure;
}
