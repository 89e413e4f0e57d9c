// The command-line tests' way of running a chapter program (program.h).
#define _XOPEN_SOURCE 700
#include "program.h"

#include <criterion/criterion.h>
#include <errno.h>
#include <stdbool.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

Run run;
void (*child_setup)(void);

const char *program(void) {
    static char path[4096];
    const char *given = getenv("CHAPTER_BIN");
    cr_assert_not_null(given, "set CHAPTER_BIN to a chapter program");
    if (path[0] == '\0') cr_assert_not_null(realpath(given, path), "%s", given);
    return path;
}

void read_file(const char *path, char *buffer, size_t size) {
    FILE *file = fopen(path, "r");
    size_t used = file ? fread(buffer, 1, size - 1, file) : 0;
    buffer[used] = '\0';
    if (file) fclose(file);
}

pid_t start_program(const char *const *args, int out, int err) {
    const char *argv[40] = {program()};
    int argc = 1;
    for (; args[argc - 1] != NULL; argc++) argv[argc] = args[argc - 1];
    argv[argc] = NULL;
    pid_t child = fork();
    if (child == 0) {
        dup2(out, 1);
        dup2(err, 2);
        if (child_setup != NULL) child_setup();
        alarm(120);  // a hang ends as a signal, which the tests report
        execv(argv[0], (char *const *)argv);
        _exit(127);
    }
    return child;
}

// Whether the process catches `signal_number` within 30 s: the SigCgt mask
// of /proc/PID/status, in hexadecimal, has bit signal_number − 1 set once a handler
// is installed. A signal sent before that would kill the program (or, where
// the shell that started the tests ignores it, be lost), and on a busy
// machine a sanitized start can take over a second.
static bool catches_soon(pid_t pid, int signal_number) {
    char path[64];
    snprintf(path, sizeof path, "/proc/%d/status", (int)pid);
    for (int tries = 0; tries < 3000; tries++) {
        char text[4096];
        read_file(path, text, sizeof text);
        const char *line = strstr(text, "SigCgt:");
        if (line != NULL && (strtoull(line + strlen("SigCgt:"), NULL, 16) >> (signal_number - 1) & 1)) return true;
        nanosleep(&(struct timespec){.tv_sec = 0, .tv_nsec = 10000000}, NULL);
    }
    return false;
}

int interrupt_after(pid_t child, double seconds) {
    cr_expect(catches_soon(child, SIGINT), "the program never took SIGINT");
    nanosleep(&(struct timespec){(time_t)seconds, (long)((seconds - (long)seconds) * 1e9)}, NULL);
    kill(child, SIGINT);
    return wait_for(child);
}

int wait_for(pid_t child) {
    int status;
    waitpid(child, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

// Runs the program with its output in two files, read into run when it ends
// (interrupted after `seconds`, when they are positive).
static void run_captured(const char *const *args, double seconds) {
    char out_path[] = "/tmp/cli-out-XXXXXX", err_path[] = "/tmp/cli-err-XXXXXX";
    int out = mkstemp(out_path), err = mkstemp(err_path);
    cr_assert(out >= 0 && err >= 0);
    pid_t child = start_program(args, out, err);
    run.status = seconds > 0.0 ? interrupt_after(child, seconds) : wait_for(child);
    close(out);
    close(err);
    read_file(out_path, run.out, sizeof run.out);
    read_file(err_path, run.err, sizeof run.err);
    unlink(out_path);
    unlink(err_path);
}

void run_program(const char *const *args) {
    run_captured(args, 0.0);
}

void run_interrupted(const char *const *args, double seconds) {
    run_captured(args, seconds);
}

int count_lines(const char *text) {
    int lines = 0;
    for (const char *c = text; *c; c++) lines += *c == '\n';
    return lines;
}

void expect_refused(const char *const *args, const char *names) {
    run_program(args);
    cr_expect_eq(run.status, 2, "%s: exit status %d, stderr: %s", names, run.status, run.err);
    cr_expect_eq(count_lines(run.err), 1, "%s: one line on stderr, got: %s", names, run.err);
    cr_expect(strstr(run.err, names) != NULL, "the message '%s' should name '%s'", run.err, names);
    cr_expect_eq(run.out[0], '\0', "%s: nothing on stdout, got: %s", names, run.out);
}

int scene_names(char names[][32], int capacity) {
    run_program(ARGS("--list-scenes"));
    int count = 0;
    for (char *line = strtok(run.out, "\n"); line && count < capacity; line = strtok(NULL, "\n")) {
        sscanf(line, "%31s", names[count++]);
    }
    return count;
}

// The window's loop, drawing and event handling, without a display: SDL's
// dummy video driver gives it a window in memory. SDL turns SIGTERM into a quit
// event, so the program must close cleanly: exit status 0 and nothing on
// stderr (a sanitizer or leak report would land there).
void expect_windows_close_cleanly(char names[][32], int count) {
    for (int i = 0; i < count; i++) {
        char err_path[] = "/tmp/cli-win-XXXXXX";
        int err = mkstemp(err_path);
        cr_assert(err >= 0);
        pid_t child = fork();
        if (child == 0) {
            dup2(err, 1);
            dup2(err, 2);
            setenv("SDL_VIDEODRIVER", "dummy", 1);
            // The window runs' third-party leak suppressions (see the script).
            const char *env = "tests/support/window-env";
            execl(env, env, program(), "--scene", names[i], (char *)NULL);
            _exit(127);
        }
        // SIGTERM before SDL has taken it would kill the program, not close it.
        cr_expect(catches_soon(child, SIGTERM), "%s: never took SIGTERM", names[i]);
        // Then long enough for dozens of frames and hundreds of steps.
        nanosleep(&(struct timespec){.tv_sec = 0, .tv_nsec = 800000000}, NULL);
        kill(child, SIGTERM);
        int status;
        waitpid(child, &status, 0);
        close(err);
        char text[4096];
        read_file(err_path, text, sizeof text);
        unlink(err_path);
        cr_expect(WIFEXITED(status) && WEXITSTATUS(status) == 0, "%s: status %d: %s", names[i],
                  status, text);
        cr_expect_eq(text[0], '\0', "%s: printed: %s", names[i], text);
    }
}

double seconds_now(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec + 1e-9 * (double)now.tv_nsec;
}

char scratch[] = "/tmp/cli-scratch-XXXXXX";
static bool scratch_made;  // not the name's last letter: mkdtemp's own letters may end in X
static char scratch_path[3][256];

// Each test runs in a process of its own: the one that made the directory
// removes it when it exits, so runs leave nothing behind in /tmp.
__attribute__((destructor)) static void remove_scratch(void) {
    if (scratch_made) {
        char command[128];
        snprintf(command, sizeof command, "rm -rf '%s'", scratch);
        if (system(command) != 0) {
            fprintf(stderr, "could not remove %s\n", scratch);
        }
    }
}

const char *in_scratch(int slot, const char *name) {
    if (!scratch_made) {
        cr_assert_not_null(mkdtemp(scratch), "mkdtemp(%s): %s", scratch, strerror(errno));
        scratch_made = true;
    }
    snprintf(scratch_path[slot], sizeof scratch_path[slot], "%s/%s", scratch, name);
    return scratch_path[slot];
}

void write_text(const char *path, const char *text) {
    FILE *file = fopen(path, "w");
    cr_assert_not_null(file);
    fputs(text, file);
    fclose(file);
}

void expect_text(const char *path, const char *expected) {
    char text[256];
    read_file(path, text, sizeof text);
    cr_expect_str_eq(text, expected, "%s changed", path);
}

void expect_scratch_holds(int count) {
    char command[512];
    snprintf(command, sizeof command, "test $(ls -A %s | wc -l) -eq %d", scratch, count);
    cr_expect_eq(system(command), 0, "%s should hold %d file(s): something was left behind",
                 scratch, count);
}
