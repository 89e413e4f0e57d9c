// window.h: the interactive chapter program.
#ifndef WINDOW_H
#define WINDOW_H

#include "app.h"
#include "cli.h"

// Opens the window on options' scene and runs until it is closed. Returns the
// process exit status.
int window_run(const Chapter *chapter, const Options *options);

#endif
