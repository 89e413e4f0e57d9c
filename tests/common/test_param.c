// A parameter's field in its own C type: the shell reads and writes a double,
// an int or a bool alike through param_get and param_set, and a value from
// the command line reaches an int field whole.
#include <criterion/criterion.h>
#include <criterion/redirect.h>
#include <signal.h>
#include <stdbool.h>

#include "fake_chapter.h"
#include "param.h"
#include "session.h"

Test(param, each_kind_of_field_takes_and_gives_back_its_value) {
    double real = 0.0;
    int whole = 0;
    bool flag = false;
    const Param params[] = {
        {"dt", "s", "a real", {.real = &real}, 0.5, 1e-3, 1.0, PARAM_LOG, PARAM_LIVE},
        {"size", "", "a whole number", {.whole = &whole}, 20.0, 1.0, 128.0, PARAM_INTEGER, PARAM_REBUILDS},
        {"rule", "", "a switch", {.flag = &flag}, 1.0, 0.0, 1.0, PARAM_INTEGER, PARAM_LIVE},
    };
    param_set(&params[0], 0.25);
    param_set(&params[1], 128.0);
    param_set(&params[2], 1.0);
    cr_assert(real == 0.25 && whole == 128 && flag);
    cr_assert(param_get(&params[0]) == 0.25 && param_get(&params[1]) == 128.0 && param_get(&params[2]) == 1.0);
    param_set(&params[2], 0.0);
    cr_assert(!flag && param_get(&params[2]) == 0.0);
}

// The fake chapter's iterations and solver are ints: the chapter's default,
// then the command line's value, land in them as the numbers given.
Test(param, the_command_line_sets_an_int_field) {
    Options options = {0};
    Session session;
    session_load(&session, &fake_chapter, &options, 0);
    cr_assert_eq(fake_settings.iterations, 4, "the chapter's default");
    options.param_set[2] = options.param_set[3] = true;
    options.param_value[2] = 64.0;
    options.param_value[3] = 1.0;
    session_load(&session, &fake_chapter, &options, 0);
    cr_assert_eq(fake_settings.iterations, 64);
    cr_assert_eq(fake_settings.solver, 1);
}

// A table row whose field does not match its scale is a chapter's mistake,
// caught the first time the shell touches it: a slider that rounds to whole
// numbers on a double, or one that gives 0.5 to an int, would not say so.
Test(param, a_whole_numbered_parameter_on_a_double_field_is_refused, .signal = SIGABRT,
     .init = cr_redirect_stderr) {
    double real = 0.0;
    const Param param = {"size", "", "a count", {.real = &real}, 20.0, 1.0, 128.0, PARAM_INTEGER, PARAM_REBUILDS};
    param_get(&param);
}
