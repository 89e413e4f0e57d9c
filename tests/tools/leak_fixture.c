// A Criterion test that passes its assertion but leaks: tools/run-test must
// fail it. Built and run only by tests/tools/test-run-test.
#include <criterion/criterion.h>
#include <stdlib.h>

static void *kept;

Test(fixture, leaks_but_asserts_nothing_wrong) {
    char *lost = malloc(64);
    lost[0] = 'x';
    kept = lost + 1;  // only an interior pointer survives, so the block is leaked
    kept = NULL;
    cr_assert(1);
}
