// micro_sweep.c: the fastest one thread can run chapter 16's substep, as a
// yardstick for the chapter's own code (make bench; the book's chapter 16).
// It builds the cloth with chapter 16's scenes.c and sim.c, so that the
// particles, the springs, their batches and runs are the chapter's own,
// and then runs the substep (predict, one sweep, velocities) written by hand
// in the widest vector intrinsics the compiler was told it may use:
// AVX-512 (16 floats), else AVX2 with FMA (8). What the hand can do that
// the chapter's C does not: a run's last few springs in one masked vector
// (with AVX2, whose masked stores are slow on some machines, those alone).
// It computes the same arithmetic (the same sqrt and divisions; no
// approximate reciprocals), and checks that its cloth ends where the
// chapter's does, to float rounding.
//
// usage: micro_sweep SIZE STEPS SUBSTEPS REPEATS
// Prints one line:
//   micro: size=N springs=M substeps=S isa=avx512|avx2 ms_per_step=T ns_per_spring_iteration=X apart=D
// or, on a machine with neither, "micro: isa=none" and exit status 0.
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "clock.h"
#include "sim.h"

#if defined(__AVX512F__) || (defined(__AVX2__) && defined(__FMA__))
#include <immintrin.h>
#endif


#if defined(__AVX512F__)
#define ISA "avx512"
enum { LANES = 16 };
typedef __m512 V;
typedef __mmask16 Mask;
static inline Mask mask_of(int n) { return n >= LANES ? (Mask)0xFFFF : (Mask)((1u << n) - 1u); }
// A masked load or store with every lane on costs what a plain one does.
static inline V load(const float *p, Mask m) { return _mm512_maskz_loadu_ps(m, p); }
static inline void store(float *p, V v, Mask m) { _mm512_mask_storeu_ps(p, m, v); }
static inline V splat(float x) { return _mm512_set1_ps(x); }
static inline V add(V a, V b) { return _mm512_add_ps(a, b); }
static inline V sub(V a, V b) { return _mm512_sub_ps(a, b); }
static inline V mul(V a, V b) { return _mm512_mul_ps(a, b); }
static inline V fmadd(V a, V b, V c) { return _mm512_fmadd_ps(a, b, c); }
static inline V fnmadd(V a, V b, V c) { return _mm512_fnmadd_ps(a, b, c); }
static inline V divide(V a, V b) { return _mm512_div_ps(a, b); }
static inline V root(V a) { return _mm512_sqrt_ps(a); }
// where(a > 0 and b > 0, x, 0)
static inline V where_positive(V a, V b, V x) {
    Mask m = _mm512_cmp_ps_mask(a, _mm512_setzero_ps(), _CMP_GT_OQ) &
             _mm512_cmp_ps_mask(b, _mm512_setzero_ps(), _CMP_GT_OQ);
    return _mm512_maskz_mov_ps(m, x);
}
#elif defined(__AVX2__) && defined(__FMA__)
#define ISA "avx2"
enum { LANES = 8 };
typedef __m256 V;
typedef __m256i Mask;
static inline Mask mask_of(int n) {
    return _mm256_cmpgt_epi32(_mm256_set1_epi32(n < LANES ? n : LANES), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
}
// A masked load or store is slow on some machines: whole vectors go without.
static inline int whole(Mask m) { return _mm256_movemask_ps(_mm256_castsi256_ps(m)) == 0xFF; }
static inline V load(const float *p, Mask m) { return whole(m) ? _mm256_loadu_ps(p) : _mm256_maskload_ps(p, m); }
static inline void store(float *p, V v, Mask m) {
    if (whole(m)) {
        _mm256_storeu_ps(p, v);
    } else {
        _mm256_maskstore_ps(p, m, v);
    }
}
static inline V splat(float x) { return _mm256_set1_ps(x); }
static inline V add(V a, V b) { return _mm256_add_ps(a, b); }
static inline V sub(V a, V b) { return _mm256_sub_ps(a, b); }
static inline V mul(V a, V b) { return _mm256_mul_ps(a, b); }
static inline V fmadd(V a, V b, V c) { return _mm256_fmadd_ps(a, b, c); }
static inline V fnmadd(V a, V b, V c) { return _mm256_fnmadd_ps(a, b, c); }
static inline V divide(V a, V b) { return _mm256_div_ps(a, b); }
static inline V root(V a) { return _mm256_sqrt_ps(a); }
static inline V where_positive(V a, V b, V x) {
    V zero = _mm256_setzero_ps();
    V m = _mm256_and_ps(_mm256_cmp_ps(a, zero, _CMP_GT_OQ), _mm256_cmp_ps(b, zero, _CMP_GT_OQ));
    return _mm256_and_ps(m, x);
}
#endif

#ifdef ISA
static World world, check;  // the hand's cloth, and the chapter's to check it against

// predict and take_velocities of chapter 16, LANES particles at a time.
static void predict(World *w) {
    V h = splat(w->h), fall = splat(w->gravity * w->h);
    for (int i = 0; i < w->particle_count; i += LANES) {
        Mask m = mask_of(w->particle_count - i);
        V vy = load(w->vy + i, m), moving = load(w->inverse_mass + i, m);
        vy = sub(vy, where_positive(moving, moving, fall));
        store(w->vy + i, vy, m);
        store(w->moved_x + i, mul(load(w->vx + i, m), h), m);
        store(w->moved_y + i, mul(vy, h), m);
    }
}

static void take_velocities(World *w) {
    V h = splat(w->h);
    for (int i = 0; i < w->particle_count; i += LANES) {
        Mask m = mask_of(w->particle_count - i);
        V mx = load(w->moved_x + i, m), my = load(w->moved_y + i, m);
        store(w->vx + i, divide(mx, h), m);
        store(w->vy + i, divide(my, h), m);
        store(w->x + i, add(load(w->x + i, m), mx), m);
        store(w->y + i, add(load(w->y + i, m), my), m);
    }
}

// One run of chapter 16's project_run, rigid (α = 0) in the first sweep
// (keep = 0): λ/L = −(L − L0)/((wa + wb)·L), J = (λ/L)·L/h.
static void project_run(World *w, const Run *run) {
    V per_h = splat(1.0f / w->h);
    for (int k = 0; k < run->count; k += LANES) {
        Mask m = mask_of(run->count - k);
        int a = run->a + k, b = run->b + k, s = run->first + k;
        V mxa = load(w->moved_x + a, m), mya = load(w->moved_y + a, m);
        V mxb = load(w->moved_x + b, m), myb = load(w->moved_y + b, m);
        V dx = add(sub(load(w->x + b, m), load(w->x + a, m)), sub(mxb, mxa));
        V dy = add(sub(load(w->y + b, m), load(w->y + a, m)), sub(myb, mya));
        V length = root(fmadd(dx, dx, mul(dy, dy)));
        V wa = load(w->inverse_mass + a, m), wb = load(w->inverse_mass + b, m), sum = add(wa, wb);
        V along = divide(sub(load(w->rest_length + s, m), length), mul(sum, length));
        along = where_positive(sum, length, along);
        store(w->kept + s, mul(mul(along, length), per_h), m);
        V mx = mul(dx, along), my = mul(dy, along);
        store(w->moved_x + a, fnmadd(mx, wa, mxa), m);
        store(w->moved_y + a, fnmadd(my, wa, mya), m);
        store(w->moved_x + b, fmadd(mx, wb, mxb), m);
        store(w->moved_y + b, fmadd(my, wb, myb), m);
    }
}

static void substep(World *w) {
    predict(w);
    for (int r = 0; r < w->run_count; r++) {  // batch after batch: the runs are in the batches' order
        project_run(w, &w->runs[r]);
    }
    take_velocities(w);
}
#endif

int main(int argc, char **argv) {
    if (argc != 5) {
        fprintf(stderr, "usage: micro_sweep SIZE STEPS SUBSTEPS REPEATS\n");
        return 2;
    }
    int size = atoi(argv[1]), steps = atoi(argv[2]), substeps = atoi(argv[3]), repeats = atoi(argv[4]);
    if (size < 2 || size > MAX_SIZE || steps < 1 || substeps < 1 || repeats < 1) {
        fprintf(stderr, "usage: micro_sweep SIZE STEPS SUBSTEPS REPEATS\n");
        return 2;
    }
#ifndef ISA
    printf("micro: isa=none\n");
    return 0;
#else
    Settings settings = {.dt = 1.0 / 60.0, .gravity = 9.81, .mass = 1.0, .substeps = substeps, .iterations = 1,
                         .compliance = 0.0, .threads = 1, .size = size, .spin = 2.0};
    enum { MAX_REPEATS = 15 };
    double times[MAX_REPEATS], apart = 0.0;
    repeats = repeats < MAX_REPEATS ? repeats : MAX_REPEATS;
    for (int r = 0; r < repeats; r++) {
        cloth_build(&world, &settings);
        double start = seconds_now();
        for (int step = 0; step < steps; step++) {
            for (int i = 0; i < substeps; i++) {
                substep(&world);
            }
        }
        times[r] = seconds_now() - start;
    }
    qsort(times, (size_t)repeats, sizeof times[0], compare_doubles);
    cloth_build(&check, &settings);
    for (int step = 0; step < steps; step++) {
        world_step(&check);
    }
    for (int i = 0; i < world.particle_count; i++) {
        apart = fmax(apart, vec2_distance(particle_position(&world, i), particle_position(&check, i)));
    }
    double per_step = times[repeats / 2] / steps;  // the median, as bench_solver's
    printf("micro: size=%d springs=%d substeps=%d isa=%s ms_per_step=%.4f ns_per_spring_iteration=%.3f apart=%.3g\n",
           size, world.spring_count, substeps, ISA, 1e3 * per_step,
           1e9 * per_step / ((double)world.spring_count * substeps), apart);
    return 0;
#endif
}
