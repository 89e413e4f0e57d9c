// cli.c: parsing and validating the chapter program's flags.
#include "cli.h"

#include <assert.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "param.h"

typedef struct {
    const Chapter *chapter;
    Options *options;
    char *error;
    size_t error_size;
    // The flag and the text that set each parameter, for a message about it.
    const char *param_flags[CLI_MAX_PARAMS], *param_texts[CLI_MAX_PARAMS];
    char named_flags[CLI_MAX_PARAMS][64];  // "--solver": a flag of a parameter with named values
    const char *scene_text, *steps_text;  // as typed, once given: a second one is refused
} Parser;

void cli_one_line(char *out, size_t size, const char *text) {
    if (size == 0) return;
    size_t used = 0;
    // Each character takes at most four bytes ("\x1b"), and the end one more.
    for (const unsigned char *c = (const unsigned char *)text; *c != '\0' && used + 5 <= size; c++) {
        if (*c >= '\a' && *c <= '\r') {
            out[used++] = '\\';
            out[used++] = "abtnvfr"[*c - '\a'];
        } else if (*c < 0x20 || *c == 0x7f) {
            used += (size_t)snprintf(out + used, size - used, "\\x%02x", *c);
        } else {
            out[used++] = (char)*c;
        }
    }
    out[used] = '\0';
}

// The message quotes what the user typed, which may hold a newline: it is
// escaped so that the message stays one line.
static bool fail(Parser *parser, const char *format, ...) {
    char raw[1024];
    va_list args;
    va_start(args, format);
    vsnprintf(raw, sizeof raw, format, args);
    va_end(args);
    cli_one_line(parser->error, parser->error_size, raw);
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

const char *const *cli_value_names(const Chapter *chapter, int param) {
    for (int i = 0; i < chapter->value_names_count; i++) {
        if (strcmp(chapter->value_names[i].param, chapter->params[param].name) == 0) {
            return chapter->value_names[i].names;
        }
    }
    return NULL;
}

const char *cli_value_name(const Chapter *chapter, int param, double value) {
    const char *const *names = cli_value_names(chapter, param);
    for (int v = 0; names != NULL && names[v] != NULL; v++) {
        if (value == v) {
            return names[v];
        }
    }
    return NULL;
}

const ParamLimit *cli_param_limit(const Chapter *chapter, int param) {
    for (int i = 0; i < chapter->limit_count; i++) {
        if (strcmp(chapter->limits[i].param, chapter->params[param].name) == 0) {
            return &chapter->limits[i];
        }
    }
    return NULL;
}

const char *cli_shown_value(const Chapter *chapter, int param, char *text, size_t size) {
    double value = param_get(&chapter->params[param]);
    const char *name = cli_value_name(chapter, param, value);
    if (name != NULL) {
        return name;
    }
    snprintf(text, size, "%.4g", value);
    return text;
}

double cli_limit_fraction(const Chapter *chapter, int scene, int param) {
    const ParamLimit *limit = cli_param_limit(chapter, param);
    const Scene *shown = &chapter->scenes[scene];
    if (limit == NULL || (limit->depends_on != NULL && !cli_scene_uses(shown, limit->depends_on))) {
        return -1.0;
    }
    const Param *p = &chapter->params[param];
    double value = limit->value(chapter->settings);
    if (value >= p->max) {
        return -1.0;
    }
    return value <= p->min ? 0.0 : slider_fraction(p, value);
}

// The value that text names, or -1 (and -1 for a parameter without names).
static int named_value(const char *const *names, const char *text) {
    for (int v = 0; names != NULL && names[v] != NULL; v++) {
        if (strcmp(names[v], text) == 0) {
            return v;
        }
    }
    return -1;
}

// "naive, sequential, both": what a message says would work.
static void join_value_names(char *out, size_t size, const char *const *names) {
    out[0] = '\0';
    for (int v = 0; names[v] != NULL; v++) {
        size_t used = strlen(out);
        snprintf(out + used, size - used, "%s%s", v > 0 ? ", " : "", names[v]);
    }
}

// The parameter whose named values the flag sets: --solver for solver.
static int find_named_flag(const Chapter *chapter, const char *flag) {
    if (strncmp(flag, "--", 2) != 0) {
        return -1;
    }
    int index = find_param(chapter, flag + 2, strlen(flag + 2));
    return index >= 0 && cli_value_names(chapter, index) != NULL ? index : -1;
}

static size_t count_digits(const char *text) {
    return strspn(text, "0123456789");
}

// Plain decimal only: an optional sign, digits with an optional point, an
// optional exponent. strtod alone would also take leading white space, hex,
// hex floats, "inf" and "nan", which no one means on this command line.
static bool is_plain_decimal(const char *text) {
    const char *c = text + (text[0] == '+' || text[0] == '-');
    size_t digits = count_digits(c);
    c += digits;
    if (*c == '.') {
        size_t fraction = count_digits(c + 1);
        digits += fraction;
        c += 1 + fraction;
    }
    if (digits == 0) {
        return false;
    }
    if (*c == 'e' || *c == 'E') {
        c += 1 + (c[1] == '+' || c[1] == '-');
        size_t exponent = count_digits(c);
        if (exponent == 0) {
            return false;
        }
        c += exponent;
    }
    return *c == '\0';
}

// Some digit before the exponent is not zero: "1e-400" is not zero, even
// though it reads as 0.
static bool names_nonzero(const char *text) {
    size_t mantissa = strcspn(text, "eE");
    return strcspn(text, "123456789") < mantissa;
}

static bool read_number(const char *text, double *value) {
    if (!is_plain_decimal(text)) {
        return false;
    }
    *value = strtod(text, NULL);
    return true;
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
    if (*value == 0.0 && names_nonzero(text)) {
        snprintf(error, error_size, "'%s' is too small: it would be read as 0", text);
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
    // Taking the last of two values would silently drop the other, and which
    // of --dt and --param dt wins is nothing a user should have to know.
    if (parser->options->param_set[index]) {
        return fail(parser, "%s %s: %s is already set by %s %s; give it once", flag, shown,
                    parser->chapter->params[index].name, parser->param_flags[index],
                    parser->param_texts[index]);
    }
    char why[256];
    double value;
    const char *const *names = cli_value_names(parser->chapter, index);
    int named = named_value(names, text);
    if (named >= 0) {
        value = named;
    } else if (!cli_parse_param_value(&parser->chapter->params[index], text, &value, why, sizeof why)) {
        if (names != NULL) {
            join_value_names(why, sizeof why, names);
            return fail(parser, "%s %s: expected one of %s", flag, shown, why);
        }
        return fail(parser, "%s %s: %s", flag, shown, why);
    }
    parser->options->param_set[index] = true;
    parser->options->param_value[index] = value;
    parser->param_flags[index] = flag;
    parser->param_texts[index] = shown;
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
    if (parser->scene_text != NULL) {
        return fail(parser, "--scene %s: the scene is already chosen by --scene %s; give it once",
                    name, parser->scene_text);
    }
    int index = find_scene(parser->chapter, name);
    if (index < 0) {
        char names[512];
        join_names(names, sizeof names, scene_name, parser->chapter, parser->chapter->scene_count);
        return fail(parser, "--scene '%s': unknown scene (this chapter has: %s)", name, names);
    }
    parser->options->scene = index;
    parser->scene_text = name;
    return true;
}

static bool set_steps(Parser *parser, const char *text) {
    if (parser->steps_text != NULL) {
        return fail(parser, "--steps %s: the steps are already set by --steps %s; give it once",
                    text, parser->steps_text);
    }
    if (text[0] == '\0' || count_digits(text) != strlen(text)) {
        return fail(parser, "--steps '%s': expected a whole number of steps", text);
    }
    errno = 0;
    long steps = strtol(text, NULL, 10);
    if (errno == ERANGE || steps > CLI_MAX_STEPS) {
        return fail(parser, "--steps %s: too many steps (at most %ld)", text, CLI_MAX_STEPS);
    }
    parser->options->steps = steps;
    parser->options->steps_given = true;
    parser->steps_text = text;
    return true;
}

static bool ends_with(const char *text, const char *suffix) {
    size_t length = strlen(text), suffix_length = strlen(suffix);
    return length >= suffix_length && strcmp(text + length - suffix_length, suffix) == 0;
}

static bool set_path(Parser *parser, const char *flag, const char *path, const char **slot) {
    if (*slot != NULL) {
        return fail(parser, "%s '%s': %s is already given ('%s'); give it once", flag, path, flag,
                    *slot);
    }
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
    // A literal, not flag: the parser keeps it for a later message, and flag
    // may be a copy on cli_parse's stack.
    if (strcmp(flag, "--param") == 0) return set_param(parser, "--param", value);
    if (strcmp(flag, "--dt") == 0) return set_dt(parser, value);
    if (strcmp(flag, "--steps") == 0) return set_steps(parser, value);
    if (strcmp(flag, "--csv") == 0) return set_path(parser, flag, value, &options->csv_path);
    if (strcmp(flag, "--dump") == 0) return set_path(parser, flag, value, &options->dump_path);
    if (strcmp(flag, "--springs") == 0) return set_path(parser, flag, value, &options->springs_path);
    if (strcmp(flag, "--screenshot") == 0) {
        return set_path(parser, flag, value, &options->screenshot_path);
    }
    int named = find_named_flag(parser->chapter, flag);
    if (named >= 0) {
        // flag may be cli_parse's copy on its stack: the message needs its own.
        snprintf(parser->named_flags[named], sizeof parser->named_flags[named], "%s", flag);
        return assign_param(parser, parser->named_flags[named], value, named, value);
    }
    return fail(parser, "unknown flag '%s' (try --help)", flag);
}

static bool takes_value(const Chapter *chapter, const char *flag) {
    if (find_named_flag(chapter, flag) >= 0) {
        return true;
    }
    static const char *const valued[] = {"--scene", "--param", "--dt", "--steps",
                                         "--csv", "--dump", "--springs", "--screenshot"};
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

// "--csv --dump x" is a missing value, not a file named --dump; a file name
// that starts with -- can still be given as --csv=--name or --csv ./--name.
static bool looks_like_flag(const char *arg) {
    return strncmp(arg, "--", 2) == 0 || strcmp(arg, "-h") == 0;
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

// The first of the flags that run something, for --list-*'s conflict.
static const char *run_flag(const Options *options) {
    if (options->headless) return "--headless";
    if (options->screenshot_path != NULL) return "--screenshot";
    if (options->steps_given) return "--steps";
    if (options->csv_path != NULL) return "--csv";
    if (options->dump_path != NULL) return "--dump";
    if (options->springs_path != NULL) return "--springs";
    return NULL;
}

// True when the space-separated list names holds name.
static bool lists_name(const char *names, const char *name) {
    size_t length = strlen(name);
    for (const char *c = names; *c != '\0'; c += strcspn(c, " ")) {
        c += strspn(c, " ");
        if (strncmp(c, name, length) == 0 && (c[length] == ' ' || c[length] == '\0')) {
            return true;
        }
    }
    return false;
}

bool cli_scene_uses(const Scene *scene, const char *param) {
    return scene->ignores == NULL || !lists_name(scene->ignores, param);
}

// A parameter the chosen scene does not read would be silently ignored.
static bool check_scene_uses_params(Parser *parser) {
    const Chapter *chapter = parser->chapter;
    const Scene *scene = &chapter->scenes[parser->options->scene];
    for (int i = 0; i < chapter->param_count; i++) {
        if (parser->options->param_set[i] && !cli_scene_uses(scene, chapter->params[i].name)) {
            return fail(parser, "%s %s: the scene '%s' does not use %s (%s)",
                        parser->param_flags[i], parser->param_texts[i], scene->name,
                        chapter->params[i].name, scene->about);
        }
    }
    return true;
}

// The files of rows a headless run writes: each needs --headless, and no two
// may be the same file (app.c also compares where two names lead).
static bool check_outputs(Parser *parser) {
    const Options *options = parser->options;
    const char *const flags[] = {"--csv", "--dump", "--springs"};
    const char *const paths[] = {options->csv_path, options->dump_path, options->springs_path};
    int count = COUNT(paths);
    for (int i = 0; i < count; i++) {
        if (paths[i] != NULL && !options->headless) {
            return fail(parser, "%s needs --headless", flags[i]);
        }
    }
    for (int i = 0; i < count; i++) {
        for (int j = i + 1; j < count; j++) {
            if (paths[i] == NULL || paths[j] == NULL || strcmp(paths[i], paths[j]) != 0) {
                continue;
            }
            if (strcmp(paths[i], "-") == 0) {
                return fail(parser, "%s - and %s -: only one of them can write to stdout", flags[i],
                            flags[j]);
            }
            return fail(parser, "%s and %s both write '%s': give each its own file", flags[i],
                        flags[j], paths[i]);
        }
    }
    return true;
}

// Flags that only make sense together.
static bool check_combination(Parser *parser) {
    const Options *options = parser->options;
    const char *runs = run_flag(options);
    if ((options->list_scenes || options->list_params) && runs != NULL && !options->help) {
        return fail(parser, "%s and %s: listing runs nothing; choose one",
                    options->list_scenes ? "--list-scenes" : "--list-params", runs);
    }
    if (options->headless && options->screenshot_path != NULL) {
        return fail(parser, "--headless and --screenshot: choose one");
    }
    if (options->headless && !options->steps_given) {
        return fail(parser, "--headless needs --steps N");
    }
    if (options->steps_given && !options->headless && options->screenshot_path == NULL) {
        return fail(parser, "--steps needs --headless or --screenshot");
    }
    return check_outputs(parser) && check_scene_uses_params(parser);
}

// A chapter's typo in a scene's ignores list would make the check silently miss.
static void assert_scene_ignores_are_params(const Chapter *chapter) {
    for (int i = 0; i < chapter->scene_count; i++) {
        for (const char *c = chapter->scenes[i].ignores; *c != '\0'; c += strcspn(c, " ")) {
            c += strspn(c, " ");
            size_t length = strcspn(c, " ");
            assert(length == 0 || find_param(chapter, c, length) >= 0);
            (void)length;
        }
    }
}

// A typo in a limit's name would leave its slider unmarked without a word.
static void assert_limits_are_params(const Chapter *chapter) {
    for (int i = 0; i < chapter->limit_count; i++) {
        const char *name = chapter->limits[i].param, *other = chapter->limits[i].depends_on;
        assert(find_param(chapter, name, strlen(name)) >= 0);
        assert(other == NULL || find_param(chapter, other, strlen(other)) >= 0);
        (void)name;
        (void)other;
    }
}

bool cli_parse(const Chapter *chapter, int argc, char **argv, Options *options,
               char *error, size_t error_size) {
    if (chapter->param_count > CLI_MAX_PARAMS) {
        snprintf(error, error_size, "the chapter has more than %d parameters", CLI_MAX_PARAMS);
        return false;
    }
    assert_scene_ignores_are_params(chapter);
    assert_limits_are_params(chapter);
    *options = (Options){0};
    Parser parser = {.chapter = chapter, .options = options, .error = error, .error_size = error_size};
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
            if (!takes_value(chapter, flag)) {
                return is_switch(flag) ? fail(&parser, "%s does not take a value", flag)
                                       : fail(&parser, "unknown flag '%s' (try --help)", flag);
            }
            if (!apply_valued(&parser, flag, equals + 1)) return false;
        } else if (takes_value(chapter, arg)) {
            if (i + 1 >= argc || looks_like_flag(argv[i + 1])) {
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
            "          [--headless --steps N [--csv FILE|-] [--dump FILE|-]\n"
            "                     [--springs FILE|-]]\n"
            "          [--screenshot FILE.png [--steps N]]\n"
            "          [--list-scenes] [--list-params] [--help]\n"
            "\n"
            "With no flags it opens a window on the first scene (H shows the keys, Esc\n"
            "or Q quits); it needs a display: without one, use --headless or --screenshot.\n"
            "  --scene NAME         the scene to start with (see --list-scenes)\n"
            "  --param NAME=VALUE   set a parameter (see --list-params); once each\n"
            "  --dt SECONDS         the time step, the same as --param dt=SECONDS\n"
            "  --headless           run N steps with no window and print a summary line\n"
            "  --steps N            how many steps to run\n"
            "  --csv FILE|-         with --headless: one row of metrics per step\n"
            "  --dump FILE|-        with --headless: one row per particle per step\n"
            "  --springs FILE|-     with --headless: one row per spring, after the run, in\n"
            "                       the order the step visits them\n"
            "  --screenshot FILE.png  render the scene after N steps (default 0) to a\n"
            "                       1280x720 PNG, without a display\n"
            "\n"
            "Output size: --csv writes a row per step of at most 211 bytes (about 150 is\n"
            "typical); --dump writes a row per particle (anchors too) per step of at most\n"
            "168 bytes (about 60 is typical): 80 particles for a million steps is ~5 GB.\n"
            "A file appears only once it is whole (it is written beside the target and\n"
            "renamed); an existing file is left as it was if the run fails.\n"
            "On a terminal, a run longer than a second shows its progress on stderr.\n"
            "\n"
            "Exit status:\n"
            "  0    done\n"
            "  1    an output could not be written (disk full, ...): one line on stderr\n"
            "       names the file; no partial file is left behind\n"
            "  2    bad input, or nothing could start (an output that cannot be\n"
            "       created, no display for the window): one line on stderr\n"
            "  130  interrupted by Ctrl-C: a headless run prints its summary and keeps\n"
            "       its files whole up to the step reached; a screenshot is not written\n",
            chapter->slug, chapter->title, chapter->slug);
    if (chapter->spring_columns[0] != '\0') {
        fprintf(out, "\nThis chapter's --springs has the columns index,a,b,rest_length%s.\n",
                chapter->spring_columns);
    }
    for (int i = 0; i < chapter->value_names_count; i++) {
        fprintf(out, "\nThis chapter's --%s NAME is the same as --param %s=NAME (see --list-params).\n",
                chapter->value_names[i].param, chapter->value_names[i].param);
    }
}

// One line a scene; a scene that does not read some parameters says which,
// since setting one of them on the command line is refused.
void cli_print_scenes(const Chapter *chapter, FILE *out) {
    for (int i = 0; i < chapter->scene_count; i++) {
        const Scene *scene = &chapter->scenes[i];
        fprintf(out, "%-14s %s", scene->name, scene->about);
        if (scene->ignores != NULL && scene->ignores[0] != '\0') {
            fprintf(out, " (ignores: %s)", scene->ignores);
        }
        fputc('\n', out);
    }
}

static int max_int(int a, int b) { return a > b ? a : b; }

static void format_range(const Param *param, char *text, size_t size) {
    snprintf(text, size, "[%g, %g]", param->min, param->max);
}

// The widest of the names and of the ranges: the columns line up whatever a
// chapter calls its parameters (gravity_after is longer than most).
static void column_widths(const Chapter *chapter, int *name_width, int *range_width) {
    *name_width = *range_width = 0;
    for (int i = 0; i < chapter->param_count; i++) {
        char range[64];
        format_range(&chapter->params[i], range, sizeof range);
        *name_width = max_int(*name_width, (int)strlen(chapter->params[i].name));
        *range_width = max_int(*range_width, (int)strlen(range));
    }
}

void cli_print_params(const Chapter *chapter, FILE *out) {
    int name_width, range_width;
    column_widths(chapter, &name_width, &range_width);
    for (int i = 0; i < chapter->param_count; i++) {
        const Param *param = &chapter->params[i];
        char range[64];
        format_range(param, range, sizeof range);
        fprintf(out, "%-*s  default %-9g  range %-*s  %s%s%s", name_width, param->name,
                param->fallback, range_width, range, param->about, param->unit[0] ? ", " : "",
                param->unit);
        const ParamLimit *limit = cli_param_limit(chapter, i);
        if (limit != NULL) {
            fprintf(out, "; %s", limit->about);
        }
        const char *const *names = cli_value_names(chapter, i);
        for (int v = 0; names != NULL && names[v] != NULL; v++) {
            fprintf(out, "%s%d %s", v == 0 ? " (" : ", ", v, names[v]);
        }
        if (names != NULL) {
            fprintf(out, "; or by name: --%s NAME)", param->name);
        }
        fputc('\n', out);
    }
}
