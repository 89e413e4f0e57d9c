// Output files appear whole or not at all: written beside the target and
// renamed at the end; an existing file is untouched until then; every failed
// write is noticed and named.
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "output.h"

static char directory[] = "/tmp/output-test-XXXXXX";
static char path[256], message[512];

static void make_directory(void) {
    cr_assert_not_null(mkdtemp(directory));
    snprintf(path, sizeof path, "%s/out.csv", directory);
}

// Removes what a test left, and fails if a temporary file was left behind.
static void remove_directory(void) {
    unlink(path);
    cr_expect_eq(rmdir(directory), 0, "something was left beside the target");
}

TestSuite(output, .init = make_directory, .fini = remove_directory);

static void write_file(const char *file_path, const char *text) {
    FILE *file = fopen(file_path, "w");
    cr_assert_not_null(file);
    fputs(text, file);
    fclose(file);
}

static void expect_contents(const char *file_path, const char *expected) {
    char text[256] = {0};
    FILE *file = fopen(file_path, "r");
    cr_assert_not_null(file, "%s is missing", file_path);
    size_t read = fread(text, 1, sizeof text - 1, file);
    text[read] = '\0';
    fclose(file);
    cr_expect_str_eq(text, expected);
}

Test(output, a_new_file_appears_only_when_closed) {
    Output output;
    cr_assert(output_open(&output, "--csv", path, message, sizeof message), "%s", message);
    fputs("a,b\n", output.file);
    cr_expect_neq(access(path, F_OK), 0, "the target appeared before the end");
    cr_assert(output_close(&output, message, sizeof message), "%s", message);
    expect_contents(path, "a,b\n");
}

Test(output, an_existing_file_is_untouched_until_closed_and_when_discarded) {
    write_file(path, "old\n");
    Output output;
    cr_assert(output_open(&output, "--csv", path, message, sizeof message), "%s", message);
    fputs("new\n", output.file);
    expect_contents(path, "old\n");
    output_discard(&output);
    expect_contents(path, "old\n");
    cr_assert(output_open(&output, "--csv", path, message, sizeof message), "%s", message);
    fputs("new\n", output.file);
    cr_assert(output_close(&output, message, sizeof message), "%s", message);
    expect_contents(path, "new\n");
}

Test(output, a_new_file_gets_the_modes_fopen_would_give) {
    mode_t mask = umask(022);
    Output output;
    cr_assert(output_open(&output, "--csv", path, message, sizeof message), "%s", message);
    cr_assert(output_close(&output, message, sizeof message), "%s", message);
    umask(mask);
    struct stat status;
    cr_assert_eq(stat(path, &status), 0);
    cr_expect_eq(status.st_mode & 0777, 0644, "mode %o", status.st_mode & 0777);
}

Test(output, a_missing_directory_is_named) {
    Output output;
    cr_assert_not(output_open(&output, "--dump", "/nonexistent/dir/d.csv", message, sizeof message));
    cr_expect(strstr(message, "--dump '/nonexistent/dir/d.csv'") != NULL, "%s", message);
    cr_expect(strstr(message, strerror(ENOENT)) != NULL, "%s", message);
}

// /dev/full takes the open and fails every write, as a full disk does.
Test(output, a_failed_write_is_noticed_within_a_buffer_and_named) {
    Output output;
    cr_assert(output_open(&output, "--csv", "/dev/full", message, sizeof message), "%s", message);
    long rows = 0;
    while (output_ok(&output) && rows < 100000) {
        fputs("0,0.016666666666666666,1.2345678901234567,2.3456789012345678\n", output.file);
        rows++;
    }
    cr_expect_lt(rows, 1000, "noticed only after %ld rows", rows);
    cr_assert_not(output_close(&output, message, sizeof message));
    cr_expect_str_eq(message, "--csv '/dev/full': No space left on device");
}

Test(output, a_failed_flush_at_the_end_is_noticed) {
    Output output;
    cr_assert(output_open(&output, "--csv", "/dev/full", message, sizeof message), "%s", message);
    fputs("one short row\n", output.file);
    cr_assert(output_ok(&output), "still in the buffer");
    cr_assert_not(output_close(&output, message, sizeof message));
}

Test(output, two_spellings_of_one_file_are_the_same_target) {
    char other[300];
    snprintf(other, sizeof other, "%s/./out.csv", directory);
    Output a, b;
    cr_assert(output_open(&a, "--csv", path, message, sizeof message), "%s", message);
    cr_assert(output_open(&b, "--dump", other, message, sizeof message), "%s", message);
    cr_expect(output_same_target(&a, &b));
    output_discard(&a);
    output_discard(&b);
}
