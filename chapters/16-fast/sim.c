// sim.c: chapter 15's XPBD, written for the machine. Each substep moves the
// particles first, then goes over the springs, moving a spring's ends back
// toward its length, and takes each particle's velocity from how far it
// went. The arithmetic is chapter 15's, in floats. The sweep takes the
// springs a batch at a time: a batch's springs share no particle, so they
// can be solved in any order, all at once, and its runs are loops over
// consecutive particles that the compiler vectorizes (`#pragma omp simd`)
// and threads share (`#pragma omp for`). Built without OpenMP, the pragmas
// vanish and the same loops run one spring at a time: the scalar build.
#include "sim.h"

#include <assert.h>
#include <string.h>
#include <tgmath.h>  // sqrt of a float is sqrtf

#ifdef _OPENMP
#include <omp.h>
// Each thread takes a share of the loop's iterations, and waits at its end.
#define EACH_THREAD _Pragma("omp for schedule(static)")
// The loop's iterations are independent: the compiler may run a vector's worth at once.
#define EACH_LANE _Pragma("omp simd")
#define EACH_THREAD_AND_LANE _Pragma("omp for simd schedule(static)")
#define ONE_THREAD _Pragma("omp single")
#else
#define EACH_THREAD
#define EACH_LANE
#define EACH_THREAD_AND_LANE
#define ONE_THREAD
#endif

// Fewer springs than this are not worth a second thread: a batch of the
// cloth's eight then holds under 512 springs, half a microsecond of work at
// a nanosecond a visit, and the threads would wait at its end about as
// long as they worked.
enum { PARALLEL_SPRINGS = 4096 };

// An empty world; world_retune gives it the rest of the settings, as it
// gives them to a running world.
void world_init(World *world, const Settings *settings) {
    memset(world, 0, sizeof *world);
    world->grab = (Grab){.particle = -1};
    world->ball = -1;
    world_retune(world, settings);
}

static int add_particle(World *world, Vec2 position, double inverse_mass) {
    assert(world->particle_count < MAX_PARTICLES);
    int index = world->particle_count++;
    world->x[index] = (Real)position.x;
    world->y[index] = (Real)position.y;
    world->inverse_mass[index] = (Real)inverse_mass;
    world->mass[index] = inverse_mass > 0.0 ? (Real)(1.0 / inverse_mass) : 0;
    return index;
}

int world_add_particle(World *world, Vec2 position, double mass) {
    assert(mass > 0.0);
    return add_particle(world, position, 1.0 / mass);
}

// An anchor's inverse mass is zero: no projection moves it.
int world_add_anchor(World *world, Vec2 position) {
    return add_particle(world, position, 0.0);
}

// A spring's rest length is the distance between its ends when it is made,
// as they are stored: in floats.
int world_add_spring(World *world, int a, int b) {
    assert(world->spring_count < MAX_SPRINGS);
    assert(a >= 0 && a < world->particle_count && b >= 0 && b < world->particle_count);
    int index = world->spring_count++;
    world->a[index] = a;
    world->b[index] = b;
    world->rest_length[index] = (Real)spring_length(world, index);
    assert(world->rest_length[index] > 0);
    world->swept = false;
    return index;
}

// region: order
// The batches: each spring, in the order the scene made it, joins the first
// batch in which neither of its ends has a spring yet (a greedy colouring).
static void colour_springs(World *world, int *batch) {
    size_t particles = (size_t)world->particle_count;
    memset(world->taken_batches, 0, sizeof world->taken_batches[0] * particles);
    world->batch_count = 0;
    for (int i = 0; i < world->spring_count; i++) {
        uint64_t taken = world->taken_batches[world->a[i]] | world->taken_batches[world->b[i]];
        int first_free = 0;
        while (taken >> first_free & 1u) {
            first_free++;
        }
        assert(first_free < MAX_BATCHES);
        batch[i] = first_free;
        world->taken_batches[world->a[i]] |= (uint64_t)1 << first_free;
        world->taken_batches[world->b[i]] |= (uint64_t)1 << first_free;
        if (world->batch_count <= first_free) {
            world->batch_count = first_free + 1;
        }
    }
}

// Scratch for build_runs, which is called at build time only: the springs'
// places in the sweep, and one property at a time on its way there.
static int sorted[MAX_SPRINGS], by_end[MAX_SPRINGS], batch_of[MAX_SPRINGS];
static int counts[MAX_PARTICLES + 1];
static int scratch[MAX_SPRINGS];
static Real scratch_lengths[MAX_SPRINGS];

// A counting sort, stable: `order` (n spring indices) by key[spring], keys
// below `keys`, into `out`.
static void sort_by(const int *order, int n, const int *key, int keys, int *out) {
    memset(counts, 0, sizeof counts[0] * (size_t)(keys + 1));
    for (int i = 0; i < n; i++) {
        counts[key[order[i]] + 1]++;
    }
    for (int k = 0; k < keys; k++) {
        counts[k + 1] += counts[k];
    }
    for (int i = 0; i < n; i++) {
        out[counts[key[order[i]]]++] = order[i];
    }
}

// The springs rearranged in the sweep's order: by batch, and within a batch
// by their first end, so that a grid's rows of springs fall into runs.
static void rearrange(World *world) {
    int n = world->spring_count;
    for (int i = 0; i < n; i++) {
        scratch[i] = i;
    }
    sort_by(scratch, n, world->a, world->particle_count, by_end);
    sort_by(by_end, n, batch_of, world->batch_count, sorted);
    int *properties[] = {world->a, world->b, batch_of};
    for (int p = 0; p < 3; p++) {
        memcpy(scratch, properties[p], sizeof scratch[0] * (size_t)n);
        for (int i = 0; i < n; i++) {
            properties[p][i] = scratch[sorted[i]];
        }
    }
    memcpy(scratch_lengths, world->rest_length, sizeof scratch_lengths[0] * (size_t)n);
    for (int i = 0; i < n; i++) {
        world->rest_length[i] = scratch_lengths[sorted[i]];
    }
}

// Cuts each batch into runs: a spring continues the run before it when both
// its ends are the next particles along.
static void build_runs(World *world) {
    colour_springs(world, batch_of);
    rearrange(world);
    world->run_count = 0;
    for (int i = 0; i < world->spring_count; i++) {
        Run *last = world->run_count > 0 ? &world->runs[world->run_count - 1] : NULL;
        bool continues = last != NULL && batch_of[i] == batch_of[i - 1] &&
                         world->a[i] == last->a + last->count && world->b[i] == last->b + last->count;
        if (continues) {
            last->count++;
        } else {
            Run first = {.first = i, .a = world->a[i], .b = world->b[i], .count = 1};
            world->runs[world->run_count++] = first;
        }
    }
    for (int batch = 0, run = 0; batch <= world->batch_count; batch++) {
        while (run < world->run_count && batch_of[world->runs[run].first] < batch) {
            run++;
        }
        world->batch_start[batch] = run;
    }
    world->swept = true;
}
// end region: order

// The live parameters, given to a running world: the step and its
// substeps, gravity, the sweeps, the compliance, the threads, and every
// moving particle's mass (unless the scene chose its own: then the ball's
// alone). Scenes call it last, and it puts their springs in the sweep's
// order. Positions and velocities stay as they are.
void world_retune(World *world, const Settings *settings) {
    world->dt = settings->dt;
    world->gravity = (Real)settings->gravity;
    world->substeps = settings->substeps;
    world->h = (Real)(settings->dt / settings->substeps);
    world->iterations = settings->iterations;
    world->compliance = (Real)settings->compliance;
    world->threads = settings->threads;
    if (!world->swept) {
        build_runs(world);
    }
    for (int i = 0; i < world->particle_count; i++) {
        if (world->inverse_mass[i] > 0 && (!world->own_masses || i == world->ball)) {
            world->mass[i] = (Real)settings->mass;
            world->inverse_mass[i] = (Real)(1.0 / settings->mass);
        }
    }
}

Vec2 particle_position(const World *world, int particle) {
    return vec2(world->x[particle], world->y[particle]);
}

Vec2 particle_velocity(const World *world, int particle) {
    return vec2(world->vx[particle], world->vy[particle]);
}

double spring_length(const World *world, int spring) {
    Vec2 a = particle_position(world, world->a[spring]), b = particle_position(world, world->b[spring]);
    return vec2_distance(a, b);
}

// A spring of compliance α stores ½x²/α; a rigid one stores no energy: its
// stretch is what the solver leaves undone.
double spring_stiffness(const World *world) {
    return world->compliance > 0 ? 1.0 / world->compliance : 0.0;
}

// region: predict
// Every particle moves with its velocity, gravity's change included; an
// anchor's inverse mass is 0, and its velocity stays 0. How far it moves is
// kept as `moved`: its position stays where the substep found it until the
// substep ends. The mouse moves its particle GRAB_STRENGTH of the way to the
// target.
static void predict(World *world) {
    const Real h = world->h, fall = world->gravity * world->h;
    EACH_THREAD_AND_LANE
    for (int i = 0; i < world->particle_count; i++) {
        world->vy[i] = world->inverse_mass[i] > 0 ? world->vy[i] - fall : world->vy[i];
        world->moved_x[i] = world->vx[i] * h;
        world->moved_y[i] = world->vy[i] * h;
    }
    if (world->grab.particle >= 0) {
        ONE_THREAD
        {
            int held = world->grab.particle;
            Real x = world->x[held] + world->moved_x[held], y = world->y[held] + world->moved_y[held];
            world->moved_x[held] += (world->grab.x - x) * GRAB_STRENGTH;
            world->moved_y[held] += (world->grab.y - y) * GRAB_STRENGTH;
        }
    }
}
// end region: predict

// region: project
// Chapter 15's projection, for springs `from` to `count` of those that
// start at spring `first`, joining particles a + k and b + k: with
// x = L − L0 the stretch and α̃ the compliance per substep, the spring's
// multiplier J·h (the XPBD paper's λ) grows by
// j·h = −(x + α̃·J·h)/(wa + wb + α̃), and a moves by −wa·j·h·ê, b by
// +wb·j·h·ê. Its one division is j·h/L, which scales (dx, dy) into j·h·ê:
// a division costs several multiplications. `keep` is 0 in a
// substep's first sweep, which starts J afresh, and 1 after. Between two
// anchors, or with its ends on top of each other, a spring moves nothing.
// Each of these is a select, not a branch, so that the loop stays one
// stream of vector instructions; so is `from`: the lanes before it compute
// and write back what they read. The springs share no particle, so the
// lanes never write one another's ends.
static void project(World *world, int first, int a, int b, int from, int count, Real alpha_tilde,
                    Real keep) {
    const Real *restrict xa = world->x + a, *restrict ya = world->y + a;
    const Real *restrict xb = world->x + b, *restrict yb = world->y + b;
    Real *restrict moved_xa = world->moved_x + a, *restrict moved_ya = world->moved_y + a;
    Real *restrict moved_xb = world->moved_x + b, *restrict moved_yb = world->moved_y + b;
    const Real *restrict wa = world->inverse_mass + a;
    const Real *restrict wb = world->inverse_mass + b;
    const Real *restrict rest = world->rest_length + first;
    Real *restrict kept = world->kept + first;
    const Real h = world->h, per_h = 1 / world->h;
    EACH_LANE
    for (int k = 0; k < count; k++) {
        // Every number read first, then every one written. The arrays lie a
        // multiple of 4 KB apart, so moved_x[k] and moved_y[k] share their
        // addresses' last 12 bits, and a core that compares only those bits
        // holds a load behind a pending store to the other (4K aliasing).
        Real mxa = moved_xa[k], mya = moved_ya[k], mxb = moved_xb[k], myb = moved_yb[k];
        Real dx = (xb[k] - xa[k]) + (mxb - mxa);
        Real dy = (yb[k] - ya[k]) + (myb - mya);
        Real length = sqrt(dx * dx + dy * dy);
        Real w = wa[k] + wb[k];
        bool moves = (k >= from) & (w > 0) & (length > 0);  // &, not &&: no branch
        Real c = length - rest[k];
        Real before = keep * kept[k];
        Real along = -(c + alpha_tilde * before * h) / (moves ? (w + alpha_tilde) * length : 1);  // j·h/L
        along = moves ? along : 0;
        kept[k] = k >= from ? before + along * length * per_h : kept[k];
        Real mx = dx * along, my = dy * along;
        moved_xa[k] = mxa - mx * wa[k];
        moved_ya[k] = mya - my * wa[k];
        moved_xb[k] = mxb + mx * wb[k];
        moved_yb[k] = myb + my * wb[k];
    }
}

// The same projection for rigid springs, α = 0, the default: j·h = −(L − L0)/(wa + wb),
// and J, which only a compliant spring reads, is not kept: fewer numbers
// to load and store, and less arithmetic.
static void project_rigid(World *world, int first, int a, int b, int from, int count) {
    const Real *restrict xa = world->x + a, *restrict ya = world->y + a;
    const Real *restrict xb = world->x + b, *restrict yb = world->y + b;
    Real *restrict moved_xa = world->moved_x + a, *restrict moved_ya = world->moved_y + a;
    Real *restrict moved_xb = world->moved_x + b, *restrict moved_yb = world->moved_y + b;
    const Real *restrict wa = world->inverse_mass + a;
    const Real *restrict wb = world->inverse_mass + b;
    const Real *restrict rest = world->rest_length + first;
    EACH_LANE
    for (int k = 0; k < count; k++) {
        // Every number read first, then every one written. The arrays lie a
        // multiple of 4 KB apart, so moved_x[k] and moved_y[k] share their
        // addresses' last 12 bits, and a core that compares only those bits
        // holds a load behind a pending store to the other (4K aliasing).
        Real mxa = moved_xa[k], mya = moved_ya[k], mxb = moved_xb[k], myb = moved_yb[k];
        Real dx = (xb[k] - xa[k]) + (mxb - mxa);
        Real dy = (yb[k] - ya[k]) + (myb - mya);
        Real length = sqrt(dx * dx + dy * dy);
        Real w = wa[k] + wb[k];
        bool moves = (k >= from) & (w > 0) & (length > 0);
        Real along = -(length - rest[k]) / (moves ? w * length : 1);  // j·h/L
        along = moves ? along : 0;
        Real mx = dx * along, my = dy * along;
        moved_xa[k] = mxa - mx * wa[k];
        moved_ya[k] = mya - my * wa[k];
        moved_xb[k] = mxb + mx * wb[k];
        moved_yb[k] = myb + my * wb[k];
    }
}

// The widest vectors today hold 16 floats, and narrower ones divide 16.
enum { BLOCK = 16 };

// Springs `from` to `count` of a run's, starting at its spring `start`.
static void project_part(World *world, const Run *run, int start, int from, int count, Real alpha_tilde,
                         Real keep) {
    int first = run->first + start, a = run->a + start, b = run->b + start;
    if (alpha_tilde == 0) {
        project_rigid(world, first, a, b, from, count);
    } else {
        project(world, first, a, b, from, count, alpha_tilde, keep);
    }
}

// A run in whole blocks of BLOCK springs. What is left over, fewer than a
// block holds, would go without whole vectors, several times slower a
// spring: instead the run's last block is taken again, its first lanes,
// done already, left as they are. A run shorter than a block goes as it is.
static void project_run(World *world, const Run *run, Real alpha_tilde, Real keep) {
    int left_over = run->count % BLOCK;
    if (run->count < BLOCK || left_over == 0) {
        project_part(world, run, 0, 0, run->count, alpha_tilde, keep);
        return;
    }
    project_part(world, run, 0, 0, run->count - left_over, alpha_tilde, keep);
    project_part(world, run, run->count - BLOCK, BLOCK - left_over, BLOCK, alpha_tilde, keep);
}

// One sweep: batch after batch, each batch's runs shared among the threads.
// A thread waits at the end of a batch until every other thread is done
// with it, since the next batch moves the same particles again.
static void sweep(World *world, Real alpha_tilde, Real keep) {
    for (int batch = 0; batch < world->batch_count; batch++) {
        int first = world->batch_start[batch], last = world->batch_start[batch + 1];
        EACH_THREAD
        for (int run = first; run < last; run++) {
            project_run(world, &world->runs[run], alpha_tilde, keep);
        }
    }
}
// end region: project

// The velocity is how far the particle went in the substep, over h; only
// now does its position take the move. A division, not a product with 1/h:
// in floats h·(1/h) misses 1 by up to 2⁻²⁴, one part in 16.8 million, and a
// velocity multiplied by that every substep would drift, 12,000 times in
// ten seconds, always the same way (the box drifts ahead: test_fast.c).
static void take_velocities(World *world) {
    const Real h = world->h;
    EACH_THREAD_AND_LANE
    for (int i = 0; i < world->particle_count; i++) {
        world->vx[i] = world->moved_x[i] / h;
        world->vy[i] = world->moved_y[i] / h;
        world->x[i] += world->moved_x[i];
        world->y[i] += world->moved_y[i];
    }
}

static void substep(World *world) {
    predict(world);
    Real alpha_tilde = world->compliance / (world->h * world->h);
    for (int i = 0; i < world->iterations; i++) {
        sweep(world, alpha_tilde, i == 0 ? 0 : 1);
    }
    take_velocities(world);
}

// region: step
// A step of dt: `substeps` small steps of h, every thread in each. One
// team of threads for the whole step: waking it costs more than a batch.
void world_step(World *world) {
#ifdef _OPENMP
    int threads = world->threads > 0 ? world->threads : omp_get_num_procs();
    bool parallel = threads > 1 && world->spring_count >= PARALLEL_SPRINGS;
#pragma omp parallel num_threads(threads) if (parallel)
#endif
    for (int i = 0; i < world->substeps; i++) {
        substep(world);
    }
    world->time += world->dt;
}
// end region: step
