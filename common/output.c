// output.c: checked writes, and files that appear whole or not at all.
#define _XOPEN_SOURCE 700
#include "output.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static bool fail(const Output *output, int error, char *message, size_t size) {
    snprintf(message, size, "%s '%s': %s", output->flag, output->path, strerror(error));
    return false;
}

void output_wrap(Output *output, const char *flag, FILE *file) {
    *output = (Output){.flag = flag, .path = flag, .file = file};
    snprintf(output->target, sizeof output->target, "-");
}

// The directory part of path ("." when it has none) and the name after it.
static void split_path(const char *path, char *directory, size_t size, const char **name) {
    const char *slash = strrchr(path, '/');
    if (slash == NULL) {
        snprintf(directory, size, ".");
        *name = path;
    } else {
        snprintf(directory, size, "%.*s", slash == path ? 1 : (int)(slash - path), path);
        *name = slash + 1;
    }
}

// Where path really lands: an existing file through its symlinks, a new one in
// its directory's real path. Two spellings of one file then compare equal.
static bool resolve_target(Output *output, char *message, size_t size) {
    char real[PATH_MAX];
    if (realpath(output->path, real) != NULL) {
        snprintf(output->target, sizeof output->target, "%s", real);
        return true;
    }
    if (errno != ENOENT) {
        return fail(output, errno, message, size);
    }
    char directory[OUTPUT_PATH_MAX];
    const char *name;
    split_path(output->path, directory, sizeof directory, &name);
    if (name[0] == '\0') {
        return fail(output, EISDIR, message, size);
    }
    if (realpath(directory, real) == NULL) {
        return fail(output, errno, message, size);
    }
    if (snprintf(output->target, sizeof output->target, "%s/%s", strcmp(real, "/") ? real : "",
                 name) >= (int)sizeof output->target) {
        return fail(output, ENAMETOOLONG, message, size);
    }
    return true;
}

// A device or a pipe (/dev/null, a FIFO) cannot be replaced by a rename, and
// must not be: it is written straight.
static bool open_straight(Output *output, char *message, size_t size) {
    output->temp[0] = '\0';
    output->file = fopen(output->target, "w");
    return output->file != NULL || fail(output, errno, message, size);
}

// The new file gets the mode the target has, or the one a plain fopen would give.
static mode_t new_file_mode(const struct stat *existing, bool exists) {
    if (exists) {
        return existing->st_mode & 07777;
    }
    mode_t mask = umask(0);
    umask(mask);
    return 0666 & ~mask;
}

static bool open_beside(Output *output, const struct stat *existing, bool exists, char *message,
                        size_t size) {
    char directory[OUTPUT_PATH_MAX];
    const char *name;
    split_path(output->target, directory, sizeof directory, &name);
    // A hidden name in the same directory, so the final rename stays on one file system.
    if (snprintf(output->temp, sizeof output->temp, "%s/.%s.XXXXXX", directory, name) >=
        (int)sizeof output->temp) {
        return fail(output, ENAMETOOLONG, message, size);
    }
    int fd = mkstemp(output->temp);
    if (fd < 0) {
        int error = errno;
        output->temp[0] = '\0';
        return fail(output, error, message, size);
    }
    output->file = fdopen(fd, "w");
    if (output->file == NULL || fchmod(fd, new_file_mode(existing, exists)) != 0) {
        int error = errno;
        if (output->file != NULL) fclose(output->file); else close(fd);
        output->file = NULL;
        unlink(output->temp);
        output->temp[0] = '\0';
        return fail(output, error, message, size);
    }
    return true;
}

bool output_open(Output *output, const char *flag, const char *path, char *message, size_t size) {
    if (strcmp(path, "-") == 0) {
        output_wrap(output, flag, stdout);
        output->path = path;
        return true;
    }
    *output = (Output){.flag = flag, .path = path};
    if (!resolve_target(output, message, size)) {
        return false;
    }
    struct stat existing;
    bool exists = stat(output->target, &existing) == 0;
    if (exists && S_ISDIR(existing.st_mode)) {
        return fail(output, EISDIR, message, size);
    }
    if (exists && !S_ISREG(existing.st_mode)) {
        return open_straight(output, message, size);
    }
    // The rename would replace a read-only file: refuse, as fopen would.
    if (exists && access(output->target, W_OK) != 0) {
        return fail(output, errno, message, size);
    }
    return open_beside(output, &existing, exists, message, size);
}

bool output_ok(Output *output) {
    if (output->error == 0 && output->file != NULL && ferror(output->file)) {
        output->error = errno != 0 ? errno : EIO;
    }
    return output->error == 0;
}

void output_describe_error(const Output *output, char *message, size_t size) {
    if (strcmp(output->target, "-") != 0) {
        fail(output, output->error, message, size);
    } else if (strcmp(output->flag, "stdout") == 0) {
        snprintf(message, size, "cannot write to stdout: %s", strerror(output->error));
    } else {
        snprintf(message, size, "%s -: cannot write to stdout: %s", output->flag,
                 strerror(output->error));
    }
}

static void note_error(Output *output) {
    if (output->error == 0) {
        output->error = errno != 0 ? errno : EIO;
    }
}

// fflush, then fsync for a file about to be renamed (so a crash cannot leave
// an empty file in the target's place), then fclose: a full disk can show at
// any of the three.
static void finish_writing(Output *output) {
    output_ok(output);
    if (fflush(output->file) != 0) {
        note_error(output);
    }
    if (output->error == 0 && output->temp[0] != '\0' && fsync(fileno(output->file)) != 0) {
        note_error(output);
    }
    if (output->file != stdout && fclose(output->file) != 0) {
        note_error(output);
    }
    output->file = NULL;
}

bool output_close(Output *output, char *message, size_t size) {
    if (output->file == NULL) {
        return true;
    }
    finish_writing(output);
    if (output->error == 0 && output->temp[0] != '\0' && rename(output->temp, output->target) != 0) {
        output->error = errno;
    }
    if (output->error != 0) {
        if (output->temp[0] != '\0') unlink(output->temp);
        output_describe_error(output, message, size);
        return false;
    }
    return true;
}

void output_discard(Output *output) {
    if (output->file != NULL && output->file != stdout) {
        fclose(output->file);
    }
    output->file = NULL;
    if (output->temp[0] != '\0') {
        unlink(output->temp);
        output->temp[0] = '\0';
    }
}

bool output_same_target(const Output *a, const Output *b) {
    return a->file != NULL && b->file != NULL && strcmp(a->target, b->target) == 0;
}
