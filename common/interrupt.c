// interrupt.c: a flag set by the signal handler, read between steps.
#include "interrupt.h"

#include <signal.h>

static volatile sig_atomic_t caught;

static void on_signal(int signal_number) {
    caught = signal_number;
    // The next one is not caught: a run that does not stop can still be ended.
    signal(signal_number, SIG_DFL);
}

void interrupt_catch(void) {
    caught = 0;
    signal(SIGINT, on_signal);
    signal(SIGTERM, on_signal);
}

int interrupt_signal(void) {
    return caught;
}
