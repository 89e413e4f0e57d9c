// A seeded fuzz run of the chapter program in $CHAPTER_BIN (the Makefile runs
// it on the last chapter's sanitized build): random and malformed argument
// vectors, each of which must end in exit status 0 with nothing on stderr, or
// exit status 2 with exactly one line on stderr. Never a signal, a sanitizer
// report or a hang. FUZZ_SEED and FUZZ_RUNS change the run; a failure prints
// the vector so that it can be replayed by hand.
#define _XOPEN_SOURCE 700
#include <criterion/criterion.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

// A sanitized start of the last chapter costs about a third of a second (its
// static world is 70 MB, which AddressSanitizer maps a shadow for), so 300
// runs take about two minutes alone, well inside the timeout on a loaded
// machine too; FUZZ_RUNS asks for more.
enum { MAX_ARGS = 12, DEFAULT_RUNS = 300 };

static uint64_t state;

// xorshift64*: the same seed gives the same vectors on every machine.
static uint32_t next_random(void) {
    state ^= state >> 12;
    state ^= state << 25;
    state ^= state >> 27;
    return (uint32_t)((state * 2685821657736338717ULL) >> 32);
}

#define PICK(array) ((array)[next_random() % (sizeof(array) / sizeof((array)[0]))])

static char scratch[] = "/tmp/fuzz-XXXXXX";
static char csv_path[64], png_path[64];

static const char *flag(void) {
    static const char *const flags[] = {
        "--scene", "--param", "--dt", "--headless", "--steps", "--csv", "--dump", "--springs",
        "--screenshot", "--list-scenes", "--list-params", "--help", "-h", "--wobble", "-",
        "--", "---", "--headless=1", "--steps=", "--scene=single", "--param=dt=0.01",
        "--solver", "--solver=both", "--solver=9"};
    return PICK(flags);
}

// Values that are good, nearly good and plainly bad. Step counts stay small:
// a long run is not a hang, and the fuzz run must stay short.
static const char *value(void) {
    static const char *const values[] = {
        "single", "pendulum", "masses", "string", "box", "no-such", "a\nb", "",
        "dt=0.01", "dt=1e-5", "dt=0.1", "dt=1e9", "mass=2", "mass=1000", "gravity=1e-400",
        "gravity=0x10", "k=nan", "c=inf", "drag=0.5", "k=5", "c=1", "mass=0x1p-3",
        "gravity=\r1", "gravity= 1", "=", "dt", "0", "1", "10", "100", "-5", "+5", "\t5",
        " 5", "1e3", "99999999999999999999", "-0", "1.5", "-", "/nonexistent/dir/x.csv",
        "/dev/null", "\x1b[31m", "\xff\xfe", "x.bmp", "rope", "cloth", "naive", "both",
        "sequential", "solver=1", "iterations=64", "size=40", "listing=1", "gravity_after=1"};
    return PICK(values);
}

static const char *argument(void) {
    switch (next_random() % 8) {
    case 0: case 1: case 2: return flag();
    case 3: return next_random() % 2 ? csv_path : png_path;
    case 4: return scratch;  // a directory where a file should be
    default: return value();
    }
}

// Often a plausible start, so the vectors reach past the first check.
static int make_vector(const char **argv) {
    int argc = 1;
    static const char *const starts[][4] = {
        {"--headless", "--steps", "10", NULL}, {"--screenshot", NULL, "--steps", "5"}, {NULL}};
    const char *const *start = PICK(starts);
    for (int i = 0; i < 4 && start[i] != NULL; i++) argv[argc++] = start[i];
    if (argc == 2) argv[argc++] = png_path;  // --screenshot's file
    int extra = (int)(next_random() % 7);
    for (int i = 0; i < extra && argc < MAX_ARGS; i++) argv[argc++] = argument();
    argv[argc] = NULL;
    return argc;
}

static void describe(const char **argv, int argc, char *out, size_t size) {
    size_t used = 0;
    for (int i = 1; i < argc && used < size; i++) {
        used += (size_t)snprintf(out + used, size - used, " '");
        for (const unsigned char *c = (const unsigned char *)argv[i]; *c && used + 5 < size; c++) {
            used += (size_t)snprintf(out + used, size - used, *c < 0x20 || *c >= 0x7f ? "\\x%02x" : "%c", *c);
        }
        used += (size_t)snprintf(out + used, size - used, "'");
    }
}

static int count_lines(const char *text) {
    int lines = 0;
    for (; *text; text++) lines += *text == '\n';
    return lines;
}

static void run_once(const char *program, int number) {
    const char *argv[MAX_ARGS + 1] = {program};
    int argc = make_vector(argv);
    char err_path[] = "/tmp/fuzz-err-XXXXXX";
    int err = mkstemp(err_path);
    cr_assert(err >= 0);
    pid_t child = fork();
    if (child == 0) {
        int null = open("/dev/null", O_WRONLY);
        dup2(null, 1);
        dup2(err, 2);
        // No display: a window request must end at once with one line.
        unsetenv("DISPLAY");
        unsetenv("WAYLAND_DISPLAY");
        unsetenv("SDL_VIDEODRIVER");
        if (chdir(scratch) != 0) _exit(126);
        alarm(30);  // a hang becomes SIGALRM, reported below
        execv(program, (char *const *)argv);
        _exit(127);
    }
    int status;
    waitpid(child, &status, 0);
    char text[8192] = {0};
    ssize_t got = pread(err, text, sizeof text - 1, 0);
    text[got > 0 ? got : 0] = '\0';
    close(err);
    unlink(err_path);
    char shown[2048];
    describe(argv, argc, shown, sizeof shown);
    cr_assert(WIFEXITED(status), "run %d: killed by signal %d:%s\n%s", number,
              WIFSIGNALED(status) ? WTERMSIG(status) : 0, shown, text);
    int code = WEXITSTATUS(status);
    cr_assert(strstr(text, "Sanitizer") == NULL && strstr(text, "runtime error") == NULL,
              "run %d: a sanitizer report:%s\n%s", number, shown, text);
    cr_assert(code == 0 || code == 2, "run %d: exit status %d:%s\n%s", number, code, shown, text);
    cr_assert_eq(count_lines(text), code == 0 ? 0 : 1, "run %d: exit %d with stderr:%s\n%s",
                 number, code, shown, text);
}

Test(fuzz, every_argument_vector_ends_in_0_or_in_2_with_one_line, .timeout = 300) {
    const char *given = getenv("CHAPTER_BIN");
    cr_assert_not_null(given, "set CHAPTER_BIN to a chapter program");
    char program[4096];
    cr_assert_not_null(realpath(given, program));
    cr_assert_not_null(mkdtemp(scratch));
    snprintf(csv_path, sizeof csv_path, "%s/out.csv", scratch);
    snprintf(png_path, sizeof png_path, "%s/shot.png", scratch);
    const char *seed = getenv("FUZZ_SEED"), *runs_text = getenv("FUZZ_RUNS");
    state = seed ? strtoull(seed, NULL, 10) : 20240608u;
    int runs = runs_text ? atoi(runs_text) : DEFAULT_RUNS;
    cr_log_info("fuzz: %d runs, seed %llu", runs, (unsigned long long)state);
    for (int i = 0; i < runs; i++) {
        run_once(program, i);
    }
    char command[128];
    snprintf(command, sizeof command, "rm -rf '%s'", scratch);
    cr_assert_eq(system(command), 0);
}
