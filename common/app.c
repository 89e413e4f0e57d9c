// app.c: the chapter program's entry point: one command line, four ways to run.
#define _POSIX_C_SOURCE 200809L
#include "app.h"

#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "headless.h"
#include "interrupt.h"
#include "output.h"
#include "progress.h"
#include "screenshot.h"
#include "session.h"
#include "window.h"

// The exit statuses, as README.md and --help document them. 128 + a signal's
// number (130 for Ctrl-C) means a run was interrupted: see interrupt.h.
enum {
    EXIT_WRITE_FAILED = 1,  // an output could not be written; nothing half-written is left
    EXIT_REFUSED = 2,       // bad input, or it cannot start here: nothing was run
};

// One line on stderr, whatever the message quotes: a newline in a file name
// or a scene name is shown as \n.
static void say(const Chapter *chapter, const char *format, ...) {
    char raw[1024], line[2048];
    va_list args;
    va_start(args, format);
    vsnprintf(raw, sizeof raw, format, args);
    va_end(args);
    cli_one_line(line, sizeof line, raw);
    fprintf(stderr, "%s: %s\n", chapter->slug, line);
}

// What the program printed on stdout reached it: a full disk or a closed pipe
// is an error, not a success.
static int finish_stdout(const Chapter *chapter, int status) {
    Output out;
    char error[512];
    output_wrap(&out, "stdout", stdout);
    if (!output_close(&out, error, sizeof error)) {
        say(chapter, "%s", error);
        return EXIT_WRITE_FAILED;
    }
    return status;
}

static bool open_output(const Chapter *chapter, const char *flag, const char *path,
                        Output *output, Output **slot) {
    char error[512];
    *slot = NULL;
    if (path == NULL) {
        return true;
    }
    if (!output_open(output, flag, path, error, sizeof error)) {
        say(chapter, "%s", error);
        return false;
    }
    *slot = output;
    return true;
}

static void discard(Output *output) {
    if (output != NULL) output_discard(output);
}

static bool close_output(const Chapter *chapter, Output *output) {
    char error[512];
    if (output != NULL && !output_close(output, error, sizeof error)) {
        say(chapter, "%s", error);
        return false;
    }
    return true;
}

// The files of rows a headless run writes, each NULL unless asked for.
enum { CSV, DUMP, SPRINGS, OUTPUTS };
static const char *const OUTPUT_FLAGS[OUTPUTS] = {"--csv", "--dump", "--springs"};

static void discard_all(Output *open[], int count) {
    for (int i = 0; i < count; i++) discard(open[i]);
}

// cli.c refuses one name given twice; two names can still lead to one file.
static bool open_outputs(const Chapter *chapter, const Options *options, Output files[],
                         Output *open[]) {
    const char *paths[OUTPUTS] = {options->csv_path, options->dump_path, options->springs_path};
    for (int i = 0; i < OUTPUTS; i++) {
        if (!open_output(chapter, OUTPUT_FLAGS[i], paths[i], &files[i], &open[i])) {
            discard_all(open, i);
            return false;
        }
    }
    for (int i = 0; i < OUTPUTS; i++) {
        for (int j = i + 1; j < OUTPUTS; j++) {
            if (open[i] != NULL && open[j] != NULL && output_same_target(open[i], open[j])) {
                say(chapter, "%s '%s' and %s '%s' are the same file: give each its own",
                    OUTPUT_FLAGS[i], paths[i], OUTPUT_FLAGS[j], paths[j]);
                discard_all(open, OUTPUTS);
                return false;
            }
        }
    }
    return true;
}

// The files first: a summary is printed only for a run whose output is whole.
static bool close_all(const Chapter *chapter, Output *open[]) {
    for (int i = 0; i < OUTPUTS; i++) {
        if (!close_output(chapter, open[i])) {
            discard_all(open + i + 1, OUTPUTS - i - 1);
            return false;
        }
    }
    return true;
}

static void report_failed_write(const Chapter *chapter, Output *open[]) {
    char error[512];
    for (int i = 0; i < OUTPUTS; i++) {
        if (open[i] != NULL && !output_ok(open[i])) {
            output_describe_error(open[i], error, sizeof error);
            say(chapter, "%s", error);
            break;
        }
    }
    discard_all(open, OUTPUTS);
}

// The progress line goes to stderr only when a person is watching it.
static FILE *terminal(void) {
    return isatty(fileno(stderr)) ? stderr : NULL;
}

static int report_interrupted(const Chapter *chapter, const Stage *stage, long steps,
                              const char *kept) {
    say(chapter, "interrupted after %ld of %ld steps; %s", stage->sides[0].steps, steps, kept);
    return 128 + interrupt_signal();
}

// A dump and the springs are of one world.
static const char *one_world_flag(const Options *options) {
    if (options->dump_path != NULL) return "--dump";
    if (options->springs_path != NULL) return "--springs";
    return NULL;
}

static int run_headless(const Chapter *chapter, const Options *options) {
    Stage stage;
    stage_load(&stage, chapter, options, options->scene);
    if (stage.count == 2 && one_world_flag(options) != NULL) {
        say(chapter, "%s writes one world, and this run has two (%s and %s): set %s to one of them",
            one_world_flag(options), stage.labels[0], stage.labels[1], chapter->pair->param);
        return EXIT_REFUSED;
    }
    Output files[OUTPUTS], *open[OUTPUTS];
    if (!open_outputs(chapter, options, files, open)) {
        return EXIT_REFUSED;
    }
    interrupt_catch();
    Progress progress;
    progress_begin(&progress, chapter->slug, options->steps, terminal());
    HeadlessEnd end = headless_run(&stage, options->steps, open[CSV], open[DUMP], &progress);
    if (end != HEADLESS_WRITE_FAILED && open[SPRINGS] != NULL &&
        !headless_write_springs(&stage, open[SPRINGS])) {
        end = HEADLESS_WRITE_FAILED;
    }
    if (end == HEADLESS_WRITE_FAILED) {
        report_failed_write(chapter, open);
        return EXIT_WRITE_FAILED;
    }
    if (!close_all(chapter, open)) {
        return EXIT_WRITE_FAILED;
    }
    headless_write_summary(&stage, stdout);
    if (finish_stdout(chapter, 0) != 0) {
        return EXIT_WRITE_FAILED;
    }
    if (end == HEADLESS_INTERRUPTED) {
        return report_interrupted(chapter, &stage, options->steps,
                                  "the summary and the files cover the steps done");
    }
    return 0;
}

static int run_screenshot(const Chapter *chapter, const Options *options) {
    Output png_file, *png;
    if (!open_output(chapter, "--screenshot", options->screenshot_path, &png_file, &png)) {
        return EXIT_REFUSED;
    }
    Stage stage;
    stage_load(&stage, chapter, options, options->scene);
    interrupt_catch();
    Progress progress;
    progress_begin(&progress, chapter->slug, options->steps, terminal());
    if (headless_run(&stage, options->steps, NULL, NULL, &progress) == HEADLESS_INTERRUPTED) {
        discard(png);
        return report_interrupted(chapter, &stage, options->steps, "no screenshot was written");
    }
    char error[512];
    if (!screenshot_offscreen(&stage, png, error, sizeof error)) {
        say(chapter, "%s", error);
        discard(png);
        return EXIT_WRITE_FAILED;
    }
    return close_output(chapter, png) ? 0 : EXIT_WRITE_FAILED;
}

int app_main(const Chapter *chapter, int argc, char **argv) {
    // A reader that goes away (| head) would otherwise kill the program with
    // SIGPIPE before it could say which output failed: ignored, the write
    // fails with EPIPE and takes the checked path of a full disk.
    signal(SIGPIPE, SIG_IGN);
    Options options;
    char error[1024];
    if (!cli_parse(chapter, argc, argv, &options, error, sizeof error)) {
        say(chapter, "%s", error);
        return EXIT_REFUSED;
    }
    if (options.help) {
        cli_print_help(chapter, stdout);
        return finish_stdout(chapter, 0);
    }
    if (options.list_scenes || options.list_params) {
        if (options.list_scenes) cli_print_scenes(chapter, stdout);
        if (options.list_params) cli_print_params(chapter, stdout);
        return finish_stdout(chapter, 0);
    }
    if (options.headless) {
        return run_headless(chapter, &options);
    }
    if (options.screenshot_path != NULL) {
        return run_screenshot(chapter, &options);
    }
    return window_run(chapter, &options);
}
