// The command line: every kind of bad input COURSE.md lists is refused with one
// line that names the flag and the problem; good input lands in Options.
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "fake_chapter.h"

static Options options;
static char error[512];

// Parses a NULL-terminated list of arguments after the program name.
static bool parse_list(const char *first, va_list args) {
    char *argv[32] = {"00-fake"};
    int argc = 1;
    for (const char *arg = first; arg != NULL; arg = va_arg(args, const char *)) {
        argv[argc++] = (char *)arg;
    }
    error[0] = '\0';
    return cli_parse(&fake_chapter, argc, argv, &options, error, sizeof error);
}

static bool parse(const char *first, ...) {
    va_list args;
    va_start(args, first);
    bool parsed = parse_list(first, args);
    va_end(args);
    return parsed;
}

static void expect_refused(const char *needle1, const char *needle2) {
    cr_assert(error[0] != '\0', "no message");
    cr_assert_null(strchr(error, '\n'), "one line: %s", error);
    cr_assert(strstr(error, needle1) != NULL, "'%s' should name '%s'", error, needle1);
    cr_assert(strstr(error, needle2) != NULL, "'%s' should say '%s'", error, needle2);
}

// The arguments after the two needles, a NULL-terminated list, are refused
// with one line that names both needles.
static void refused(const char *needle1, const char *needle2, const char *first, ...) {
    va_list args;
    va_start(args, first);
    bool parsed = parse_list(first, args);
    va_end(args);
    cr_assert_not(parsed, "accepted, expected a refusal naming '%s'", needle1);
    expect_refused(needle1, needle2);
}

Test(cli, no_arguments_means_the_window_on_the_first_scene) {
    cr_assert(parse(NULL));
    cr_assert_eq(options.scene, 0);
    cr_assert_not(options.headless);
    cr_assert_null(options.screenshot_path);
}

Test(cli, reads_every_flag) {
    cr_assert(parse("--scene", "fast", "--param", "k=2.5", "--dt", "0.25", "--param=iterations=8",
                    "--headless", "--steps", "30", "--csv", "out.csv", "--dump", "-", NULL),
              "%s", error);
    cr_assert_eq(options.scene, 1);
    cr_assert(options.param_set[1] && options.param_value[1] == 2.5);
    cr_assert(options.param_set[0] && options.param_value[0] == 0.25);
    cr_assert(options.param_set[2] && options.param_value[2] == 8.0);
    cr_assert(options.headless && options.steps == 30);
    cr_assert_str_eq(options.csv_path, "out.csv");
    cr_assert_str_eq(options.dump_path, "-");
}

// --springs writes after a headless run, like --csv and --dump, and never
// into the same file or onto stdout beside one of them.
Test(cli, springs_is_a_headless_output) {
    cr_assert(parse("--headless", "--steps", "0", "--springs", "s.csv", NULL), "%s", error);
    cr_assert_str_eq(options.springs_path, "s.csv");
    cr_assert(parse("--headless", "--steps", "0", "--springs=-", "--csv", "c.csv", "--dump", "d.csv", NULL),
              "%s", error);
    cr_assert_str_eq(options.springs_path, "-");
    refused("--springs", "needs --headless", "--springs", "s.csv", NULL);
    refused("--springs", "needs --headless", "--screenshot", "a.png", "--springs", "s.csv", NULL);
    refused("--springs", "needs a value", "--headless", "--steps", "1", "--springs", NULL);
    refused("--springs", "needs a value", "--headless", "--steps", "1", "--springs", "--csv", "c.csv", NULL);
    refused("--springs", "empty", "--headless", "--steps", "1", "--springs", "", NULL);
    refused("--springs", "both write 'o.csv'",
            "--headless", "--steps", "1", "--csv", "o.csv", "--springs", "o.csv", NULL);
    refused("--dump and --springs", "o.csv",
            "--headless", "--steps", "1", "--dump", "o.csv", "--springs", "o.csv", NULL);
    refused("--springs -", "stdout", "--headless", "--steps", "1", "--springs", "-", "--csv", "-", NULL);
    refused("--springs -", "stdout", "--headless", "--steps", "1", "--dump", "-", "--springs", "-", NULL);
    refused("--springs 'b.csv'", "already given ('a.csv')",
            "--headless", "--steps", "1", "--springs", "a.csv", "--springs", "b.csv", NULL);
    refused("--list-scenes", "--springs", "--list-scenes", "--springs", "s.csv", NULL);
}

Test(cli, screenshot_takes_steps_or_none) {
    cr_assert(parse("--screenshot", "a.png", NULL), "%s", error);
    cr_assert_eq(options.steps, 0);
    cr_assert(parse("--screenshot", "a.png", "--steps", "12", NULL), "%s", error);
    cr_assert_eq(options.steps, 12);
}

Test(cli, unknown_flag) {
    refused("--frobnicate", "unknown flag", "--frobnicate", NULL);
}

Test(cli, missing_value) {
    refused("--scene", "needs a value", "--scene", NULL);
    refused("--steps", "needs a value", "--headless", "--steps", NULL);
}

Test(cli, not_a_number) {
    refused("k=fast", "not a number", "--param", "k=fast", NULL);
    refused("--param", "not a number", "--param", "k=", NULL);
    refused("k=1.5x", "not a number", "--param", "k=1.5x", NULL);
    refused("--dt", "not a number", "--dt", "0.1s", NULL);
}

Test(cli, non_finite_number) {
    refused("k=1e999", "not a finite number", "--param", "k=1e999", NULL);
    refused("k=nan", "not a number", "--param", "k=nan", NULL);
    refused("--dt", "not a number", "--dt", "inf", NULL);
}

// strtod also reads leading white space of every kind, hex and hex floats.
Test(cli, plain_decimal_numbers_only) {
    const char *refused[] = {" 5", "\t5", "\n5", "\r1", "\v1", "\f1", "0x10", "0x1p-3", "1e",
                             "1e+", ".", "-", "+.e1", "1.5.2", "1 ", "infinity", "1,5", "5e0x"};
    for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++) {
        char assignment[32];
        snprintf(assignment, sizeof assignment, "k=%s", refused[i]);
        cr_assert_not(parse("--param", assignment, NULL), "accepted %s", assignment);
        expect_refused("--param", "not a number");
    }
    const char *accepted[] = {"5", "+5", "0.5", ".5", "5.", "1e1", "1E+1", "25e-1", "0e-400"};
    for (size_t i = 0; i < sizeof accepted / sizeof accepted[0]; i++) {
        char assignment[32];
        snprintf(assignment, sizeof assignment, "k=%s", accepted[i]);
        cr_assert(parse("--param", assignment, NULL), "%s: %s", assignment, error);
    }
}

Test(cli, a_nonzero_number_that_reads_as_zero_is_refused) {
    refused("k=1e-400", "too small", "--param", "k=1e-400", NULL);
    cr_assert(parse("--param", "k=0.0000e-99999", NULL), "zero written small is zero: %s", error);
    cr_assert(parse("--param", "k=1e-300", NULL), "tiny but not zero: %s", error);
}

// A newline in a value must not break the one-line message.
Test(cli, messages_stay_one_line_whatever_they_quote) {
    refused("a\\nb", "unknown scene", "--scene", "a\nb", NULL);
    refused("\\x1b[31m", "not a number", "--param", "k=\x1b[31m", NULL);
    refused("--wob\\rble", "unknown flag", "--wob\rble", NULL);
    char out[8];
    cli_one_line(out, sizeof out, "\n\n\n\n");
    cr_assert_str_eq(out, "\\n\\n", "cut whole: %s", out);
}

Test(cli, a_flag_where_a_value_should_be_is_a_missing_value) {
    refused("--csv", "needs a value", "--headless", "--steps", "1", "--csv", "--dump", "x.csv", NULL);
    refused("--scene", "needs a value", "--scene", "-h", NULL);
    cr_assert(parse("--headless", "--steps", "1", "--csv=--odd-name.csv", NULL), "%s", error);
    cr_assert(parse("--dt", "-1", NULL) == false && strstr(error, "out of range") != NULL,
              "a negative number is a value: %s", error);
}

Test(cli, conflicts) {
    refused("o.txt", "--dump", "--headless", "--steps", "1", "--csv", "o.txt", "--dump", "o.txt", NULL);
    refused("--list-scenes", "--headless", "--list-scenes", "--headless", "--steps", "1", NULL);
    refused("--list-params", "--screenshot", "--screenshot", "a.png", "--list-params", NULL);
    refused("--list-params", "--headless", "--list-params", "--headless", NULL);
    cr_assert(parse("--list-scenes", "--list-params", NULL), "%s", error);
}

// The still scene's build does not read k.
Test(cli, a_parameter_the_scene_ignores_is_refused) {
    refused("--param k=3", "does not use k", "--scene", "still", "--param", "k=3", NULL);
    refused("still", "does not use k", "--param=k=3", "--scene=still", NULL);
    cr_assert(parse("--scene", "still", "--dt", "0.1", NULL), "%s", error);
    cr_assert(parse("--scene", "fast", "--param", "k=3", NULL), "%s", error);
}

Test(cli, out_of_range) {
    refused("k=-1", "out of range", "--param", "k=-1", NULL);
    refused("--dt", "out of range", "--dt", "2", NULL);
    cr_assert(parse("--param", "k=50", NULL), "the range is inclusive: %s", error);
}

Test(cli, whole_numbers_only_where_the_parameter_counts) {
    refused("iterations=2.5", "whole number", "--param", "iterations=2.5", NULL);
}

Test(cli, unknown_parameter_and_malformed_assignment) {
    refused("stiffness", "unknown parameter", "--param", "stiffness=3", NULL);
    cr_assert(strstr(error, "dt, k, iterations") != NULL, "lists what exists: %s", error);
    refused("--param", "NAME=VALUE", "--param", "k", NULL);
}

Test(cli, unknown_scene) {
    refused("bridge", "unknown scene", "--scene", "bridge", NULL);
    cr_assert(strstr(error, "calm, fast") != NULL, "lists what exists: %s", error);
}

Test(cli, bad_steps) {
    refused("--steps", "whole number", "--headless", "--steps", "-3", NULL);
    refused("--steps", "whole number", "--headless", "--steps", "1.5", NULL);
    for (const char *const *bad = (const char *const[]){" 5", "\t5", "+5", "5 ", "0x5", "5e2", NULL};
         *bad != NULL; bad++) {
        cr_assert_not(parse("--headless", "--steps", *bad, NULL), "accepted '%s'", *bad);
        expect_refused("--steps", "whole number");
    }
    refused("--steps", "too many", "--headless", "--steps", "99999999999999999999", NULL);
}

Test(cli, flags_that_need_each_other) {
    refused("--headless", "--steps", "--headless", NULL);
    refused("--csv", "--headless", "--csv", "a.csv", NULL);
    refused("--steps", "--headless", "--steps", "5", NULL);
    refused("--screenshot", "choose one", "--headless", "--steps", "5", "--screenshot", "a.png", NULL);
    refused("--dump", "stdout", "--headless", "--steps", "5", "--csv", "-", "--dump", "-", NULL);
}

Test(cli, screenshot_must_be_png_and_paths_not_empty) {
    refused("shot.jpg", ".png", "--screenshot", "shot.jpg", NULL);
    refused("--csv", "empty", "--headless", "--steps", "1", "--csv", "", NULL);
}

Test(cli, stray_argument_and_value_on_a_switch) {
    refused("single", "unexpected argument", "single", NULL);
    refused("--headless", "does not take a value", "--headless=yes", "--steps", "1", NULL);
}

// A parameter whose values have names takes them on its own flag and in
// --param, takes its numbers as any whole-numbered parameter does, and
// refuses anything else with the names it would take.
Test(cli, a_parameter_with_named_values_has_its_own_flag) {
    cr_assert(parse("--solver", "sequential", NULL), "%s", error);
    cr_assert(options.param_set[3] && options.param_value[3] == 1.0);
    cr_assert(parse("--solver=naive", NULL), "%s", error);
    cr_assert(options.param_set[3] && options.param_value[3] == 0.0);
    cr_assert(parse("--param", "solver=both", NULL), "%s", error);
    cr_assert(options.param_value[3] == 2.0);
    cr_assert(parse("--param", "solver=1", NULL), "%s", error);
    cr_assert(options.param_value[3] == 1.0);
    cr_assert_str_eq(cli_value_name(&fake_chapter, 3, 2.0), "both");
    cr_assert_null(cli_value_name(&fake_chapter, 3, 3.0));
    cr_assert_null(cli_value_name(&fake_chapter, 1, 0.0), "k has no names");
}

Test(cli, a_named_value_that_does_not_exist_lists_the_names) {
    refused("--solver fast", "naive, sequential, both", "--solver", "fast", NULL);
    refused("solver=3", "naive, sequential, both", "--param", "solver=3", NULL);
    refused("--solver", "needs a value", "--solver", NULL);
    refused("--k", "unknown flag", "--k", "2", NULL);
}

// Each flag that sets something is given once: a second value used to win
// silently, and --dt against --param dt or --solver against --param solver
// are the same setting twice.
Test(cli, a_setting_given_twice_is_refused) {
    refused("--scene fast", "already chosen by --scene calm", "--scene", "calm", "--scene", "fast", NULL);
    refused("--param dt=0.02", "already set by --dt 0.01", "--dt", "0.01", "--param", "dt=0.02", NULL);
    refused("--dt 0.01", "already set by --param dt=0.02", "--param", "dt=0.02", "--dt", "0.01", NULL);
    refused("--param k=2", "already set by --param k=1", "--param", "k=1", "--param", "k=2", NULL);
    refused("--param k=1", "give it once", "--param", "k=1", "--param=k=1", NULL);
    refused("--param solver=both", "already set by --solver naive",
            "--solver", "naive", "--param", "solver=both", NULL);
    refused("--solver both", "already set by --solver naive", "--solver", "naive", "--solver=both", NULL);
    refused("--steps 6", "already set by --steps 5", "--headless", "--steps", "5", "--steps", "6", NULL);
    refused("--csv 'b.csv'", "already given ('a.csv')",
            "--headless", "--steps", "5", "--csv", "a.csv", "--csv", "b.csv", NULL);
    refused("--dump 'd.csv'", "already given ('-')",
            "--headless", "--steps", "5", "--dump", "-", "--dump", "d.csv", NULL);
    refused("--screenshot 'b.png'", "already given ('a.png')", "--screenshot", "a.png", "--screenshot=b.png", NULL);
}

// What --list-params prints for the chapter, in a string to free.
static char *printed_params(const Chapter *chapter) {
    char *text = NULL;
    size_t size = 0;
    FILE *out = open_memstream(&text, &size);
    cr_assert_not_null(out);
    cli_print_params(chapter, out);
    fclose(out);
    return text;
}

// gravity_after, longer than the names around it, pushed its row's columns
// to the right in chapters 10 to 12.
Test(cli, list_params_columns_line_up_past_a_long_name) {
    double dt, mass;
    bool gravity_after;
    const Param params[] = {
        {"dt", "s", "time step", {.real = &dt}, 0.5, 1e-5, 0.1, PARAM_LOG, PARAM_LIVE},
        {"gravity_after", "", "a long name", {.flag = &gravity_after}, 0.0, 0.0, 1.0, PARAM_INTEGER, PARAM_LIVE},
        {"mass", "kg", "mass of a particle", {.real = &mass}, 1.0, 1e-3, 1e3, PARAM_LOG, PARAM_LIVE},
    };
    Chapter chapter = fake_chapter;
    chapter.params = params;
    chapter.param_count = COUNT(params);
    chapter.value_names_count = 0;
    char *text = printed_params(&chapter);
    long columns[3][3];  // per line: where the default, the range and the description start
    char *line = text;
    for (int i = 0; i < COUNT(params); i++) {
        const char *starts[3] = {strstr(line, " default "), strstr(line, " range "),
                                 strstr(line, params[i].about)};
        for (int c = 0; c < 3; c++) {
            cr_assert_not_null(starts[c], "line %d: %s", i, text);
            columns[i][c] = starts[c] - line;
            cr_expect_eq(columns[i][c], columns[0][c], "column %d of line %d is out of line:\n%s", c,
                         i, text);
        }
        line = strchr(line, '\n') + 1;
    }
    free(text);
}

// The panel shows a slider only for a parameter the scene uses, by the same
// list the command line refuses the others with.
Test(cli, a_scene_uses_every_parameter_but_those_it_ignores) {
    const Scene *still = &fake_chapter.scenes[2];
    cr_assert_not(cli_scene_uses(still, "k"));
    cr_assert(cli_scene_uses(still, "dt"));
    cr_assert(cli_scene_uses(still, "iterations"), "a name is matched whole, not as a prefix");
    cr_assert(cli_scene_uses(&fake_chapter.scenes[0], "k"));
}

static double k_limit(const Settings *at) { return 40.0 - at->dt; }

Test(cli, a_parameter_limit_is_found_by_name_and_listed) {
    const ParamLimit limits[] = {{"k", k_limit, "unstable past 40 - dt", "dt"}};
    Chapter chapter = fake_chapter;
    chapter.limits = limits;
    chapter.limit_count = COUNT(limits);
    cr_assert_eq(cli_param_limit(&chapter, 1), &limits[0]);
    cr_assert_null(cli_param_limit(&chapter, 0));
    cr_assert_null(cli_param_limit(&fake_chapter, 1), "a chapter without limits");
    char *text = printed_params(&chapter);
    cr_expect(strstr(text, "growth per step; unstable past 40 - dt\n") != NULL, "%s", text);
    free(text);
}

// The panel and the live pages show a value as its name, or as a number.
Test(cli, a_value_shows_as_its_name_or_its_number) {
    char text[32];
    fake_settings.solver = 1;
    cr_assert_str_eq(cli_shown_value(&fake_chapter, 3, text, sizeof text), "sequential");
    fake_settings.k = 12.3456789;
    cr_assert_str_eq(cli_shown_value(&fake_chapter, 1, text, sizeof text), "12.35");
}

// k's limit, 40 − dt, on a slider from 0 to 50: 39.5 at dt = 0.5 sits at
// 0.79 of the track; a limit past either end, or on a scene that does not
// use the parameter it moves with, is not marked there.
Test(cli, a_limit_sits_on_its_slider_where_the_scene_can_reach_it) {
    const ParamLimit limits[] = {{"k", k_limit, "unstable past 40 - dt", "dt"}};
    Chapter chapter = fake_chapter;
    chapter.limits = limits;
    chapter.limit_count = COUNT(limits);
    fake_settings.dt = 0.5;
    cr_assert_float_eq(cli_limit_fraction(&chapter, 0, 1), 0.79, 1e-12);
    cr_assert_eq(cli_limit_fraction(&chapter, 0, 0), -1.0, "dt has no limit");
    fake_settings.dt = -20.0;  // the limit at 60, past the slider's end
    cr_assert_eq(cli_limit_fraction(&chapter, 0, 1), -1.0);
    fake_settings.dt = 45.0;  // at -5, before its start
    cr_assert_eq(cli_limit_fraction(&chapter, 0, 1), 0.0);
    ParamLimit moves_with_k = {"k", k_limit, "", "k"};  // scene 2 ignores k
    chapter.limits = &moves_with_k;
    chapter.limit_count = 1;
    fake_settings.dt = 0.5;
    cr_assert_eq(cli_limit_fraction(&chapter, 2, 1), -1.0);
}
