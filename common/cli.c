// cli.c: parsing and validating the chapter program's flags.
#include "cli.h"

#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    const Chapter *chapter;
    Options *options;
    char *error;
    size_t error_size;
} Parser;

static bool fail(Parser *parser, const char *format, ...) {
    va_list args;
    va_start(args, format);
    vsnprintf(parser->error, parser->error_size, format, args);
    va_end(args);
    return false;
}

// "a, b, c": the names a chapter accepts, for messages that say what would work.
static void join_names(char *out, size_t size, const char *(*name_of)(const Chapter *, int),
                       const Chapter *chapter, int count) {
    out[0] = '\0';
    for (int i = 0; i < count; i++) {
        size_t used = strlen(out);
        snprintf(out + used, size - used, "%s%s", i > 0 ? ", " : "", name_of(chapter, i));
    }
}

static const char *scene_name(const Chapter *chapter, int i) { return chapter->scenes[i].name; }
static const char *param_name(const Chapter *chapter, int i) { return chapter->params[i].name; }

static int find_scene(const Chapter *chapter, const char *name) {
    for (int i = 0; i < chapter->scene_count; i++) {
        if (strcmp(chapter->scenes[i].name, name) == 0) {
            return i;
        }
    }
    return -1;
}

static int find_param(const Chapter *chapter, const char *name, size_t length) {
    for (int i = 0; i < chapter->param_count; i++) {
        if (strlen(chapter->params[i].name) == length &&
            strncmp(chapter->params[i].name, name, length) == 0) {
            return i;
        }
    }
    return -1;
}

// A whole string that strtod reads completely: "1e-3" yes, "1e-3x", "" and " 1" no.
static bool read_number(const char *text, double *value) {
    if (text[0] == '\0' || strchr(" \t\n", text[0]) != NULL) {
        return false;
    }
    char *end;
    errno = 0;
    *value = strtod(text, &end);
    return *end == '\0';
}

bool cli_parse_param_value(const Param *param, const char *text, double *value,
                           char *error, size_t error_size) {
    if (!read_number(text, value)) {
        snprintf(error, error_size, "'%s' is not a number", text);
        return false;
    }
    if (!isfinite(*value)) {
        snprintf(error, error_size, "'%s' is not a finite number", text);
        return false;
    }
    if (*value < param->min || *value > param->max) {
        snprintf(error, error_size, "%s is out of range: %s must be in [%g, %g]", text,
                 param->name, param->min, param->max);
        return false;
    }
    if (param->scale == PARAM_INTEGER && *value != floor(*value)) {
        snprintf(error, error_size, "%s is not a whole number: %s counts", text, param->name);
        return false;
    }
    return true;
}

// Sets parameter index from text; shown is the argument as the user typed it,
// for the message.
static bool assign_param(Parser *parser, const char *flag, const char *shown, int index,
                         const char *text) {
    char why[256];
    double value;
    if (!cli_parse_param_value(&parser->chapter->params[index], text, &value, why, sizeof why)) {
        return fail(parser, "%s %s: %s", flag, shown, why);
    }
    parser->options->param_set[index] = true;
    parser->options->param_value[index] = value;
    return true;
}

static bool set_param(Parser *parser, const char *flag, const char *assignment) {
    const Chapter *chapter = parser->chapter;
    const char *equals = strchr(assignment, '=');
    if (equals == NULL) {
        return fail(parser, "%s '%s': expected NAME=VALUE", flag, assignment);
    }
    int index = find_param(chapter, assignment, (size_t)(equals - assignment));
    if (index < 0) {
        char names[512];
        join_names(names, sizeof names, param_name, chapter, chapter->param_count);
        return fail(parser, "%s %s: unknown parameter '%.*s' (this chapter has: %s)", flag,
                    assignment, (int)(equals - assignment), assignment, names);
    }
    return assign_param(parser, flag, assignment, index, equals + 1);
}

static bool set_dt(Parser *parser, const char *text) {
    int index = find_param(parser->chapter, "dt", 2);
    if (index < 0) {
        return fail(parser, "--dt: this chapter has no dt parameter");
    }
    return assign_param(parser, "--dt", text, index, text);
}

static bool set_scene(Parser *parser, const char *name) {
    int index = find_scene(parser->chapter, name);
    if (index < 0) {
        char names[512];
        join_names(names, sizeof names, scene_name, parser->chapter, parser->chapter->scene_count);
        return fail(parser, "--scene '%s': unknown scene (this chapter has: %s)", name, names);
    }
    parser->options->scene = index;
    return true;
}

static bool set_steps(Parser *parser, const char *text) {
    char *end;
    errno = 0;
    long steps = strtol(text, &end, 10);
    if (text[0] == '\0' || *end != '\0' || text[0] == '-' || text[0] == '+' || text[0] == ' ') {
        return fail(parser, "--steps '%s': expected a whole number of steps", text);
    }
    if (errno == ERANGE || steps > CLI_MAX_STEPS) {
        return fail(parser, "--steps %s: too many steps (at most %ld)", text, CLI_MAX_STEPS);
    }
    parser->options->steps = steps;
    parser->options->steps_given = true;
    return true;
}

static bool ends_with(const char *text, const char *suffix) {
    size_t length = strlen(text), suffix_length = strlen(suffix);
    return length >= suffix_length && strcmp(text + length - suffix_length, suffix) == 0;
}

static bool set_path(Parser *parser, const char *flag, const char *path, const char **slot) {
    if (path[0] == '\0') {
        return fail(parser, "%s: the file name is empty", flag);
    }
    if (slot == &parser->options->screenshot_path && !ends_with(path, ".png")) {
        return fail(parser, "%s '%s': the file name must end in .png", flag, path);
    }
    *slot = path;
    return true;
}

// The flags that take a value, and where it goes.
static bool apply_valued(Parser *parser, const char *flag, const char *value) {
    Options *options = parser->options;
    if (strcmp(flag, "--scene") == 0) return set_scene(parser, value);
    if (strcmp(flag, "--param") == 0) return set_param(parser, flag, value);
    if (strcmp(flag, "--dt") == 0) return set_dt(parser, value);
    if (strcmp(flag, "--steps") == 0) return set_steps(parser, value);
    if (strcmp(flag, "--csv") == 0) return set_path(parser, flag, value, &options->csv_path);
    if (strcmp(flag, "--dump") == 0) return set_path(parser, flag, value, &options->dump_path);
    if (strcmp(flag, "--screenshot") == 0) {
        return set_path(parser, flag, value, &options->screenshot_path);
    }
    return fail(parser, "unknown flag '%s' (try --help)", flag);
}

static bool takes_value(const char *flag) {
    static const char *const valued[] = {"--scene", "--param", "--dt", "--steps",
                                         "--csv", "--dump", "--screenshot"};
    for (size_t i = 0; i < sizeof valued / sizeof valued[0]; i++) {
        if (strcmp(flag, valued[i]) == 0) {
            return true;
        }
    }
    return false;
}

static bool is_switch(const char *flag) {
    static const char *const switches[] = {"--headless", "--list-scenes", "--list-params",
                                           "--help", "-h"};
    for (size_t i = 0; i < sizeof switches / sizeof switches[0]; i++) {
        if (strcmp(flag, switches[i]) == 0) {
            return true;
        }
    }
    return false;
}

static bool apply_switch(Parser *parser, const char *flag) {
    Options *options = parser->options;
    if (strcmp(flag, "--headless") == 0) options->headless = true;
    else if (strcmp(flag, "--list-scenes") == 0) options->list_scenes = true;
    else if (strcmp(flag, "--list-params") == 0) options->list_params = true;
    else if (strcmp(flag, "--help") == 0 || strcmp(flag, "-h") == 0) options->help = true;
    else return fail(parser, "unknown flag '%s' (try --help)", flag);
    return true;
}

// Flags that only make sense together.
static bool check_combination(Parser *parser) {
    const Options *options = parser->options;
    if (options->headless && options->screenshot_path != NULL) {
        return fail(parser, "--headless and --screenshot: choose one");
    }
    if (options->headless && !options->steps_given) {
        return fail(parser, "--headless needs --steps N");
    }
    if (options->steps_given && !options->headless && options->screenshot_path == NULL) {
        return fail(parser, "--steps needs --headless or --screenshot");
    }
    if ((options->csv_path != NULL || options->dump_path != NULL) && !options->headless) {
        return fail(parser, "%s needs --headless", options->csv_path ? "--csv" : "--dump");
    }
    if (options->csv_path != NULL && options->dump_path != NULL &&
        strcmp(options->csv_path, "-") == 0 && strcmp(options->dump_path, "-") == 0) {
        return fail(parser, "--csv - and --dump -: only one of them can write to stdout");
    }
    return true;
}

bool cli_parse(const Chapter *chapter, int argc, char **argv, Options *options,
               char *error, size_t error_size) {
    if (chapter->param_count > CLI_MAX_PARAMS) {
        snprintf(error, error_size, "the chapter has more than %d parameters", CLI_MAX_PARAMS);
        return false;
    }
    *options = (Options){0};
    Parser parser = {chapter, options, error, error_size};
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        if (strncmp(arg, "-", 1) != 0) {
            return fail(&parser, "unexpected argument '%s' (flags start with --; try --help)", arg);
        }
        const char *equals = strchr(arg, '=');
        char flag[64];
        if (strncmp(arg, "--", 2) == 0 && equals != NULL) {
            // --flag=value
            snprintf(flag, sizeof flag, "%.*s", (int)(equals - arg), arg);
            if (!takes_value(flag)) {
                return is_switch(flag) ? fail(&parser, "%s does not take a value", flag)
                                       : fail(&parser, "unknown flag '%s' (try --help)", flag);
            }
            if (!apply_valued(&parser, flag, equals + 1)) return false;
        } else if (takes_value(arg)) {
            if (i + 1 >= argc) {
                return fail(&parser, "%s needs a value", arg);
            }
            if (!apply_valued(&parser, arg, argv[++i])) return false;
        } else if (!apply_switch(&parser, arg)) {
            return false;
        }
    }
    return check_combination(&parser);
}

void cli_print_help(const Chapter *chapter, FILE *out) {
    fprintf(out,
            "%s: %s\n"
            "\n"
            "usage: %s [--scene NAME] [--param NAME=VALUE]... [--dt SECONDS]\n"
            "          [--headless --steps N [--csv FILE|-] [--dump FILE|-]]\n"
            "          [--screenshot FILE.png [--steps N]]\n"
            "          [--list-scenes] [--list-params] [--help]\n"
            "\n"
            "With no flags it opens a window on the first scene (H shows the keys).\n"
            "  --scene NAME         the scene to start with (see --list-scenes)\n"
            "  --param NAME=VALUE   set a parameter (see --list-params); repeatable\n"
            "  --dt SECONDS         the time step, the same as --param dt=SECONDS\n"
            "  --headless           run N steps with no window and print a summary line\n"
            "  --steps N            how many steps to run\n"
            "  --csv FILE|-         with --headless: one row of metrics per step\n"
            "  --dump FILE|-        with --headless: one row per particle per step\n"
            "  --screenshot FILE.png  render the scene after N steps (default 0) to a\n"
            "                       1280x720 PNG, without a display\n"
            "Bad input exits with status 2 and one line on stderr.\n",
            chapter->slug, chapter->title, chapter->slug);
}

void cli_print_scenes(const Chapter *chapter, FILE *out) {
    for (int i = 0; i < chapter->scene_count; i++) {
        fprintf(out, "%-14s %s\n", chapter->scenes[i].name, chapter->scenes[i].about);
    }
}

void cli_print_params(const Chapter *chapter, FILE *out) {
    for (int i = 0; i < chapter->param_count; i++) {
        const Param *param = &chapter->params[i];
        fprintf(out, "%-11s default %-9g range [%g, %g] %s%s%s\n", param->name, param->fallback,
                param->min, param->max, param->about, param->unit[0] ? ", " : "", param->unit);
    }
}
