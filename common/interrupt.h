// interrupt.h: Ctrl-C during a headless run or a screenshot's steps. The run
// stops after the step it is in, keeps what it has written, and the program
// exits with 128 + the signal's number (130 for Ctrl-C), as a shell would
// report it. A second Ctrl-C ends the program at once. Plain C, no SDL.
#ifndef INTERRUPT_H
#define INTERRUPT_H

// Catches SIGINT and SIGTERM from now on. The window does not call it: SDL
// turns both into a quit event there.
void interrupt_catch(void);

// The signal that asked the run to stop, or 0.
int interrupt_signal(void);

#endif
