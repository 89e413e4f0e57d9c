// app.h: the contract between a chapter and the app shell.
//
// A chapter fills in a Chapter: its parameter table, its scene table, and the
// functions of its physics that the shell calls. The shell owns everything else:
// the command line, the headless runner, the window, drawing and input.
// World and Settings are the chapter's own types (its sim.h defines them); the
// shell only ever holds pointers to them.
#ifndef APP_H
#define APP_H

#include <stdbool.h>
#include "canvas.h"
#include "metrics.h"
#include "vec2.h"

typedef struct World World;
typedef struct Settings Settings;

typedef enum {
    PARAM_LINEAR,   // slider moves the value evenly
    PARAM_LOG,      // slider moves the exponent: for values spanning decades
    PARAM_INTEGER,  // whole numbers only
} ParamScale;

// When a slider's new value reaches the simulation.
typedef enum {
    PARAM_LIVE,      // at once: the running world is retuned while the slider moves
    PARAM_REBUILDS,  // only by building the scene again: on the slider's release, or R
} ParamEffect;

// The field of the chapter's Settings a parameter sets, in the field's own C
// type: exactly one of these points at it. A whole-numbered parameter
// (PARAM_INTEGER) is an int, or a bool when it switches something on (range
// [0, 1]); any other is a double. One with named values is an int too, which
// the physics takes as its enum: C leaves the size of an enum to the
// compiler, so an int * cannot portably point at one. The shell reads and
// writes a field only through param_get and param_set (param.h).
typedef struct {
    double *real;
    int *whole;
    bool *flag;
} ParamField;

typedef struct {
    const char *name;    // fixed across chapters: dt, gravity, mass, k, ...
    const char *unit;    // shown after the value; "" for none
    const char *about;   // one line for --list-params
    ParamField field;    // where it lives: {.real = &settings.dt}
    double fallback;     // the chapter's default, before a scene's own
    double min, max;     // the range accepted on the command line and the slider
    ParamScale scale;
    ParamEffect effect;
} Param;

// A whole-numbered parameter whose values have names, such as solver: 0
// naive, 1 sequential, 2 both. It gains a flag of its own (--solver both), and
// the panel and --list-params show the names.
typedef struct {
    const char *param;          // the parameter's name
    const char *const *names;   // names[v] names the value v; NULL after the last
} ValueNames;

// Two worlds side by side, built from the same scene and the same values but
// one: chapter 10's naive solver (left) against its sequential one (right).
// The pair is shown when its parameter holds value (solver = both), in the
// window and in screenshots by default; a headless run describes one world,
// the right one, unless the command line asks for the pair.
typedef struct {
    const char *param;  // the parameter that differs between the two worlds
    double value;       // its value that asks for the pair
    double sides[2];    // its value in the left world and in the right one
} Pair;

// Where the chapter's book shows the motion turning unstable: the panel marks
// it on the slider's track, and --list-params names it. The value may move
// with the other parameters (chapter 05's Cs + 2·Cd < 4 puts Cs's edge at
// 4 − 2·Cd), so it is asked for each time it is drawn.
typedef struct {
    const char *param;                        // the parameter's name
    double (*value)(const Settings *settings);  // unstable past it, at these settings
    const char *about;                        // the condition, and the book's page
    // The parameter the value moves with: on a scene that does not use it
    // (soft-to-rigid sets each pendulum's Cs) the mark would be wrong, and is
    // not drawn. NULL for none.
    const char *depends_on;
} ParamLimit;

typedef struct {
    double x, y;   // the centre of the view, in metres
    double width;  // how many metres fit across the view
} View;

typedef struct {
    const char *name;   // fixed across chapters: single, pendulum, string, ...
    const char *about;  // one line for --list-scenes and the window
    void (*defaults)(Settings *settings);  // the scene's own defaults, or NULL
    void (*build)(World *world, const Settings *settings);
    View view;
    // The parameters its build does not read, space-separated ("" for none):
    // setting one on the command line is refused rather than silently ignored.
    const char *ignores;
} Scene;

typedef struct {
    const char *slug;   // "01-hooke": the directory and the program's name
    const char *title;  // "Hooke's law and explicit Euler"
    World *world;
    Settings *settings;
    const Param *params;
    int param_count;
    const Scene *scenes;
    int scene_count;
    const ValueNames *value_names;  // the parameters whose values have names; NULL for none
    int value_names_count;
    const Pair *pair;  // NULL for a chapter that shows one world only
    World *twin;       // the pair's right world; the left is world
    const ParamLimit *limits;  // NULL for none
    int limit_count;
    const char *extra_columns;  // CSV columns after the fixed ones, e.g. ",angular_momentum"; "" for none
    const char *spring_columns; // --springs columns after the fixed ones, e.g. ",batch"; "" for none

    void (*step)(World *world);
    // Gives the running world the live parameters' current values (dt,
    // gravity, mass, stiffness, ...) without moving anything.
    void (*retune)(World *world, const Settings *settings);
    void (*measure)(const World *world, Metrics *metrics);
    bool (*diverged)(const World *world);
    // Fills up to capacity rows and returns how many moving things there are.
    int (*states)(const World *world, BodyState *rows, int capacity);
    // The same for the springs, in the order the step visits them.
    int (*springs)(const World *world, SpringRow *rows, int capacity);
    void (*draw)(const World *world, Canvas *canvas);
    // The status line's last word: the chapter's key metric, e.g. the energy.
    void (*describe)(const Metrics *now, const Metrics *start, char *text, int size);
    // Mouse grab: which particle is within radius of a point (-1 for none),
    // hold it at a target, let it go.
    int (*pick)(const World *world, Vec2 point, double radius);
    void (*grab)(World *world, int particle, Vec2 target);
    void (*release)(World *world);
    // The view of a scene at these settings, for a chapter whose scenes grow
    // with them (chapter 16's cloth reaches 512 particles a side); NULL
    // keeps each scene's own view.
    View (*view)(const Scene *scene, const Settings *settings);
} Chapter;

#define COUNT(array) ((int)(sizeof(array) / sizeof((array)[0])))

// Runs the chapter program: parses argv, then lists, runs headless, takes a
// screenshot or opens the window. Returns the process exit status.
int app_main(const Chapter *chapter, int argc, char **argv);

#endif
