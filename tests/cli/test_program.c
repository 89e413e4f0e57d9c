// The chapter program as a user runs it, for the chapter in $CHAPTER_BIN
// (the Makefile runs this once per chapter, on the sanitized build): bad input
// gets exit status 2 and one line; headless runs, dumps and screenshots work
// for every scene, diverging or not.
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <fcntl.h>
#include <signal.h>
#include <time.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

typedef struct {
    int status;     // exit status, or -1 if it did not exit normally
    char out[1 << 16];
    char err[1 << 14];
} Run;

static Run run;

static const char *program(void) {
    const char *path = getenv("CHAPTER_BIN");
    cr_assert_not_null(path, "set CHAPTER_BIN to a chapter program");
    return path;
}

static void read_file(const char *path, char *buffer, size_t size) {
    FILE *file = fopen(path, "r");
    size_t used = file ? fread(buffer, 1, size - 1, file) : 0;
    buffer[used] = '\0';
    if (file) fclose(file);
}

// Runs the program with args (NULL-terminated), capturing stdout and stderr.
static void run_program(const char *const *args) {
    char out_path[] = "/tmp/cli-out-XXXXXX", err_path[] = "/tmp/cli-err-XXXXXX";
    int out = mkstemp(out_path), err = mkstemp(err_path);
    cr_assert(out >= 0 && err >= 0);
    const char *argv[40] = {program()};
    int argc = 1;
    for (; args[argc - 1] != NULL; argc++) argv[argc] = args[argc - 1];
    argv[argc] = NULL;
    pid_t child = fork();
    if (child == 0) {
        dup2(out, 1);
        dup2(err, 2);
        execv(argv[0], (char *const *)argv);
        _exit(127);
    }
    int status;
    waitpid(child, &status, 0);
    run.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    close(out);
    close(err);
    read_file(out_path, run.out, sizeof run.out);
    read_file(err_path, run.err, sizeof run.err);
    unlink(out_path);
    unlink(err_path);
}

static int count_lines(const char *text) {
    int lines = 0;
    for (const char *c = text; *c; c++) lines += *c == '\n';
    return lines;
}

// Exit status 2, nothing on stdout, one line on stderr that names the flag.
static void expect_refused(const char *const *args, const char *names) {
    run_program(args);
    cr_expect_eq(run.status, 2, "%s: exit status %d, stderr: %s", names, run.status, run.err);
    cr_expect_eq(count_lines(run.err), 1, "%s: one line on stderr, got: %s", names, run.err);
    cr_expect(strstr(run.err, names) != NULL, "the message '%s' should name '%s'", run.err, names);
    cr_expect_eq(run.out[0], '\0', "%s: nothing on stdout, got: %s", names, run.out);
}

#define ARGS(...) ((const char *const[]){__VA_ARGS__, NULL})

Test(refuses, every_kind_of_bad_input) {
    expect_refused(ARGS("--wobble"), "--wobble");
    expect_refused(ARGS("--scene"), "--scene");
    expect_refused(ARGS("--param", "dt=soon"), "dt=soon");
    expect_refused(ARGS("--param", "dt=nan"), "dt=nan");
    expect_refused(ARGS("--param", "dt=-1"), "dt=-1");
    expect_refused(ARGS("--dt", "1e9"), "--dt");
    expect_refused(ARGS("--param", "no_such_parameter=1"), "no_such_parameter");
    expect_refused(ARGS("--scene", "no-such-scene"), "no-such-scene");
    expect_refused(ARGS("--headless", "--steps", "ten"), "--steps");
    expect_refused(ARGS("--headless"), "--headless");
    expect_refused(ARGS("--headless", "--steps", "1", "--csv", "/nonexistent/dir/out.csv"),
                   "/nonexistent/dir/out.csv");
    expect_refused(ARGS("--headless", "--steps", "1", "--dump", "/nonexistent/dir/d.csv"),
                   "/nonexistent/dir/d.csv");
    expect_refused(ARGS("--screenshot", "/nonexistent/dir/shot.png"), "/nonexistent/dir/shot.png");
    expect_refused(ARGS("--screenshot", "shot.bmp"), "shot.bmp");
    expect_refused(ARGS("stray"), "stray");
}

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

// The scene names, from --list-scenes: the first word of each line.
static int scene_names(char names[][32], int capacity) {
    run_program(ARGS("--list-scenes"));
    int count = 0;
    for (char *line = strtok(run.out, "\n"); line && count < capacity; line = strtok(NULL, "\n")) {
        sscanf(line, "%31s", names[count++]);
    }
    return count;
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

// The window's loop, drawing and event handling, without a display: SDL's
// dummy video driver gives it a window in memory. SDL turns SIGTERM into a quit
// event, so the program must close cleanly: exit status 0 and nothing on
// stderr (a sanitizer or leak report would land there).
Test(window, every_scene_runs_and_closes_cleanly) {
    char names[16][32];
    int count = scene_names(names, 16);
    for (int i = 0; i < count; i++) {
        char err_path[] = "/tmp/cli-win-XXXXXX";
        int err = mkstemp(err_path);
        cr_assert(err >= 0);
        pid_t child = fork();
        if (child == 0) {
            dup2(err, 1);
            dup2(err, 2);
            setenv("SDL_VIDEODRIVER", "dummy", 1);
            execl(program(), program(), "--scene", names[i], (char *)NULL);
            _exit(127);
        }
        // Long enough for dozens of frames and hundreds of steps.
        nanosleep(&(struct timespec){.tv_sec = 0, .tv_nsec = 800000000}, NULL);
        kill(child, SIGTERM);
        int status;
        waitpid(child, &status, 0);
        close(err);
        char text[4096];
        read_file(err_path, text, sizeof text);
        unlink(err_path);
        cr_expect(WIFEXITED(status) && WEXITSTATUS(status) == 0, "%s: status %d: %s", names[i],
                  status, text);
        cr_expect_eq(text[0], '\0', "%s: printed: %s", names[i], text);
    }
}
