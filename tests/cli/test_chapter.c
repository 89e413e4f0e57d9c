// The chapter program as a user runs it, for the chapter in $CHAPTER_BIN
// (the Makefile runs this once per chapter, on the sanitized build): what a
// chapter's main.c hands the shell, its scenes, parameters and drawing. Its
// help and lists, headless runs, dumps, spring lists and screenshots work for every scene,
// diverging or not; its window opens and closes; a parameter a scene ignores
// is refused. The shell's own behaviour (bad input, failed writes, Ctrl-C)
// does not depend on the chapter, and test_shell.c checks it once, on the
// last chapter.
#define _XOPEN_SOURCE 700
#include "program.h"

#include <criterion/criterion.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

Test(lists, help_scenes_and_params) {
    run_program(ARGS("--help"));
    cr_expect_eq(run.status, 0);
    cr_expect(strstr(run.out, "--headless") != NULL);
    run_program(ARGS("--list-params"));
    cr_expect_eq(run.status, 0);
    cr_expect(strncmp(run.out, "dt ", 3) == 0, "dt first: %s", run.out);
    run_program(ARGS("--list-scenes"));
    cr_expect_eq(run.status, 0);
    cr_expect_gt(count_lines(run.out), 0);
}

// Every chapter's --list-params reads as a table, whatever its longest name
// (chapters 10 to 12 have gravity_after).
Test(lists, params_line_up_in_columns) {
    run_program(ARGS("--list-params"));
    cr_assert_eq(run.status, 0, "%s", run.err);
    long defaults = -1, ranges = -1;
    for (char *line = strtok(run.out, "\n"); line != NULL; line = strtok(NULL, "\n")) {
        const char *d = strstr(line, " default "), *r = strstr(line, " range ");
        cr_assert(d != NULL && r != NULL, "%s", line);
        if (defaults < 0) defaults = d - line, ranges = r - line;
        cr_expect(d - line == defaults && r - line == ranges, "out of line: %s", line);
    }
}


Test(headless, csv_has_the_columns_a_row_per_step_and_the_summary) {
    char names[16][32];
    cr_assert_gt(scene_names(names, 16), 0);
    run_program(ARGS("--headless", "--scene", names[0], "--steps", "100", "--csv", "-"));
    cr_assert_eq(run.status, 0, "%s", run.err);
    const char *columns = "step,time,kinetic,potential,energy,momentum_x,momentum_y,max_stretch,"
                          "mean_stretch";
    cr_expect_eq(strncmp(run.out, columns, strlen(columns)), 0, "%.200s", run.out);
    cr_expect_eq(count_lines(run.out), 1 + 101 + 1, "header, steps 0..100, summary");
    const char *summary = strstr(run.out, "summary: ");
    cr_assert_not_null(summary);
    char expected[128];
    snprintf(expected, sizeof expected, "summary: scene=%s steps=100 time=", names[0]);
    cr_expect_eq(strncmp(summary, expected, strlen(expected)), 0, "%s", summary);
    cr_expect(strstr(summary, " max_stretch=") && strstr(summary, " mean_stretch=") &&
              strstr(summary, " energy_start=") && strstr(summary, " energy_end="), "%s", summary);
}

// Every scene runs a thousand steps headless, diverging or not, and reports it.
Test(headless, every_scene_runs_and_reports_divergence) {
    char names[16][32];
    int count = scene_names(names, 16);
    for (int i = 0; i < count; i++) {
        run_program(ARGS("--headless", "--scene", names[i], "--steps", "1000"));
        cr_expect_eq(run.status, 0, "%s: status %d: %s", names[i], run.status, run.err);
        cr_expect_eq(count_lines(run.out), 1, "%s: one summary line: %s", names[i], run.out);
        long steps = -1, at = -1;
        const char *s = strstr(run.out, "steps=");
        if (s) sscanf(s, "steps=%ld", &steps);
        const char *d = strstr(run.out, "diverged_at=");
        if (strstr(run.out, "diverged=yes") != NULL) {
            cr_expect_not_null(d, "%s", run.out);
            if (d) sscanf(d, "diverged_at=%ld", &at);
            cr_expect_eq(steps, at, "a diverged run stops where it diverged: %s", run.out);
        } else {
            cr_expect_eq(steps, 1000, "%s", run.out);
            cr_expect_null(d, "%s", run.out);
        }
    }
}

Test(headless, dump_has_the_columns) {
    run_program(ARGS("--headless", "--steps", "2", "--dump", "-"));
    cr_assert_eq(run.status, 0, "%s", run.err);
    const char *columns = "step,kind,index,x,y,angle,vx,vy,omega\n";
    cr_expect_eq(strncmp(run.out, columns, strlen(columns)), 0, "%.200s", run.out);
    cr_expect(strstr(run.out, "\n2,p,0,") != NULL, "a row for particle 0 at step 2");
}

// --springs lists every spring once, after the run, with the fixed columns
// first; its particles are the dump's. Each chapter's own tests check that
// the listing is in the order its step visits the springs.
Test(headless, springs_list_every_spring_once) {
    run_program(ARGS("--headless", "--steps", "2", "--dump", "/dev/null", "--springs", "-"));
    cr_assert_eq(run.status, 0, "%s", run.err);
    const char *columns = "index,a,b,rest_length";
    cr_assert_eq(strncmp(run.out, columns, strlen(columns)), 0, "%.200s", run.out);
    int rows = count_lines(run.out) - 2;  // the header and the summary
    cr_assert_gt(rows, 0, "%.200s", run.out);
    static bool listed[1 << 16];
    cr_assert_lt(rows, (int)(sizeof listed / sizeof listed[0]));
    memset(listed, 0, sizeof listed);
    const char *line = strchr(run.out, '\n') + 1;
    for (int i = 0; i < rows; i++, line = strchr(line, '\n') + 1) {
        int index, a, b;
        double rest_length;
        cr_assert_eq(sscanf(line, "%d,%d,%d,%lf", &index, &a, &b, &rest_length), 4, "row %d: %.80s", i, line);
        cr_assert(index >= 0 && index < rows && !listed[index], "row %d: index %d twice or out of range", i, index);
        listed[index] = true;
        cr_assert(a >= 0 && b >= 0 && a != b && rest_length > 0.0, "row %d: %.80s", i, line);
    }
    cr_expect_eq(strncmp(line, "summary: ", 9), 0, "the summary after the rows: %.80s", line);
}

// A PNG's first 24 bytes: the signature, then the IHDR chunk with the width and
// height as big-endian 32-bit numbers.
static void expect_png_size(const char *path, unsigned width, unsigned height) {
    unsigned char head[24] = {0};
    FILE *file = fopen(path, "rb");
    cr_assert_not_null(file, "%s was not written", path);
    cr_assert_eq(fread(head, 1, sizeof head, file), sizeof head);
    fclose(file);
    cr_expect_eq(memcmp(head, "\x89PNG\r\n\x1a\n", 8), 0, "not a PNG");
    unsigned w = (unsigned)head[16] << 24 | head[17] << 16 | head[18] << 8 | head[19];
    unsigned h = (unsigned)head[20] << 24 | head[21] << 16 | head[22] << 8 | head[23];
    cr_expect(w == width && h == height, "%ux%u, expected %ux%u", w, h, width, height);
}

// With no display at all: the screenshot must not need a video driver.
Test(screenshot, every_scene_renders_a_1280x720_png_without_a_display) {
    char names[16][32];
    int count = scene_names(names, 16);
    unsetenv("DISPLAY");
    unsetenv("WAYLAND_DISPLAY");
    for (int i = 0; i < count; i++) {
        char path[64];
        snprintf(path, sizeof path, "/tmp/cli-shot-%d-%d.png", (int)getpid(), i);
        run_program(ARGS("--scene", names[i], "--screenshot", path, "--steps", "300"));
        cr_expect_eq(run.status, 0, "%s: %s", names[i], run.err);
        expect_png_size(path, 1280, 720);
        unlink(path);
    }
}
// The chapter's own window, on its first scene: every scene's drawing is the
// screenshot's above (the same frame_draw), and test_shell.c opens every
// scene of the last chapter in a window.
Test(window, the_first_scene_runs_and_closes_cleanly) {
    char names[16][32];
    cr_assert_gt(scene_names(names, 16), 0);
    expect_windows_close_cleanly(names, 1);
}

// A scene that does not read a parameter says so in --list-scenes, "(ignores:
// mass stretch)" (chapter 04's masses has its own three masses, and only
// single reads stretch), and setting one of those on the command line is
// refused. Every chapter has such a scene.
Test(refuses, a_parameter_the_scene_ignores) {
    run_program(ARGS("--list-scenes"));
    static char listing[sizeof run.out];
    snprintf(listing, sizeof listing, "%s", run.out);
    int checked = 0;
    for (char *line = strtok(listing, "\n"); line != NULL; line = strtok(NULL, "\n")) {
        char scene[32], ignored[128];
        const char *marker = strstr(line, "(ignores: ");
        if (marker == NULL || sscanf(line, "%31s", scene) != 1 ||
            sscanf(marker, "(ignores: %127[^)])", ignored) != 1) {
            continue;
        }
        char *save = NULL;
        for (char *name = strtok_r(ignored, " ", &save); name != NULL; name = strtok_r(NULL, " ", &save)) {
            char assignment[64], expected[80];
            snprintf(assignment, sizeof assignment, "%s=1", name);
            snprintf(expected, sizeof expected, "does not use %s", name);
            expect_refused(ARGS("--scene", scene, "--param", assignment, "--headless", "--steps", "1"),
                           assignment);
            cr_expect(strstr(run.err, expected) != NULL, "%s: %s", scene, run.err);
            checked++;
        }
    }
    cr_expect_gt(checked, 0, "no scene says it ignores a parameter");
}
