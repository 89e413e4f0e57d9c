// cli.h: the chapter program's command line, parsed and validated.
// Plain C, no SDL: tests drive it directly.
#ifndef CLI_H
#define CLI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include "app.h"

enum { CLI_MAX_PARAMS = 32 };

// The longest run a command line may ask for: a billion steps is hours of
// computing, so anything past it is a typo, not a plan.
#define CLI_MAX_STEPS 1000000000L

typedef struct {
    int scene;  // index into the chapter's scene table
    bool param_set[CLI_MAX_PARAMS];
    double param_value[CLI_MAX_PARAMS];
    bool headless;
    long steps;
    bool steps_given;
    const char *csv_path;         // NULL, a file, or "-" for stdout
    const char *dump_path;
    const char *springs_path;
    const char *screenshot_path;  // ends in .png
    bool list_scenes, list_params, help;
} Options;

// Parses argv into options. On bad input returns false with one line in error
// naming the flag and the problem.
bool cli_parse(const Chapter *chapter, int argc, char **argv, Options *options,
               char *error, size_t error_size);

// Reads text as a value for param: a finite number in range (whole for
// PARAM_INTEGER). On failure writes why into error.
bool cli_parse_param_value(const Param *param, const char *text, double *value,
                           char *error, size_t error_size);

// Copies text into out with control characters escaped (a newline becomes
// \n, an escape \x1b), so a message that quotes user input stays one line.
void cli_one_line(char *out, size_t size, const char *text);

// True when the scene's build reads the parameter (it is not in the scene's
// ignores list): the command line refuses the others, the panel hides them.
bool cli_scene_uses(const Scene *scene, const char *param);

// The names of a parameter's values (NULL-terminated), or NULL when it has
// none; and the name of one value, or NULL.
const char *const *cli_value_names(const Chapter *chapter, int param);
const char *cli_value_name(const Chapter *chapter, int param, double value);

// The book's stability limit of a parameter, or NULL.
const ParamLimit *cli_param_limit(const Chapter *chapter, int param);

// A parameter's value as the panel shows it: the name of its value, or the
// number (written into text).
const char *cli_shown_value(const Chapter *chapter, int param, char *text, size_t size);

// Where the book's stability limit sits on the parameter's slider, as a
// fraction of the track, on this scene: -1 when there is none to mark (no
// limit, a limit that moves with a parameter the scene does not use, or one
// past the slider's end), 0 when it lies at or before the slider's start.
double cli_limit_fraction(const Chapter *chapter, int scene, int param);

void cli_print_help(const Chapter *chapter, FILE *out);
void cli_print_scenes(const Chapter *chapter, FILE *out);
void cli_print_params(const Chapter *chapter, FILE *out);

#endif
