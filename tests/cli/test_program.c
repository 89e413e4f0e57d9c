// The chapter program as a user runs it, for the chapter in $CHAPTER_BIN
// (the Makefile runs this once per chapter, on the sanitized build): bad input
// gets exit status 2 and one line; headless runs, dumps and screenshots work
// for every scene, diverging or not.
#define _XOPEN_SOURCE 700
#include <criterion/criterion.h>
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <signal.h>
#include <stdbool.h>
#include <time.h>
#include <stdio.h>
#include <stdlib.h>
#include <errno.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

typedef struct {
    int status;     // exit status, or -1 if it did not exit normally
    char out[1 << 16];
    char err[1 << 14];
} Run;

static Run run;

// Set by a test to change the child's surroundings just before exec: its
// stdout, its environment, a file-size limit that plays a full disk.
static void (*child_setup)(void);

// An absolute path, so a test may change directory.
static const char *program(void) {
    static char path[4096];
    const char *given = getenv("CHAPTER_BIN");
    cr_assert_not_null(given, "set CHAPTER_BIN to a chapter program");
    if (path[0] == '\0') cr_assert_not_null(realpath(given, path), "%s", given);
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
        if (child_setup != NULL) child_setup();
        alarm(120);  // a hang ends as a signal, which the tests report
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
            // The window runs' third-party leak suppressions (see the script).
            const char *env = "tests/support/window-env";
            execl(env, env, program(), "--scene", names[i], (char *)NULL);
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

// ---------------------------------------------------------------------------
// Write failures: one line naming the file, exit status 1, no partial file.

static void stdout_to_dev_full(void) {
    int full = open("/dev/full", O_WRONLY);
    dup2(full, 1);
}

// A file-size limit makes writes fail with EFBIG as a full disk fails them
// with ENOSPC, on a real file in a real directory.
static void small_disk(void) {
    signal(SIGXFSZ, SIG_IGN);
    setrlimit(RLIMIT_FSIZE, &(struct rlimit){16384, 16384});
}

static void expect_write_failure(const char *const *args, const char *names) {
    run_program(args);
    cr_expect_eq(run.status, 1, "%s: status %d, stderr: %s", names, run.status, run.err);
    cr_expect_eq(count_lines(run.err), 1, "%s: one line on stderr, got: %s", names, run.err);
    cr_expect(strstr(run.err, names) != NULL, "the message '%s' should name '%s'", run.err, names);
}

Test(writes, a_full_device_fails_the_run_naming_the_file) {
    expect_write_failure(ARGS("--headless", "--steps", "10", "--csv", "/dev/full"), "/dev/full");
    expect_write_failure(ARGS("--headless", "--steps", "10", "--dump", "/dev/full"), "/dev/full");
    cr_expect(strstr(run.out, "summary:") == NULL, "no summary after a failed run: %s", run.out);
}

Test(writes, a_full_stdout_fails_every_command) {
    child_setup = stdout_to_dev_full;
    expect_write_failure(ARGS("--headless", "--steps", "10"), "stdout");
    expect_write_failure(ARGS("--headless", "--steps", "10", "--csv", "-"), "stdout");
    expect_write_failure(ARGS("--list-scenes"), "stdout");
    expect_write_failure(ARGS("--list-params"), "stdout");
    expect_write_failure(ARGS("--help"), "stdout");
    child_setup = NULL;
}

// A pipe whose reader is gone before the first write: every write to it
// fails with EPIPE, as `| head -c 100` makes it fail once head has read enough.
static void stdout_to_closed_pipe(void) {
    int ends[2];
    if (pipe(ends) != 0) _exit(126);
    close(ends[0]);
    dup2(ends[1], 1);
    close(ends[1]);
}

// SIGPIPE used to end these runs with status 141 and not a word on stderr.
Test(writes, a_closed_pipe_fails_the_run_with_one_line) {
    child_setup = stdout_to_closed_pipe;
    expect_write_failure(ARGS("--headless", "--steps", "2000", "--csv", "-"), "--csv");
    expect_write_failure(ARGS("--headless", "--steps", "20", "--dump", "-"), "--dump");
    expect_write_failure(ARGS("--headless", "--steps", "10"), "stdout");
    expect_write_failure(ARGS("--list-params"), "stdout");
    cr_expect(strstr(run.err, "Broken pipe") != NULL, "names the reason: %s", run.err);
    child_setup = NULL;
}

static double seconds_now(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec + 1e-9 * (double)now.tv_nsec;
}

// The run used to go on for all its steps (22 s) before it noticed.
Test(writes, a_failed_write_stops_the_run_at_once) {
    double start = seconds_now();
    expect_write_failure(ARGS("--headless", "--steps", "10000000", "--csv", "/dev/full"), "/dev/full");
    cr_expect_lt(seconds_now() - start, 2.0, "took %.1f s", seconds_now() - start);
}

// A scratch directory per test; it must be empty at the end but for the files
// a test names: a temporary file left beside a target is a failure.
static char scratch[] = "/tmp/cli-scratch-XXXXXX";
static bool scratch_made;  // not the name's last letter: mkdtemp's own letters may end in X
static char scratch_path[3][256];

// Each test runs in a process of its own: the one that made the directory
// removes it when it exits, so runs leave nothing behind in /tmp.
__attribute__((destructor)) static void remove_scratch(void) {
    if (scratch_made) {
        char command[128];
        snprintf(command, sizeof command, "rm -rf '%s'", scratch);
        if (system(command) != 0) {
            fprintf(stderr, "could not remove %s\n", scratch);
        }
    }
}

static const char *in_scratch(int slot, const char *name) {
    if (!scratch_made) {
        cr_assert_not_null(mkdtemp(scratch), "mkdtemp(%s): %s", scratch, strerror(errno));
        scratch_made = true;
    }
    snprintf(scratch_path[slot], sizeof scratch_path[slot], "%s/%s", scratch, name);
    return scratch_path[slot];
}

static void write_text(const char *path, const char *text) {
    FILE *file = fopen(path, "w");
    cr_assert_not_null(file);
    fputs(text, file);
    fclose(file);
}

static void expect_text(const char *path, const char *expected) {
    char text[256];
    read_file(path, text, sizeof text);
    cr_expect_str_eq(text, expected, "%s changed", path);
}

static void expect_scratch_holds(int count) {
    char command[512];
    snprintf(command, sizeof command, "test $(ls -A %s | wc -l) -eq %d", scratch, count);
    cr_expect_eq(system(command), 0, "%s should hold %d file(s): something was left behind",
                 scratch, count);
}

Test(writes, a_full_disk_leaves_an_existing_file_untouched_and_no_partial_file) {
    const char *csv = in_scratch(0, "old.csv"), *dump = in_scratch(1, "new-dump.csv");
    const char *png = in_scratch(2, "old.png");
    write_text(csv, "old\n");
    write_text(png, "old png\n");
    child_setup = small_disk;
    expect_write_failure(ARGS("--headless", "--steps", "100000", "--csv", csv), csv);
    expect_text(csv, "old\n");
    expect_write_failure(ARGS("--headless", "--steps", "100000", "--dump", dump), dump);
    cr_expect_neq(access(dump, F_OK), 0, "a partial dump was left");
    child_setup = NULL;
    expect_scratch_holds(2);
    expect_text(png, "old png\n");
}

Test(writes, a_screenshot_onto_a_full_device_fails) {
    const char *png = in_scratch(0, "full.png");
    cr_assert_eq(symlink("/dev/full", png), 0);
    expect_write_failure(ARGS("--screenshot", png), "full.png");
    unlink(png);
}

Test(writes, a_screenshot_on_a_full_disk_leaves_the_old_file) {
    const char *png = in_scratch(0, "keep.png");
    write_text(png, "old png\n");
    child_setup = small_disk;
    expect_write_failure(ARGS("--screenshot", png), png);
    child_setup = NULL;
    expect_text(png, "old png\n");
    expect_scratch_holds(1);
    unlink(png);
}

// ---------------------------------------------------------------------------
// Interrupted runs: Ctrl-C stops cleanly, with exit status 130.

// The smallest step: even chapter 01's growing spring takes billions of
// steps to blow up, so these runs last until they are interrupted.
#define SLOW "0.00001"

// Starts the program with stderr on fd err (and stdout on out), returns its pid.
static pid_t start_program(const char *const *args, int out, int err) {
    const char *argv[40] = {program()};
    int argc = 1;
    for (; args[argc - 1] != NULL; argc++) argv[argc] = args[argc - 1];
    argv[argc] = NULL;
    pid_t child = fork();
    if (child == 0) {
        dup2(out, 1);
        dup2(err, 2);
        alarm(120);
        execv(argv[0], (char *const *)argv);
        _exit(127);
    }
    return child;
}

static int interrupt_after(pid_t child, double seconds) {
    nanosleep(&(struct timespec){(time_t)seconds, (long)((seconds - (long)seconds) * 1e9)}, NULL);
    kill(child, SIGINT);
    int status;
    waitpid(child, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

static int count_fields(const char *line, size_t length) {
    int fields = 1;
    for (size_t i = 0; i < length; i++) fields += line[i] == ',';
    return fields;
}

// Every CSV line is whole: the header's number of fields and a newline.
static long expect_whole_csv(const char *path) {
    FILE *file = fopen(path, "r");
    cr_assert_not_null(file, "%s was not written", path);
    char line[1024];
    long lines = 0;
    int header_fields = 0;
    while (fgets(line, sizeof line, file) != NULL) {
        size_t length = strlen(line);
        cr_assert(length > 0 && line[length - 1] == '\n', "a cut line: %s", line);
        int fields = count_fields(line, length);
        if (lines == 0) header_fields = fields;
        cr_assert_eq(fields, header_fields, "line %ld: %s", lines, line);
        lines++;
    }
    fclose(file);
    return lines;
}

Test(interrupt, ctrl_c_keeps_the_summary_and_whole_files) {
    const char *csv = in_scratch(0, "run.csv");
    char out_path[] = "/tmp/cli-out-XXXXXX", err_path[] = "/tmp/cli-err-XXXXXX";
    int out = mkstemp(out_path), err = mkstemp(err_path);
    pid_t child = start_program(ARGS("--headless", "--steps", "1000000000", "--dt", SLOW, "--csv", csv), out, err);
    int status = interrupt_after(child, 1.5);
    close(out);
    close(err);
    read_file(out_path, run.out, sizeof run.out);
    read_file(err_path, run.err, sizeof run.err);
    unlink(out_path);
    unlink(err_path);
    cr_expect_eq(status, 130, "status %d: %s", status, run.err);
    cr_expect_eq(count_lines(run.err), 1, "one line: %s", run.err);
    cr_expect(strstr(run.err, "interrupted") != NULL, "%s", run.err);
    long steps = -1;
    const char *summary = strstr(run.out, "summary: ");
    cr_assert_not_null(summary, "no summary: %s", run.out);
    sscanf(strstr(summary, "steps="), "steps=%ld", &steps);
    cr_expect_gt(steps, 0);
    cr_expect_eq(expect_whole_csv(csv), steps + 2, "a header and a row for steps 0..%ld", steps);
    unlink(csv);
    expect_scratch_holds(0);
}

// The reproducer: the old check truncated keep.png before the run.
Test(interrupt, ctrl_c_during_a_screenshot_leaves_the_old_file) {
    const char *png = in_scratch(0, "keep.png");
    write_text(png, "old png\n");
    int null = open("/dev/null", O_WRONLY);
    pid_t child = start_program(ARGS("--screenshot", png, "--steps", "1000000000", "--dt", SLOW), null, null);
    cr_expect_eq(interrupt_after(child, 1.0), 130);
    close(null);
    expect_text(png, "old png\n");
    expect_scratch_holds(1);
    unlink(png);
}

// On a terminal, a long run shows its steps, rate and time left on stderr.
Test(interrupt, a_long_run_shows_progress_on_a_terminal) {
    int terminal = posix_openpt(O_RDWR | O_NOCTTY);
    if (terminal < 0 || grantpt(terminal) != 0 || unlockpt(terminal) != 0) {
        // A chroot or container without /dev/pts has no terminal to lend.
        cr_skip_test("no pseudo-terminal here (%s), so no terminal to show progress on",
                     strerror(errno));
    }
    int screen = open(ptsname(terminal), O_RDWR | O_NOCTTY);
    int null = open("/dev/null", O_WRONLY);
    pid_t child = start_program(ARGS("--headless", "--steps", "1000000000", "--dt", SLOW), null, screen);
    cr_expect_eq(interrupt_after(child, 2.0), 130);
    close(screen);
    close(null);
    char text[8192] = {0};
    ssize_t got, used = 0;
    while (used < (ssize_t)sizeof text - 1 &&
           (got = read(terminal, text + used, sizeof text - 1 - (size_t)used)) > 0) {
        used += got;
    }
    close(terminal);
    cr_expect(strstr(text, "steps/s") != NULL && strstr(text, "s left") != NULL &&
              strstr(text, "of 1000000000") != NULL, "no progress line: %s", text);
}

// ---------------------------------------------------------------------------
// Malformed input: one line, exit status 2.

Test(refuses, plain_decimals_only_and_no_silent_zero) {
    expect_refused(ARGS("--headless", "--steps", "\t5"), "--steps");
    expect_refused(ARGS("--headless", "--steps", " 5"), "--steps");
    expect_refused(ARGS("--param", "gravity=\r1"), "gravity=\\r1");
    expect_refused(ARGS("--param", "gravity=\v1"), "gravity=\\v1");
    expect_refused(ARGS("--param", "gravity=\f1"), "gravity=\\f1");
    expect_refused(ARGS("--param", "mass=0x10"), "mass=0x10");
    expect_refused(ARGS("--param", "mass=0x1p-3"), "mass=0x1p-3");
    expect_refused(ARGS("--param", "gravity=1e-400"), "gravity=1e-400");
    expect_refused(ARGS("--dt", "infinity"), "--dt");
}

Test(refuses, a_newline_in_a_value_stays_on_one_line) {
    expect_refused(ARGS("--scene", "a\nb"), "'a\\nb'");
    expect_refused(ARGS("--headless", "--steps", "1", "--csv", "/nonexistent/a\nb.csv"),
                   "/nonexistent/a\\nb.csv");
}

Test(refuses, conflicts_and_flags_taken_for_values) {
    const char *same = in_scratch(0, "o.txt");
    expect_refused(ARGS("--headless", "--steps", "1", "--csv", same, "--dump", same), "--dump");
    expect_refused(ARGS("--list-scenes", "--headless", "--steps", "1"), "--list-scenes");
    expect_refused(ARGS("--list-params", "--screenshot", "a.png"), "--list-params");
    expect_refused(ARGS("--list-scenes", "--headless"), "--headless");
    expect_scratch_holds(0);
    char cwd[512];
    cr_assert_not_null(getcwd(cwd, sizeof cwd));
    cr_assert_eq(chdir(scratch), 0);
    expect_refused(ARGS("--headless", "--steps", "1", "--csv", "--dump", "x.csv"), "--csv");
    cr_assert_eq(chdir(cwd), 0);
    expect_scratch_holds(0);
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

static void no_display(void) {
    unsetenv("DISPLAY");
    unsetenv("WAYLAND_DISPLAY");
    unsetenv("SDL_VIDEODRIVER");
}

// SDL would fall back to its offscreen driver and run a window nobody sees.
Test(refuses, a_window_without_a_display) {
    child_setup = no_display;
    double start = seconds_now();
    expect_refused(ARGS("--dt", "0.01"), "--headless");  // the first scene of any chapter
    child_setup = NULL;
    cr_expect_lt(seconds_now() - start, 10.0);
}

// A display that does not answer, in a shell with no XDG_RUNTIME_DIR (su, a
// cron job): SDL used to probe Wayland too, and libwayland printed its own
// complaint above ours.
static void dead_display(void) {
    no_display();
    unsetenv("XDG_RUNTIME_DIR");
    setenv("DISPLAY", ":987", 1);
    // SDL_Init has started D-Bus by the time the display fails to answer:
    // the window runs' third-party suppressions (tests/support/window-env).
    setenv("LSAN_OPTIONS", "suppressions=tests/support/lsan.supp:print_suppressions=0", 1);
}

Test(refuses, a_window_on_a_display_that_does_not_answer) {
    child_setup = dead_display;
    expect_refused(ARGS("--dt", "0.01"), "no display answered");
    cr_expect(strstr(run.err, "--headless") != NULL, "says what works instead: %s", run.err);
    child_setup = NULL;
}
