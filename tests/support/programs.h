// programs.h: running the chapters' programs from a test, as a learner runs
// them, and reading back what they print. Every program a test runs is in
// bin_dir(): BIN_DIR, which make test sets after building the chapter's
// program and the one before it, or build/bin when a test is run by hand.
#ifndef PROGRAMS_H
#define PROGRAMS_H

#include <stdbool.h>

// BIN_DIR, or build/bin.
const char *bin_dir(void);

// Fails the test unless bin_dir() holds an executable CHAPTER (07-angular).
void program_require(const char *chapter);

// Runs both shell commands, reads their output to the end and compares it
// byte by byte: true when it is the same and both exit with status 0.
// *bytes is how far they agreed.
bool same_output(const char *one, const char *two, long *bytes);

// The scene names CHAPTER lists, one a line of --list-scenes: at most
// capacity, each under 32 bytes. Returns how many.
int program_scenes(const char *chapter, char names[][32], int capacity);

// One row of a --dump: a particle ('p') or a body ('b') at one step.
enum { DUMP_X, DUMP_Y, DUMP_ANGLE, DUMP_VX, DUMP_VY, DUMP_OMEGA, DUMP_VALUES };
typedef struct {
    long step;
    char kind;
    int index;
    double value[DUMP_VALUES];
} DumpRow;

typedef struct {
    DumpRow *rows;
    int count;
} Dump;

// bin_dir()/CHAPTER --headless --scene SCENE --steps STEPS [EXTRA] --dump FILE,
// and FILE's rows, read into the caller's rows (at most capacity: keep them
// static, so that a failed assertion leaves nothing on the heap). The dump
// prints every double with %.17g, which reads back as the same double, so a
// comparison sees every bit.
Dump dump_run(DumpRow *rows, int capacity, const char *chapter, const char *scene, int steps,
              const char *extra);

// How far one dump departs from a reference dump of the same run. Each value
// is compared on the scale of its kind in the whole reference run: the
// largest |position| (x and y alike), |angle|, |velocity| (vx and vy) or
// |omega| that the scene reaches. Rounding is relative to the numbers a value
// is made of, not to the value: a velocity passing through zero is still the
// difference of velocities of the scene's size, rounded at 1e-16 of that
// size. A kind the scene never leaves at zero (a particle's angle) must be
// zero in both. Fails the test unless both dumps have the same rows.
typedef struct {
    double largest;  // the largest |difference| / scale over all values
    long at_step;    // where it is
    long identical, values;
} DumpDeparture;

DumpDeparture dump_compare(const Dump *reference, const Dump *other);

#endif
