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

static bool open_outputs(const Chapter *chapter, const Options *options, Output *csv_file,
                         Output *dump_file, Output **csv, Output **dump) {
    if (!open_output(chapter, "--csv", options->csv_path, csv_file, csv)) {
        return false;
    }
    if (!open_output(chapter, "--dump", options->dump_path, dump_file, dump)) {
        discard(*csv);
        return false;
    }
    if (*csv != NULL && *dump != NULL && output_same_target(*csv, *dump)) {
        say(chapter, "--csv '%s' and --dump '%s' are the same file: give each its own",
            options->csv_path, options->dump_path);
        discard(*csv);
        discard(*dump);
        return false;
    }
    return true;
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

static int run_headless(const Chapter *chapter, const Options *options) {
    Stage stage;
    stage_load(&stage, chapter, options, options->scene);
    if (stage.count == 2 && options->dump_path != NULL) {
        say(chapter, "--dump writes one world, and this run has two (%s and %s): set %s to one of them",
            stage.labels[0], stage.labels[1], chapter->pair->param);
        return EXIT_REFUSED;
    }
    Output csv_file, dump_file, *csv, *dump;
    if (!open_outputs(chapter, options, &csv_file, &dump_file, &csv, &dump)) {
        return EXIT_REFUSED;
    }
    interrupt_catch();
    Progress progress;
    progress_begin(&progress, chapter->slug, options->steps, terminal());
    HeadlessEnd end = headless_run(&stage, options->steps, csv, dump, &progress);
    if (end == HEADLESS_WRITE_FAILED) {
        char error[512];
        output_describe_error(csv != NULL && !output_ok(csv) ? csv : dump, error, sizeof error);
        say(chapter, "%s", error);
        discard(csv);
        discard(dump);
        return EXIT_WRITE_FAILED;
    }
    // The files first: a summary is printed only for a run whose output is whole.
    if (!close_output(chapter, csv) || !close_output(chapter, dump)) {
        discard(dump);
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
