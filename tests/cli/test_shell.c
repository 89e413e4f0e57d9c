// The shell's own behaviour, which no chapter changes, checked once on the
// program in $CHAPTER_BIN (the Makefile gives it the last chapter, sanitized):
// bad input gets exit status 2 and one line; a failed write, one line, exit
// status 1 and no partial file; Ctrl-C keeps the summary and whole files; a
// window without a display is refused; every scene's window closes cleanly.
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
    expect_refused(ARGS("--headless", "--steps", "1", "--springs", "/nonexistent/dir/s.csv"),
                   "/nonexistent/dir/s.csv");
    expect_refused(ARGS("--springs", "s.csv"), "--springs");
    expect_refused(ARGS("--headless", "--steps", "1", "--springs"), "--springs");
    expect_refused(ARGS("--headless", "--steps", "1", "--csv", "-", "--springs", "-"), "--springs");
    expect_refused(ARGS("--screenshot", "/nonexistent/dir/shot.png"), "/nonexistent/dir/shot.png");
    expect_refused(ARGS("--screenshot", "shot.bmp"), "shot.bmp");
    expect_refused(ARGS("stray"), "stray");
}

Test(window, every_scene_runs_and_closes_cleanly) {
    char names[16][32];
    int count = scene_names(names, 16);
    expect_windows_close_cleanly(names, count);
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
    expect_write_failure(ARGS("--headless", "--steps", "10", "--springs", "/dev/full"), "--springs");
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

// The run used to go on for all its steps (22 s) before it noticed.
Test(writes, a_failed_write_stops_the_run_at_once) {
    double start = seconds_now();
    expect_write_failure(ARGS("--headless", "--steps", "10000000", "--csv", "/dev/full"), "/dev/full");
    cr_expect_lt(seconds_now() - start, 2.0, "took %.1f s", seconds_now() - start);
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
    run_interrupted(ARGS("--headless", "--steps", "1000000000", "--dt", SLOW, "--csv", csv), 1.5);
    cr_expect_eq(run.status, 130, "status %d: %s", run.status, run.err);
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
    // Two spellings of one file: the names differ, the file does not.
    char other_spelling[4200];
    snprintf(other_spelling, sizeof other_spelling, "%s/./o.txt", scratch);
    expect_refused(ARGS("--headless", "--steps", "1", "--dump", same, "--springs", other_spelling), "--springs");
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
