// Sessions and the headless runner: parameters are layered chapter default,
// then scene default, then command line; divergence freezes the run; the CSV,
// dump, springs and summary have the columns COURSE.md and README.md fix.
#include <criterion/criterion.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alloc_count.h"
#include "fake_chapter.h"
#include "headless.h"
#include "interrupt.h"
#include "session.h"

static Options options;
static Session session;
static Stage stage;

Test(session, parameters_come_from_chapter_then_scene_then_command_line) {
    options = (Options){.scene = 1};
    session_load(&session, &fake_chapter, &options, 1);
    cr_assert_eq(fake_settings.k, 10.0, "the scene's default beats the chapter's");
    cr_assert_eq(fake_settings.dt, 0.5, "the chapter's default where the scene is silent");
    options.param_set[1] = true;
    options.param_value[1] = 3.0;
    session_load(&session, &fake_chapter, &options, 1);
    cr_assert_eq(fake_settings.k, 3.0, "the command line beats the scene");
}

Test(session, restart_keeps_the_current_values) {
    options = (Options){0};
    session_load(&session, &fake_chapter, &options, 0);
    fake_settings.k = 7.0;  // as a slider would
    session_restart(&session);
    session_step(&session);
    cr_assert_eq(fake_world.x, 7.0);
    cr_assert_eq(session.steps, 1);
}

// A live slider: the running world takes the new value where it stands, and
// the status line's start is measured again at that step.
Test(session, retune_keeps_the_state_and_measures_start_again) {
    options = (Options){0};
    session_load(&session, &fake_chapter, &options, 0);
    session_step(&session);
    session_step(&session);
    cr_assert_eq(session.retuned_at, -1, "no live change yet");
    fake_settings.dt = 0.25;
    fake_settings.k = 3.0;
    session_retune(&session);
    cr_assert_eq(fake_world.retunes, 1);
    cr_assert_eq(fake_world.dt, 0.25, "the world has the new step");
    cr_assert_eq(fake_world.x, 2.0, "nothing moved");
    cr_assert_eq(session.steps, 2, "the count goes on");
    cr_assert_eq(session.retuned_at, 2);
    cr_assert_eq(session.start.kinetic, 2.0, "start is measured where the change was made");
    session_step(&session);
    cr_assert_eq(fake_world.x, 5.0, "the next step uses the new k");
    session_restart(&session);
    cr_assert_eq(session.retuned_at, -1, "a rebuilt scene starts afresh");
}

Test(session, divergence_freezes_and_records_the_step) {
    options = (Options){0};
    session_load(&session, &fake_chapter, &options, 1);  // +10 a step: past 100 at step 11
    int steps = 0;
    while (session_step(&session)) {
        steps++;
        cr_assert_lt(steps, 1000, "never froze");
    }
    cr_assert(session.diverged);
    cr_assert_eq(session.diverged_at, 11);
    cr_assert_not(session_step(&session), "a frozen session stays frozen");
    cr_assert_eq(fake_world.x, 110.0, "and its world does not move");
    session_restart(&session);
    cr_assert_not(session.diverged, "restart thaws it");
}

// Reads a whole temporary file into a buffer.
static char *slurp(FILE *file) {
    fflush(file);
    long size = ftell(file);
    rewind(file);
    char *text = calloc((size_t)size + 1, 1);
    cr_assert_eq(fread(text, 1, (size_t)size, file), (size_t)size);
    return text;
}

static int count_lines(const char *text) {
    int lines = 0;
    for (const char *c = text; *c; c++) lines += *c == '\n';
    return lines;
}

// The headless runner on plain streams, then the summary line, as app.c does.
static HeadlessEnd run_on(long steps, FILE *csv, FILE *dump, FILE *out) {
    Output csv_output, dump_output;
    output_wrap(&csv_output, "--csv", csv);
    output_wrap(&dump_output, "--dump", dump);
    HeadlessEnd end = headless_run(&stage, steps, csv ? &csv_output : NULL,
                                   dump ? &dump_output : NULL, NULL);
    headless_write_summary(&stage, out);
    return end;
}

// Loads the fake chapter's scene, for a headless run with no other flag.
static void load_headless(int scene) {
    options = (Options){.headless = true};
    stage_load(&stage, &fake_chapter, &options, scene);
}

Test(headless, csv_has_the_fixed_columns_and_a_row_per_step_plus_step_zero) {
    load_headless(0);
    FILE *csv = tmpfile(), *out = tmpfile();
    cr_assert_eq(run_on(20, csv, NULL, out), HEADLESS_FINISHED);
    char *text = slurp(csv), *summary = slurp(out);
    const char *header = "step,time,kinetic,potential,energy,momentum_x,momentum_y,"
                         "max_stretch,mean_stretch,minus_x\n";
    cr_assert_eq(strncmp(text, header, strlen(header)), 0, "%s", text);
    cr_assert_eq(count_lines(text), 1 + 21);
    cr_assert(strstr(text, "\n0,0,0,1,1,0,0,0,0,-0\n") != NULL, "step 0 row: %s", text);
    cr_assert(strstr(text, "\n20,10,20,1,21,0,0,20,10,-20\n") != NULL, "step 20 row");
    cr_assert_str_eq(summary, "summary: scene=calm steps=20 time=10 diverged=no max_stretch=20 "
                              "mean_stretch=5 energy_start=1 energy_end=21\n");
    free(text);
    free(summary);
    fclose(csv);
    fclose(out);
}

Test(headless, stops_at_divergence_and_says_where) {
    load_headless(1);
    FILE *csv = tmpfile(), *out = tmpfile();
    cr_assert_eq(run_on(500, csv, NULL, out), HEADLESS_FINISHED);
    char *text = slurp(csv), *summary = slurp(out);
    cr_assert_eq(count_lines(text), 1 + 12, "rows for steps 0..11, then frozen");
    cr_assert(strstr(summary, "steps=11 ") != NULL, "%s", summary);
    cr_assert(strstr(summary, " diverged=yes diverged_at=11 ") != NULL, "%s", summary);
    free(text);
    free(summary);
    fclose(csv);
    fclose(out);
}

Test(headless, dump_has_a_row_per_body_per_step) {
    load_headless(0);
    FILE *dump = tmpfile(), *out = tmpfile();
    cr_assert_eq(run_on(3, NULL, dump, out), HEADLESS_FINISHED);
    char *text = slurp(dump);
    const char *header = "step,kind,index,x,y,angle,vx,vy,omega\n";
    cr_assert_eq(strncmp(text, header, strlen(header)), 0, "%s", text);
    cr_assert_eq(count_lines(text), 1 + 4 * 2);
    cr_assert(strstr(text, "\n3,p,1,3,1,0,0,0,0\n") != NULL, "%s", text);
    free(text);
    fclose(dump);
    fclose(out);
}

// After the run, a row per spring in the order the chapter lists them, with
// the chapter's own columns, for the world as the run left it.
Test(headless, springs_have_a_row_per_spring_after_the_run) {
    load_headless(0);
    FILE *springs = tmpfile(), *out = tmpfile();
    cr_assert_eq(run_on(3, NULL, NULL, out), HEADLESS_FINISHED);
    Output springs_output;
    output_wrap(&springs_output, "--springs", springs);
    cr_assert(headless_write_springs(&stage, &springs_output));
    char *text = slurp(springs);
    cr_assert_str_eq(text, "index,a,b,rest_length,x\n1,1,2,0.5,3\n0,0,1,0.5,3\n");
    free(text);
    fclose(springs);
    fclose(out);
}

// A write that fails is reported, not lost.
Test(headless, springs_on_a_full_device_fail) {
    load_headless(0);
    FILE *full = fopen("/dev/full", "w");
    cr_assert_not_null(full);
    setvbuf(full, NULL, _IONBF, 0);
    Output springs;
    output_wrap(&springs, "--springs", full);
    cr_assert_not(headless_write_springs(&stage, &springs));
    cr_assert_neq(springs.error, 0);
    fclose(full);
}

// The runner allocates its dump buffer once, before the first step.
Test(headless, allocates_a_fixed_amount_whatever_the_step_count) {
    options = (Options){.headless = true};
    FILE *sink = fopen("/dev/null", "w");
    stage_load(&stage, &fake_chapter, &options, 0);
    long before = alloc_count();
    run_on(2, sink, sink, sink);
    long few = alloc_count() - before;
    stage_load(&stage, &fake_chapter, &options, 0);
    before = alloc_count();
    run_on(9, sink, sink, sink);
    cr_assert_eq(alloc_count() - before, few);
    fclose(sink);
}

// A signal stops the run after the step it is in, with its rows whole.
Test(headless, a_signal_stops_the_run_after_the_current_step) {
    load_headless(0);
    interrupt_catch();
    raise(SIGINT);
    FILE *csv = tmpfile(), *out = tmpfile();
    cr_assert_eq(run_on(50, csv, NULL, out), HEADLESS_INTERRUPTED);
    char *text = slurp(csv);
    cr_assert_eq(stage.sides[0].steps, 1);
    cr_assert_eq(count_lines(text), 1 + 2, "header, steps 0 and 1");
    cr_assert_eq(interrupt_signal(), SIGINT);
    free(text);
    fclose(csv);
    fclose(out);
    signal(SIGINT, SIG_DFL);
}

// The first failed write ends the run: no more steps are computed.
Test(headless, a_failed_write_stops_the_run_at_once) {
    load_headless(0);
    FILE *full = fopen("/dev/full", "w");
    cr_assert_not_null(full);
    // The fake scene diverges at step 101: a small buffer fills well before.
    static char buffer[256];
    setvbuf(full, buffer, _IOFBF, sizeof buffer);
    Output csv;
    output_wrap(&csv, "--csv", full);
    HeadlessEnd end = headless_run(&stage, 1000000000L, &csv, NULL, NULL);
    cr_assert_eq(end, HEADLESS_WRITE_FAILED, "end %d after %ld steps", (int)end, stage.sides[0].steps);
    cr_assert_lt(stage.sides[0].steps, 20, "ran %ld steps after the disk was full", stage.sides[0].steps);
    cr_assert_eq(csv.error, ENOSPC);
    fclose(full);
}

// A pair: asked for on the command line, a headless run has both worlds, each
// built with its own value of the varying parameter, named in the CSV's
// columns and on its own summary line; the slider keeps the pair's value.
Test(pair, asked_for_gives_two_named_worlds) {
    options = (Options){.headless = true};
    options.param_set[3] = true;
    options.param_value[3] = 2.0;
    stage_load(&stage, &fake_chapter, &options, 0);
    cr_assert_eq(stage.count, 2);
    cr_assert_str_eq(stage.labels[0], "naive");
    cr_assert_str_eq(stage.labels[1], "sequential");
    cr_assert_eq(fake_world.solver, 0);
    cr_assert_eq(fake_twin.solver, 1);
    cr_assert_eq(fake_settings.solver, 2, "the slider still says both");
    FILE *csv = tmpfile(), *out = tmpfile();
    cr_assert_eq(run_on(2, csv, NULL, out), HEADLESS_FINISHED);
    char *text = slurp(csv), *summary = slurp(out);
    const char *header = "step,naive_time,naive_kinetic,naive_potential,naive_energy,naive_momentum_x,"
                         "naive_momentum_y,naive_max_stretch,naive_mean_stretch,naive_minus_x,"
                         "sequential_time,sequential_kinetic,sequential_potential,sequential_energy,"
                         "sequential_momentum_x,sequential_momentum_y,sequential_max_stretch,"
                         "sequential_mean_stretch,sequential_minus_x\n";
    cr_assert_eq(strncmp(text, header, strlen(header)), 0, "%s", text);
    cr_assert(strstr(text, "\n2,1,2.5,1,3.5,0,0,2.5,1.25,-2.5,1,2,1,3,0,0,2,1,-2\n") != NULL, "%s", text);
    cr_assert_eq(count_lines(summary), 2, "%s", summary);
    cr_assert(strstr(summary, "summary: scene=calm world=naive steps=2 ") == summary, "%s", summary);
    cr_assert(strstr(summary, "\nsummary: scene=calm world=sequential steps=2 ") != NULL, "%s", summary);
    free(text);
    free(summary);
    fclose(csv);
    fclose(out);
}

// Headless, a pair is only what the command line asks for: by default the
// run describes one world, the pair's right one. The window shows the pair.
Test(pair, headless_runs_one_world_unless_asked) {
    load_headless(0);
    cr_assert_eq(stage.count, 1);
    cr_assert_eq(fake_world.solver, 1, "the right world's value");
    options = (Options){0};
    stage_load(&stage, &fake_chapter, &options, 0);
    cr_assert_eq(stage.count, 2, "the window opens on the pair");
    options.param_set[3] = true;
    options.param_value[3] = 0.0;
    stage_load(&stage, &fake_chapter, &options, 0);
    cr_assert_eq(stage.count, 1, "a solver asked for is one world");
    cr_assert_eq(fake_world.solver, 0);
}

// Each world freezes on its own: the other goes on until it freezes too.
Test(pair, each_world_freezes_on_its_own) {
    options = (Options){0};
    stage_load(&stage, &fake_chapter, &options, 1);  // +10 a step: the left world starts 0.5 along
    while (stage_step(&stage)) {
        cr_assert_lt(stage.sides[0].steps, 1000, "never froze");
    }
    cr_assert_eq(stage.sides[0].diverged_at, 10, "0.5 + 10·10 is past 100 a step sooner");
    cr_assert_eq(stage.sides[1].diverged_at, 11);
    cr_assert(stage_diverged(&stage));
    fake_settings.solver = 1;  // the slider moved off both
    stage_restart(&stage);
    cr_assert_eq(stage.count, 1, "a rebuild follows the slider");
}
