// Chapter 12's long runs (make soak): the program's default cloth, at
// correction 1, never gains energy over 6000 steps; the string hangs still
// only where its links, stretched by its weight, are under their limit.
#define _XOPEN_SOURCE 700
#include <criterion/criterion.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "programs.h"
#include "sim.h"

static World world;  // static: a World holds room for a cloth of 16,384 particles

// The program's own default cloth (32 × 32, 8 iterations, warm start 1),
// sequential alone, does not jitter at correction 1: its springs go a row
// at a time (scenes.c), and over 6000 steps its energy never rises above
// its start. Measured: the largest energy after the start is 12.5 J below
// it (its first step's). Through the optimized program in BIN_DIR (the
// sanitized build would take half a minute), reading the CSV's energy
// column against its row of step 0 (the summary's energy_start has only
// six digits): 1e-6 J of room is rounding's alone.
static double cloth_energy_gain(const char *correction) {
    char command[PATH_MAX + 160];
    snprintf(command, sizeof command,
             "%s/12-correction --headless --scene cloth --solver sequential --steps 6000 --param correction=%s --csv -",
             bin_dir(), correction);
    FILE *in = popen(command, "r");
    cr_assert_not_null(in);
    static char line[4096];
    double peak = -INFINITY, start = NAN;
    int rows = 0;
    while (fgets(line, sizeof line, in) != NULL) {
        if (line[0] >= '0' && line[0] <= '9') {
            // step,time,kinetic,potential,energy,...: the fifth column; the
            // row of step 0 is the start, to 17 digits
            const char *p = line;
            for (int comma = 0; comma < 4; comma++) {
                p = strchr(p, ',') + 1;
            }
            double energy = strtod(p, NULL);
            if (rows == 0) {
                start = energy;
            } else {
                peak = fmax(peak, energy);
            }
            rows++;
        }
    }
    int status = pclose(in);
    cr_assert(WIFEXITED(status) && WEXITSTATUS(status) == 0, "correction %s: status %d", correction, status);
    cr_assert_eq(rows, 6001, "correction %s: %d rows", correction, rows);
    return peak - start;
}

Test(correction, the_default_cloth_holds_at_one) {
    double gain = cloth_energy_gain("1");
    cr_log_info("cloth: energy gained %g J at correction 1", gain);
    cr_assert_leq(gain, 1e-6, "correction 1: gained %g J", gain);
}

// The string hangs still only where its links, stretched by its weight,
// are under their limit m·L/Δt² (chapter 10). A link that pulls back with
// K = N·η/(2 − η), in units of m/Δt², a step (test_stiffness.c) stretches
// by F·Δt²/(K·m) to hold F, or half that at the warm start, which brings
// back each step the corrections of the last, half the tension at rest:
// there it acts as a link of K_s = 2K (K_s = K cold). With
// L = L₀ + F·Δt²/(K_s·m) the limit holds while K_s < q/(q − 1),
// q = F·Δt²/(m·L₀): for the string, 19.6 N at its anchor against 9 N,
// q = 2.18 and K_s < 1.85, so K < 0.92 at the warm start and K < 1.85
// without it (the appendix Measurements, chapter 12, "The string: an edge
// the model places"). The string, 30,000 steps (500 s), read over the
// last 3000: the sharpest turn between two links that meet at a moving node.
// At the warm start, at K = 1, from 4 iterations at 2/5, 8 at 2/9 and 16 at
// 2/17, it hangs nearly straight (measured: 0.056, 0.045 and 0.043 rad); at
// K = 1.41, from 4 at 0.52, 8 at the scene's own 0.3 and 16 at 0.162, it
// keeps a zigzag (0.81, 0.80 and 0.79 rad), though its energy never rises
// above its start: the edge follows K, not η, a little above the 0.92
// predicted (between 1.04 and 1.09 at 8 iterations). Without the warm start
// the links stretch twice as far, and 8 iterations at 0.3 (K = 1.41) hang
// still (0.037 rad) while 0.45 (K = 2.32) does not (0.99 rad); the edge
// lies between 2.0 and 2.32, as far above the 1.85 predicted. The test asks
// for under 0.2 rad and over 0.4 rad. (Too soft a string fails another way:
// at the warm start and 8 iterations, 0.18 stretches its links five times
// their length, and 0.2 holds 30,000 steps but not 100,000.)
static double sharpest_turn(int iterations, double correction, double warmstart) {
    Settings s = {.dt = 1.0 / 60.0, .gravity = 9.81, .mass = 1.0, .cs = 1.0, .cd = 1.0, .iterations = iterations,
                  .warmstart = warmstart, .solver = SEQUENTIAL, .size = 20, .spin = 2.0};
    string_defaults(&s);
    s.correction = correction;
    string_build(&world, &s);
    double sharpest = 0.0;
    for (int step = 1; step <= 30000; step++) {
        world_step(&world);
        cr_assert_not(world_diverged(&world), "%d iterations at %g: diverged at step %d", iterations, correction, step);
        if (step <= 27000) {
            continue;
        }
        for (int i = 1; i < world.spring_count; i++) {
            const Spring *up = &world.springs[i - 1], *down = &world.springs[i];
            if (up->b != down->a || world.particles[up->b].inverse_mass == 0.0) {
                continue;  // not two links meeting at a moving node (the anchor's two sides hang back to back)
            }
            double across = up->unit.x * down->unit.y - up->unit.y * down->unit.x;
            sharpest = fmax(sharpest, fabs(atan2(across, vec2_dot(up->unit, down->unit))));
        }
    }
    return sharpest;
}

static void expect_string(int iterations, double still, double restless, double warmstart) {
    double straight = sharpest_turn(iterations, still, warmstart);
    double zigzag = sharpest_turn(iterations, restless, warmstart);
    cr_log_info("warm start %g, %d iterations: %g rad at %g, %g rad at %g", warmstart, iterations, straight, still,
                zigzag, restless);
    cr_expect_lt(straight, 0.2, "warm start %g, %d iterations at %g: turns by %g rad", warmstart, iterations, still,
                 straight);
    cr_expect_gt(zigzag, 0.4, "warm start %g, %d iterations at %g: turns by only %g rad", warmstart, iterations,
                 restless, zigzag);
}

Test(stiffness, the_string_hangs_still_where_its_stretched_links_are_under_their_limit) {
    expect_string(4, 2.0 / 5.0, 0.52, 1.0);
    expect_string(8, 2.0 / 9.0, 0.3, 1.0);
    expect_string(16, 2.0 / 17.0, 0.162, 1.0);
    expect_string(8, 0.3, 0.45, 0.0);
}
