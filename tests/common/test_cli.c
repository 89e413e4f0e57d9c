// The command line: every kind of bad input COURSE.md lists is refused with one
// line that names the flag and the problem; good input lands in Options.
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "fake_chapter.h"

static Options options;
static char error[512];

// Parses a NULL-terminated list of arguments after the program name.
static bool parse(const char *first, ...) {
    char *argv[32] = {"00-fake"};
    int argc = 1;
    va_list args;
    va_start(args, first);
    for (const char *arg = first; arg != NULL; arg = va_arg(args, const char *)) {
        argv[argc++] = (char *)arg;
    }
    va_end(args);
    error[0] = '\0';
    return cli_parse(&fake_chapter, argc, argv, &options, error, sizeof error);
}

static void expect_refused(const char *needle1, const char *needle2) {
    cr_assert(error[0] != '\0', "no message");
    cr_assert_null(strchr(error, '\n'), "one line: %s", error);
    cr_assert(strstr(error, needle1) != NULL, "'%s' should name '%s'", error, needle1);
    cr_assert(strstr(error, needle2) != NULL, "'%s' should say '%s'", error, needle2);
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
    cr_assert_not(parse("--springs", "s.csv", NULL));
    expect_refused("--springs", "needs --headless");
    cr_assert_not(parse("--screenshot", "a.png", "--springs", "s.csv", NULL));
    expect_refused("--springs", "needs --headless");
    cr_assert_not(parse("--headless", "--steps", "1", "--springs", NULL));
    expect_refused("--springs", "needs a value");
    cr_assert_not(parse("--headless", "--steps", "1", "--springs", "--csv", "c.csv", NULL));
    expect_refused("--springs", "needs a value");
    cr_assert_not(parse("--headless", "--steps", "1", "--springs", "", NULL));
    expect_refused("--springs", "empty");
    cr_assert_not(parse("--headless", "--steps", "1", "--csv", "o.csv", "--springs", "o.csv", NULL));
    expect_refused("--springs", "both write 'o.csv'");
    cr_assert_not(parse("--headless", "--steps", "1", "--dump", "o.csv", "--springs", "o.csv", NULL));
    expect_refused("--dump and --springs", "o.csv");
    cr_assert_not(parse("--headless", "--steps", "1", "--springs", "-", "--csv", "-", NULL));
    expect_refused("--springs -", "stdout");
    cr_assert_not(parse("--headless", "--steps", "1", "--dump", "-", "--springs", "-", NULL));
    expect_refused("--springs -", "stdout");
    cr_assert_not(parse("--headless", "--steps", "1", "--springs", "a.csv", "--springs", "b.csv", NULL));
    expect_refused("--springs 'b.csv'", "already given ('a.csv')");
    cr_assert_not(parse("--list-scenes", "--springs", "s.csv", NULL));
    expect_refused("--list-scenes", "--springs");
}

Test(cli, screenshot_takes_steps_or_none) {
    cr_assert(parse("--screenshot", "a.png", NULL), "%s", error);
    cr_assert_eq(options.steps, 0);
    cr_assert(parse("--screenshot", "a.png", "--steps", "12", NULL), "%s", error);
    cr_assert_eq(options.steps, 12);
}

Test(cli, unknown_flag) {
    cr_assert_not(parse("--frobnicate", NULL));
    expect_refused("--frobnicate", "unknown flag");
}

Test(cli, missing_value) {
    cr_assert_not(parse("--scene", NULL));
    expect_refused("--scene", "needs a value");
    cr_assert_not(parse("--headless", "--steps", NULL));
    expect_refused("--steps", "needs a value");
}

Test(cli, not_a_number) {
    cr_assert_not(parse("--param", "k=fast", NULL));
    expect_refused("k=fast", "not a number");
    cr_assert_not(parse("--param", "k=", NULL));
    expect_refused("--param", "not a number");
    cr_assert_not(parse("--param", "k=1.5x", NULL));
    expect_refused("k=1.5x", "not a number");
    cr_assert_not(parse("--dt", "0.1s", NULL));
    expect_refused("--dt", "not a number");
}

Test(cli, non_finite_number) {
    cr_assert_not(parse("--param", "k=1e999", NULL));
    expect_refused("k=1e999", "not a finite number");
    cr_assert_not(parse("--param", "k=nan", NULL));
    expect_refused("k=nan", "not a number");
    cr_assert_not(parse("--dt", "inf", NULL));
    expect_refused("--dt", "not a number");
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
    cr_assert_not(parse("--param", "k=1e-400", NULL));
    expect_refused("k=1e-400", "too small");
    cr_assert(parse("--param", "k=0.0000e-99999", NULL), "zero written small is zero: %s", error);
    cr_assert(parse("--param", "k=1e-300", NULL), "tiny but not zero: %s", error);
}

// A newline in a value must not break the one-line message.
Test(cli, messages_stay_one_line_whatever_they_quote) {
    cr_assert_not(parse("--scene", "a\nb", NULL));
    expect_refused("a\\nb", "unknown scene");
    cr_assert_not(parse("--param", "k=\x1b[31m", NULL));
    expect_refused("\\x1b[31m", "not a number");
    cr_assert_not(parse("--wob\rble", NULL));
    expect_refused("--wob\\rble", "unknown flag");
    char out[8];
    cli_one_line(out, sizeof out, "\n\n\n\n");
    cr_assert_str_eq(out, "\\n\\n", "cut whole: %s", out);
}

Test(cli, a_flag_where_a_value_should_be_is_a_missing_value) {
    cr_assert_not(parse("--headless", "--steps", "1", "--csv", "--dump", "x.csv", NULL));
    expect_refused("--csv", "needs a value");
    cr_assert_not(parse("--scene", "-h", NULL));
    expect_refused("--scene", "needs a value");
    cr_assert(parse("--headless", "--steps", "1", "--csv=--odd-name.csv", NULL), "%s", error);
    cr_assert(parse("--dt", "-1", NULL) == false && strstr(error, "out of range") != NULL,
              "a negative number is a value: %s", error);
}

Test(cli, conflicts) {
    cr_assert_not(parse("--headless", "--steps", "1", "--csv", "o.txt", "--dump", "o.txt", NULL));
    expect_refused("o.txt", "--dump");
    cr_assert_not(parse("--list-scenes", "--headless", "--steps", "1", NULL));
    expect_refused("--list-scenes", "--headless");
    cr_assert_not(parse("--screenshot", "a.png", "--list-params", NULL));
    expect_refused("--list-params", "--screenshot");
    cr_assert_not(parse("--list-params", "--headless", NULL));
    expect_refused("--list-params", "--headless");
    cr_assert(parse("--list-scenes", "--list-params", NULL), "%s", error);
}

// The still scene's build does not read k.
Test(cli, a_parameter_the_scene_ignores_is_refused) {
    cr_assert_not(parse("--scene", "still", "--param", "k=3", NULL));
    expect_refused("--param k=3", "does not use k");
    cr_assert_not(parse("--param=k=3", "--scene=still", NULL));
    expect_refused("still", "does not use k");
    cr_assert(parse("--scene", "still", "--dt", "0.1", NULL), "%s", error);
    cr_assert(parse("--scene", "fast", "--param", "k=3", NULL), "%s", error);
}

Test(cli, out_of_range) {
    cr_assert_not(parse("--param", "k=-1", NULL));
    expect_refused("k=-1", "out of range");
    cr_assert_not(parse("--dt", "2", NULL));
    expect_refused("--dt", "out of range");
    cr_assert(parse("--param", "k=50", NULL), "the range is inclusive: %s", error);
}

Test(cli, whole_numbers_only_where_the_parameter_counts) {
    cr_assert_not(parse("--param", "iterations=2.5", NULL));
    expect_refused("iterations=2.5", "whole number");
}

Test(cli, unknown_parameter_and_malformed_assignment) {
    cr_assert_not(parse("--param", "stiffness=3", NULL));
    expect_refused("stiffness", "unknown parameter");
    cr_assert(strstr(error, "dt, k, iterations") != NULL, "lists what exists: %s", error);
    cr_assert_not(parse("--param", "k", NULL));
    expect_refused("--param", "NAME=VALUE");
}

Test(cli, unknown_scene) {
    cr_assert_not(parse("--scene", "bridge", NULL));
    expect_refused("bridge", "unknown scene");
    cr_assert(strstr(error, "calm, fast") != NULL, "lists what exists: %s", error);
}

Test(cli, bad_steps) {
    cr_assert_not(parse("--headless", "--steps", "-3", NULL));
    expect_refused("--steps", "whole number");
    cr_assert_not(parse("--headless", "--steps", "1.5", NULL));
    expect_refused("--steps", "whole number");
    for (const char *const *bad = (const char *const[]){" 5", "\t5", "+5", "5 ", "0x5", "5e2", NULL};
         *bad != NULL; bad++) {
        cr_assert_not(parse("--headless", "--steps", *bad, NULL), "accepted '%s'", *bad);
        expect_refused("--steps", "whole number");
    }
    cr_assert_not(parse("--headless", "--steps", "99999999999999999999", NULL));
    expect_refused("--steps", "too many");
}

Test(cli, flags_that_need_each_other) {
    cr_assert_not(parse("--headless", NULL));
    expect_refused("--headless", "--steps");
    cr_assert_not(parse("--csv", "a.csv", NULL));
    expect_refused("--csv", "--headless");
    cr_assert_not(parse("--steps", "5", NULL));
    expect_refused("--steps", "--headless");
    cr_assert_not(parse("--headless", "--steps", "5", "--screenshot", "a.png", NULL));
    expect_refused("--screenshot", "choose one");
    cr_assert_not(parse("--headless", "--steps", "5", "--csv", "-", "--dump", "-", NULL));
    expect_refused("--dump", "stdout");
}

Test(cli, screenshot_must_be_png_and_paths_not_empty) {
    cr_assert_not(parse("--screenshot", "shot.jpg", NULL));
    expect_refused("shot.jpg", ".png");
    cr_assert_not(parse("--headless", "--steps", "1", "--csv", "", NULL));
    expect_refused("--csv", "empty");
}

Test(cli, stray_argument_and_value_on_a_switch) {
    cr_assert_not(parse("single", NULL));
    expect_refused("single", "unexpected argument");
    cr_assert_not(parse("--headless=yes", "--steps", "1", NULL));
    expect_refused("--headless", "does not take a value");
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
    cr_assert_not(parse("--solver", "fast", NULL));
    expect_refused("--solver fast", "naive, sequential, both");
    cr_assert_not(parse("--param", "solver=3", NULL));
    expect_refused("solver=3", "naive, sequential, both");
    cr_assert_not(parse("--solver", NULL));
    expect_refused("--solver", "needs a value");
    cr_assert_not(parse("--k", "2", NULL));
    expect_refused("--k", "unknown flag");
}

// Each flag that sets something is given once: a second value used to win
// silently, and --dt against --param dt or --solver against --param solver
// are the same setting twice.
Test(cli, a_setting_given_twice_is_refused) {
    cr_assert_not(parse("--scene", "calm", "--scene", "fast", NULL));
    expect_refused("--scene fast", "already chosen by --scene calm");
    cr_assert_not(parse("--dt", "0.01", "--param", "dt=0.02", NULL));
    expect_refused("--param dt=0.02", "already set by --dt 0.01");
    cr_assert_not(parse("--param", "dt=0.02", "--dt", "0.01", NULL));
    expect_refused("--dt 0.01", "already set by --param dt=0.02");
    cr_assert_not(parse("--param", "k=1", "--param", "k=2", NULL));
    expect_refused("--param k=2", "already set by --param k=1");
    cr_assert_not(parse("--param", "k=1", "--param=k=1", NULL));
    expect_refused("--param k=1", "give it once");
    cr_assert_not(parse("--solver", "naive", "--param", "solver=both", NULL));
    expect_refused("--param solver=both", "already set by --solver naive");
    cr_assert_not(parse("--solver", "naive", "--solver=both", NULL));
    expect_refused("--solver both", "already set by --solver naive");
    cr_assert_not(parse("--headless", "--steps", "5", "--steps", "6", NULL));
    expect_refused("--steps 6", "already set by --steps 5");
    cr_assert_not(parse("--headless", "--steps", "5", "--csv", "a.csv", "--csv", "b.csv", NULL));
    expect_refused("--csv 'b.csv'", "already given ('a.csv')");
    cr_assert_not(parse("--headless", "--steps", "5", "--dump", "-", "--dump", "d.csv", NULL));
    expect_refused("--dump 'd.csv'", "already given ('-')");
    cr_assert_not(parse("--screenshot", "a.png", "--screenshot=b.png", NULL));
    expect_refused("--screenshot 'b.png'", "already given ('a.png')");
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
    char *text = NULL;
    size_t size = 0;
    FILE *out = open_memstream(&text, &size);
    cr_assert_not_null(out);
    cli_print_params(&chapter, out);
    fclose(out);
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
    char *text = NULL;
    size_t size = 0;
    FILE *out = open_memstream(&text, &size);
    cr_assert_not_null(out);
    cli_print_params(&chapter, out);
    fclose(out);
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
