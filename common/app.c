// app.c: the chapter program's entry point: one command line, four ways to run.
#include "app.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "headless.h"
#include "screenshot.h"
#include "session.h"
#include "window.h"

enum { EXIT_BAD_INPUT = 2 };

static int bad_input(const Chapter *chapter, const char *message) {
    fprintf(stderr, "%s: %s\n", chapter->slug, message);
    return EXIT_BAD_INPUT;
}

// "-" is stdout. A file that cannot be opened is bad input, found before any work.
static bool open_output(const char *flag, const char *path, FILE **file, char *error, size_t size) {
    *file = NULL;
    if (path == NULL) {
        return true;
    }
    if (strcmp(path, "-") == 0) {
        *file = stdout;
        return true;
    }
    *file = fopen(path, "w");
    if (*file == NULL) {
        snprintf(error, size, "%s '%s': cannot write: %s", flag, path, strerror(errno));
        return false;
    }
    return true;
}

static void close_output(FILE *file) {
    if (file != NULL && file != stdout) {
        fclose(file);
    }
}

static int run_headless(const Chapter *chapter, const Options *options) {
    char error[512];
    FILE *csv, *dump;
    if (!open_output("--csv", options->csv_path, &csv, error, sizeof error)) {
        return bad_input(chapter, error);
    }
    if (!open_output("--dump", options->dump_path, &dump, error, sizeof error)) {
        close_output(csv);
        return bad_input(chapter, error);
    }
    Session session;
    session_load(&session, chapter, options, options->scene);
    bool written = headless_run(&session, options->steps, csv, dump, stdout);
    close_output(csv);
    close_output(dump);
    if (!written) {
        fprintf(stderr, "%s: writing the output failed\n", chapter->slug);
        return 1;
    }
    return 0;
}

static int run_screenshot(const Chapter *chapter, const Options *options) {
    char error[512];
    FILE *probe;
    if (!open_output("--screenshot", options->screenshot_path, &probe, error, sizeof error)) {
        return bad_input(chapter, error);
    }
    close_output(probe);
    Session session;
    session_load(&session, chapter, options, options->scene);
    while (session.steps < options->steps && session_step(&session)) {
    }
    if (!screenshot_offscreen(&session, options->screenshot_path, error, sizeof error)) {
        fprintf(stderr, "%s: --screenshot: %s\n", chapter->slug, error);
        return 1;
    }
    return 0;
}

int app_main(const Chapter *chapter, int argc, char **argv) {
    Options options;
    char error[1024];
    if (!cli_parse(chapter, argc, argv, &options, error, sizeof error)) {
        return bad_input(chapter, error);
    }
    if (options.help) {
        cli_print_help(chapter, stdout);
        return 0;
    }
    if (options.list_scenes || options.list_params) {
        if (options.list_scenes) cli_print_scenes(chapter, stdout);
        if (options.list_params) cli_print_params(chapter, stdout);
        return 0;
    }
    if (options.headless) {
        return run_headless(chapter, &options);
    }
    if (options.screenshot_path != NULL) {
        return run_screenshot(chapter, &options);
    }
    return window_run(chapter, &options);
}
