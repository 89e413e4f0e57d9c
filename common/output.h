// output.h: the files a run writes (--csv, --dump, --screenshot) and stdout,
// with every write checked. A file appears whole or not at all: it is written
// to a temporary file beside its target and renamed over the target only once
// everything is written, so an existing file is untouched until then. Stdout
// ("-") and devices such as /dev/null are written straight, but still checked.
// Plain C and POSIX, no SDL.
#ifndef OUTPUT_H
#define OUTPUT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

enum { OUTPUT_PATH_MAX = 4096 };

typedef struct {
    const char *flag;             // "--csv", "--dump", "--screenshot" or "stdout", for messages
    const char *path;             // as the user gave it; "-" is stdout
    FILE *file;                   // where the rows go; NULL once closed
    char target[OUTPUT_PATH_MAX]; // the file it ends up in, resolved ("-" for stdout)
    char temp[OUTPUT_PATH_MAX];   // the temporary file beside it; "" when written straight
    int error;                    // errno of the first failed write; 0 while all is well
} Output;

// Opens path for writing ("-" is stdout). On failure writes one line naming
// the flag, the file and the reason into message, and nothing is left behind.
bool output_open(Output *output, const char *flag, const char *path, char *message, size_t size);

// Writes straight to an open stream (stdout, or a test's temporary file).
void output_wrap(Output *output, const char *flag, FILE *file);

// True while every write so far has succeeded. Cheap enough to ask after every
// row: a failure shows as soon as the stdio buffer (a few KiB) is flushed.
bool output_ok(Output *output);

// Flushes and closes the output and, for a file, renames it over its target.
// On failure writes why into message and removes the temporary file.
bool output_close(Output *output, char *message, size_t size);

// Gives up: closes the output and removes the temporary file; the target is
// left as it was.
void output_discard(Output *output);

// Two outputs that would end up in the same file.
bool output_same_target(const Output *a, const Output *b);

// "--csv 'out.csv': No space left on device": one line about the first failure.
void output_describe_error(const Output *output, char *message, size_t size);

#endif
