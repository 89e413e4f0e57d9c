// bench_solver.c: times one chapter's step on a large scene. It links the
// chapter's physics alone (sim.c, scenes.c), as the tests do, and is built
// once per solver chapter with -DCHAPTER=NN.
//
// usage: bench_solver-NN [--springs] SCENE SIZE STEPS ITERATIONS REPEATS [NAME=VALUE]...
// SCENE is cloth or rope (SIZE their size), or wrecking-ball, string or
// bridge (SIZE ignored), each with its own defaults (the ball's mass, the
// string's nodes). --springs times nothing: it builds the scene as a repeat
// does and writes its springs in the order the step would meet them, as the
// chapter program's --springs does (index,a,b,rest_length: index is the
// spring's place in the array the step goes over), so that a figure draws
// order=particles from the bench itself.
//
// Each repeat builds the scene afresh and runs STEPS steps; clock_gettime
// brackets world_step alone, so building, measuring and printing are not
// timed. The time per step is the median over the repeats. The stretches
// are the headless summary's (the largest |L − L0|/L0 over the run, the mean
// over the springs and the steps, step 0 included), from the first repeat,
// and so is the rise: the most the energy ½mv² + m·g·y (no spring's share,
// so that every solver, Box2D's too, counts the same) went above its start.
// ITERATIONS is the spring visits a step: from chapter 13 on they are spent
// as substeps (chapter 14: half as substeps, each one solving and one
// relaxing sweep, Box2D v3's way). NAME=VALUE sets one of the chapter's
// settings (cs, cd, rule, warmstart, correction; hertz, zeta) before the
// scene is built; order=particles puts the built springs in another order
// (below). Prints one line:
//   ours: chapter=NN scene=S size=N steps=K iterations=I springs=M
//         ms_per_step=T ns_per_spring_iteration=X max_stretch=X
//         mean_stretch=X rise=E peak_rss_kb=K
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#include "clock.h"
#include "sim.h"

static int sweeps_per_substep = 1;  // chapter 16's sweeps=N: the springs visited N times a substep

static World world;  // static, as in the chapter program: it holds room for 16,384 particles

enum { MAX_REPEATS = 15 };

// The chapter program's defaults for the bench's scenes, with the sequential
// solver alone from chapter 10 on.
// Chapters 11 and 12 have no rule switch (the naive world always shares),
// and chapter 12 keeps only the article's warm-start rule and runs at its
// own correction, 0.6 (the top of the band that holds the wrecking ball at
// 8 iterations, chapter 12); chapter 13 spends the iterations as substeps; chapter 14 gives its springs as hertz and ζ
// (Box2D v3's joint settings) and chapter 15 is XPBD, rigid and shuffled.
static Settings defaults(int size, int iterations) {
#if CHAPTER >= 16
    Settings settings = {.dt = 1.0 / 60.0, .gravity = 9.81, .mass = 1.0, .size = size};
#elif CHAPTER >= 14
    Settings settings = {.dt = 1.0 / 60.0, .gravity = 9.81, .mass = 1.0, .hertz = 60.0, .zeta = 2.0, .size = size};
#else
    Settings settings = {.dt = 1.0 / 60.0, .gravity = 9.81, .mass = 1.0, .cs = 1.0, .cd = 1.0, .size = size};
#endif
#if CHAPTER <= 10
    settings.rule = true;
#endif
#if CHAPTER >= 10 && CHAPTER <= 13
    settings.iterations = iterations;
    settings.solver = SEQUENTIAL;
#elif CHAPTER < 10
    (void)iterations;
#endif
#if CHAPTER >= 11 && CHAPTER <= 15
    settings.warmstart = 1.0;
#endif
#if CHAPTER == 11
    settings.warm_rule = WARM_ARTICLE;
#endif
#if CHAPTER == 12
    settings.correction = 0.6;  // the chapter's own default (the string's scene sets 0.3)
#endif
#if CHAPTER == 13
    settings.correction = 1.0;
#endif
#if CHAPTER == 13
    // The same spring visits a step as the chapters before, spent as one
    // sweep in each of as many small steps, without the warm start, which
    // small steps do not want (chapter 13).
    settings.solver = SMALL_STEPS;
    settings.substeps = iterations;
    settings.iterations = 1;
    settings.warmstart = 0.0;
#endif
#if CHAPTER == 14
    // Box2D v3's soft step: each substep one sweep with the bias and one
    // relaxing, so half the visits are substeps (an odd count rounds up).
    settings.solver = SOFT_STEP;
    settings.substeps = (iterations + 1) / 2;
    settings.iterations = 1;
    settings.relax = 1;
#endif
#if CHAPTER == 16
    // Chapter 15's XPBD, rigid, on one thread unless threads=N asks for more.
    settings.substeps = iterations;
    settings.iterations = 1;
    settings.compliance = 0.0;
    settings.threads = 1;
#endif
#if CHAPTER == 15
    settings.solver = XPBD;
    settings.substeps = iterations;
    settings.iterations = 1;
    settings.relax = 1;
    settings.compliance = 0.0;
    settings.order = SHUFFLED;
#endif
    return settings;
}

// Sets the setting called name; false when the chapter has none of that name.
static bool set_setting(Settings *settings, const char *name, double value) {
    if (false) {
#if CHAPTER >= 16
    } else if (strcmp(name, "threads") == 0) {
        settings->threads = (int)value;
    } else if (strcmp(name, "sweeps") == 0) {
        settings->iterations = (int)value;  // sweeps a substep; the visits count them
        sweeps_per_substep = (int)value;
#elif CHAPTER >= 14
    } else if (strcmp(name, "hertz") == 0) {
        settings->hertz = value;
    } else if (strcmp(name, "zeta") == 0) {
        settings->zeta = value;
#else
    } else if (strcmp(name, "cs") == 0) {
        settings->cs = value;
    } else if (strcmp(name, "cd") == 0) {
        settings->cd = value;
#endif
#if CHAPTER <= 10
    } else if (strcmp(name, "rule") == 0) {
        settings->rule = value != 0.0;
#endif
#if CHAPTER >= 11 && CHAPTER <= 15
    } else if (strcmp(name, "warmstart") == 0) {
        settings->warmstart = value;
#endif
#if CHAPTER == 15
    } else if (strcmp(name, "order") == 0) {
        settings->order = (int)value;  // 0: the scene's order, 1: shuffled
#endif
#if CHAPTER >= 12 && CHAPTER <= 13
    } else if (strcmp(name, "correction") == 0) {
        settings->correction = value;
#endif
    } else {
        return false;
    }
    return true;
}

// The cloth adds its springs a row at a time, in runs that share no
// particle. order=particles sorts them by their second particle, then their
// first from the last: each particle's springs one after another, the one to
// its left neighbour first, so that every spring but the first of each row of
// particles shares a particle with the one before it. The springs and the work are the same; only the order the
// solver meets them in differs (How fast is it? measures what that costs).
#if CHAPTER < 16
static int by_particles(const void *left, const void *right) {
    const Spring *x = left, *y = right;
    return x->b != y->b ? (x->b > y->b) - (x->b < y->b) : (x->a < y->a) - (x->a > y->a);
}
#endif

// The scenes the bench builds: cloth and rope at the size asked, the others
// as the chapter programs build them, each with its own defaults.
typedef struct {
    const char *name;
    void (*defaults)(Settings *settings);
    void (*build)(World *world, const Settings *settings);
    bool sized;
} Scene;

static const Scene scenes[] = {
    {"cloth", cloth_defaults, cloth_build, true},
    {"rope", rope_defaults, rope_build, true},
    {"wrecking-ball", wrecking_ball_defaults, wrecking_ball_build, false},
    {"string", string_defaults, string_build, false},
    {"bridge", NULL, bridge_build, false},
};

// ½mv² + m·g·y over the particles (anchors have no mass): the energy that
// the solvers, ours and Box2D's alike, should never raise.
static double kinetic_and_gravity(const World *w) {
    double energy = 0.0;
    for (int i = 0; i < w->particle_count; i++) {
#if CHAPTER >= 16
        Vec2 v = particle_velocity(w, i);
        energy += 0.5 * w->mass[i] * vec2_dot(v, v) + w->mass[i] * w->gravity * particle_position(w, i).y;
#else
        const Particle *p = &w->particles[i];
        energy += 0.5 * p->mass * vec2_dot(p->velocity, p->velocity) - p->mass * vec2_dot(w->gravity, p->position);
#endif
    }
    return energy;
}

static int usage(void) {
    fprintf(stderr, "usage: bench_solver [--springs] cloth|rope|wrecking-ball|string|bridge SIZE STEPS ITERATIONS "
                    "REPEATS [NAME=VALUE]...\n");
    return 2;
}

// A repeat's world: the scene built afresh, its springs in the order asked.
static void build_scene(void (*build)(World *, const Settings *), const Settings *settings, bool by_particle) {
    build(&world, settings);
#if CHAPTER < 16
    if (by_particle) {
        qsort(world.springs, (size_t)world.spring_count, sizeof world.springs[0], by_particles);
    }
#else
    (void)by_particle;
#endif
}

// --springs: the chapter's own listing (world_springs) of the bench's world.
static int list_springs(void) {
    int count = world_springs(&world, NULL, 0);
    SpringRow *rows = calloc((size_t)count, sizeof *rows);
    if (rows == NULL) {
        fprintf(stderr, "bench_solver: no memory for %d springs\n", count);
        return 1;
    }
    world_springs(&world, rows, count);
    printf("index,a,b,rest_length\n");
    for (int i = 0; i < count; i++) {
        printf("%d,%d,%d,%.17g\n", rows[i].index, rows[i].a, rows[i].b, rows[i].rest_length);
    }
    free(rows);
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, "bench_solver: cannot write the springs to stdout\n");
        return 1;
    }
    return 0;
}

int main(int argc, char **argv) {
    // --springs comes first; the arguments after it are a timing run's.
    bool listing = argc > 1 && strcmp(argv[1], "--springs") == 0;
    argv += listing;
    argc -= listing;
    if (argc < 6) return usage();
    const char *scene = argv[1];
    int size = atoi(argv[2]), steps = atoi(argv[3]), iterations = atoi(argv[4]), repeats = atoi(argv[5]);
    const Scene *chosen = NULL;
    for (size_t i = 0; i < sizeof scenes / sizeof scenes[0]; i++) {
        if (strcmp(scene, scenes[i].name) == 0) {
            chosen = &scenes[i];
        }
    }
    if (chosen == NULL || size < 2 || steps < 1 || iterations < 1 || repeats < 1 || repeats > MAX_REPEATS) {
        return usage();
    }
    Settings settings = defaults(size, iterations);
    if (chosen->defaults != NULL) {
        chosen->defaults(&settings);
    }
    if (chosen->sized) {
        settings.size = size;  // the scene's own default size gives way to the one asked
    }
    void (*build)(World *, const Settings *) = chosen->build;
    bool by_particle = false;
    for (int i = 6; i < argc; i++) {
        if (strcmp(argv[i], "order=particles") == 0) {
            by_particle = true;
            continue;
        }
        const char *equals = strchr(argv[i], '=');
        char name[32];
        snprintf(name, sizeof name, "%.*s", equals ? (int)(equals - argv[i]) : 0, argv[i]);
        if (equals == NULL || !set_setting(&settings, name, atof(equals + 1))) {
            fprintf(stderr, "bench_solver: unknown setting '%s'\n", argv[i]);
            return 2;
        }
    }

    if (listing) {
        build_scene(build, &settings, by_particle);
        return list_springs();
    }

    double times[MAX_REPEATS], max_stretch = 0.0, mean_sum = 0.0, start_energy = 0.0, rise = 0.0;
    Metrics metrics;
    for (int r = 0; r < repeats; r++) {
        build_scene(build, &settings, by_particle);
        if (r == 0) {
            world_measure(&world, &metrics);
            max_stretch = metrics.max_stretch;
            mean_sum = metrics.mean_stretch;
            start_energy = kinetic_and_gravity(&world);
        }
        // region: timed
        times[r] = 0.0;
        for (int step = 0; step < steps; step++) {
            double start = seconds_now();
            world_step(&world);
            times[r] += seconds_now() - start;
            if (r == 0) {
                world_measure(&world, &metrics);
                if (max_stretch < metrics.max_stretch) max_stretch = metrics.max_stretch;
                mean_sum += metrics.mean_stretch;
                rise = fmax(rise, kinetic_and_gravity(&world) - start_energy);
            }
        }
        // end region: timed
    }
    qsort(times, (size_t)repeats, sizeof times[0], compare_doubles);
    double per_step = times[repeats / 2] / steps;
    // The naive solver (chapter 09) goes over its springs once a step.
    int sweeps = (CHAPTER >= 10 ? iterations : 1) * sweeps_per_substep;
    struct rusage usage_now;
    getrusage(RUSAGE_SELF, &usage_now);
    printf("ours: chapter=%02d scene=%s size=%d steps=%d iterations=%d springs=%d ms_per_step=%.4f "
           "ns_per_spring_iteration=%.3f max_stretch=%.6g mean_stretch=%.6g rise=%.6g peak_rss_kb=%ld\n",
           CHAPTER, scene, settings.size, steps, sweeps, world.spring_count, 1e3 * per_step,
           1e9 * per_step / ((double)world.spring_count * sweeps), max_stretch, mean_sum / (steps + 1), rise,
           usage_now.ru_maxrss);
    return 0;
}
