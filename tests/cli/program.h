// Runs a chapter program as a user runs it, for the command-line tests
// (test_chapter.c, run on every chapter; test_shell.c, run on the last).
#ifndef CLI_PROGRAM_H
#define CLI_PROGRAM_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

typedef struct {
    int status;     // exit status, or -1 if it did not exit normally
    char out[1 << 20];  // chapter 16's default cloth dumps 218 KB in three steps
    char err[1 << 14];
} Run;

// The last run's exit status and output.
extern Run run;

// Set by a test to change the child's surroundings just before exec: its
// stdout, its environment, a file-size limit that plays a full disk.
extern void (*child_setup)(void);

#define ARGS(...) ((const char *const[]){__VA_ARGS__, NULL})

// $CHAPTER_BIN as an absolute path, so a test may change directory.
const char *program(void);
void read_file(const char *path, char *buffer, size_t size);
// Starts the program with args (NULL-terminated), stdout on fd out and
// stderr on fd err, and returns its pid.
pid_t start_program(const char *const *args, int out, int err);
// Runs the program with args to its end, capturing stdout and stderr in run.
void run_program(const char *const *args);
// The same, interrupted as Ctrl-C does (SIGINT) after `seconds`.
void run_interrupted(const char *const *args, double seconds);
// Waits for a started program to end: its exit status, or -1 if a signal ended it.
int wait_for(pid_t child);
// Once a started program has taken SIGINT, interrupts it `seconds` later,
// then waits for it.
int interrupt_after(pid_t child, double seconds);
int count_lines(const char *text);
// Exit status 2, nothing on stdout, one line on stderr that names the flag.
void expect_refused(const char *const *args, const char *names);
// The scene names, from --list-scenes: the first word of each line.
int scene_names(char names[][32], int capacity);
// Opens each named scene's window on SDL's dummy driver for a moment, closes
// it with SIGTERM, and expects exit status 0 and nothing on stderr.
void expect_windows_close_cleanly(char names[][32], int count);
double seconds_now(void);

// A scratch directory per test (made on first use, removed when the test's
// process exits); it must be empty at the end but for the files a test names.
extern char scratch[];
const char *in_scratch(int slot, const char *name);
void write_text(const char *path, const char *text);
void expect_text(const char *path, const char *expected);
void expect_scratch_holds(int count);

#endif
