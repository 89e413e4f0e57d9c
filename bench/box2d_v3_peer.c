// box2d_v3_peer.c: the benchmark's scenes built with Box2D v3 (the pinned
// release make bench clones and builds with cmake, or BOX2D_V3_DIR), timed
// the same way as ours and box2d_peer.cpp's: clock_gettime around each
// b2World_Step, nothing else.
//
// usage: box2d_v3_peer SCENE SIZE STEPS SUBSTEPS rigid|soft [circles]
//
// SCENE is cloth or rope (box2d_peer.cpp's, at SIZE), or wrecking-ball,
// string or bridge (SIZE ignored): ours, chapters/NN/scenes.c, each
// particle a dynamic body of the scene's mass (1 kg but the wrecking
// ball's 100 kg ball and the string's 50 g nodes), a pinned particle a static
// body, each spring a b2DistanceJoint between body centres at the distance
// they are built. A particle is a point: a body with no shape, its mass set
// by b2Body_SetMassData (1 kg, the rotational inertia of a 1 kg disc of
// 5 cm, which no joint turns: the anchors are the centres), so nothing
// enters the broad phase or the continuous collision. "circles" gives each
// body box2d_peer.cpp's circle instead (radius 5 cm, 1 kg, mask bits 0: it
// collides with nothing, and the run checks that no contact was made), to
// see what the shapes cost. "rigid": enableSpring = false, Box2D v3's rigid
// distance constraint (solved soft, by its joint softness, and relaxed);
// "soft": a spring of 30 Hz and damping ratio 1, as box2d_peer.cpp's, with
// no limits. Each step of 1/60 s is SUBSTEPS substeps (Box2D v3's default is
// 4), on one worker: no task system, so Box2D runs its tasks in this thread.
// Sleeping is off. Prints one line:
//   box2d3: version=V scene=S size=N steps=K substeps=U joint=J bodies=circles|points
//           ms_per_step=T contacts=C max_stretch=X mean_stretch=X rise=E drop=D
// with the stretches defined as our headless summary's (|L − L0|/L0, the
// largest over the run, the mean over the springs and the measured steps,
// step 0 included), rise the most the energy ½mv² + m·g·y went above its
// start (bench/bench_solver.c's), and drop the distance of the last body
// below the first at the end (the cloth's bottom row below its top row; the
// rope's far end below its anchor).
#define _POSIX_C_SOURCE 200809L
#include <box2d/box2d.h>

#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct {
    int a, b;  // indices into Scene.bodies
    float length;
} Spring;

typedef struct {
    b2WorldId world;
    b2BodyId *bodies;
    float *masses;      // kg; 0 for a pinned particle
    b2Vec2 *positions;  // this step's, read once for the measure
    Spring *springs;
    int body_count, spring_count;
    bool rigid, circles;
} Scene;

enum { RADIUS_CM = 5 };

static int add_body(Scene *scene, b2Vec2 at, bool pinned, float mass) {
    b2BodyDef def = b2DefaultBodyDef();
    def.type = pinned ? b2_staticBody : b2_dynamicBody;
    def.position = at;
    def.enableSleep = false;
    b2BodyId body = b2CreateBody(scene->world, &def);
    const float radius = RADIUS_CM / 100.0f;
    if (scene->circles) {
        b2ShapeDef shape = b2DefaultShapeDef();
        shape.density = mass / (B2_PI * radius * radius);
        shape.filter.maskBits = 0;                         // collides with nothing
        b2Circle circle = {.center = {0.0f, 0.0f}, .radius = radius};
        b2CreateCircleShape(body, &shape, &circle);
    } else if (!pinned) {
        b2Body_SetMassData(body, (b2MassData){.mass = mass, .rotationalInertia = 0.5f * mass * radius * radius});
    }
    scene->masses[scene->body_count] = pinned ? 0.0f : mass;
    scene->bodies[scene->body_count] = body;
    return scene->body_count++;
}

static int add_particle(Scene *scene, b2Vec2 at, bool pinned) {
    return add_body(scene, at, pinned, 1.0f);
}

static void add_spring(Scene *scene, int a, int b) {
    b2BodyId body_a = scene->bodies[a], body_b = scene->bodies[b];
    b2DistanceJointDef def = b2DefaultDistanceJointDef();
    def.bodyIdA = body_a;
    def.bodyIdB = body_b;
    def.length = b2Distance(b2Body_GetPosition(body_a), b2Body_GetPosition(body_b));
    if (!scene->rigid) {
        def.enableSpring = true;
        def.hertz = 30.0f;
        def.dampingRatio = 1.0f;
    }
    b2CreateDistanceJoint(scene->world, &def);
    scene->springs[scene->spring_count++] = (Spring){a, b, def.length};
}

// Ours: side × side particles 0.25 m apart, the top row pinned, springs to
// the right, below and both lower diagonals (chapters/NN/scenes.c, cloth).
static void build_cloth(Scene *scene, int side) {
    const float spacing = 0.25f;
    for (int row = 0; row < side; row++) {
        for (int column = 0; column < side; column++) {
            b2Vec2 at = {(column - (side - 1) / 2.0f) * spacing, -row * spacing};
            int index = add_particle(scene, at, row == 0);
            if (column > 0) add_spring(scene, index - 1, index);
            if (row > 0) add_spring(scene, index - side, index);
            if (row > 0 && column > 0) add_spring(scene, index - side - 1, index);
            if (row > 0 && column < side - 1) add_spring(scene, index - side + 1, index);
        }
    }
}

// Ours: `size` particles 0.25 m apart in a horizontal line, the first pinned.
static void build_rope(Scene *scene, int size) {
    const float spacing = 0.25f;
    int previous = add_particle(scene, (b2Vec2){0.0f, 0.0f}, true);
    for (int i = 1; i < size; i++) {
        int next = add_particle(scene, (b2Vec2){i * spacing, 0.0f}, false);
        add_spring(scene, previous, next);
        previous = next;
    }
}

// Ours: a chain of 15 links of 1 kg, 0.3 m apart, from a pinned particle,
// held out horizontally, and a ball of 100 kg at its end.
static void build_wrecking_ball(Scene *scene) {
    enum { LINKS = 15 };
    const float spacing = 0.3f;
    int previous = add_particle(scene, (b2Vec2){0.0f, 0.0f}, true);
    for (int i = 1; i <= LINKS + 1; i++) {
        int next = add_body(scene, (b2Vec2){i * spacing, 0.0f}, false, i <= LINKS ? 1.0f : 100.0f);
        add_spring(scene, previous, next);
        previous = next;
    }
}

// Ours: the C++ string article's 80 nodes of 50 g, 5 cm apart, the middle
// one (index 39) pinned.
static void build_string(Scene *scene) {
    enum { NODES = 80, MIDDLE = (NODES - 1) / 2 };
    for (int i = 0; i < NODES; i++) {
        int node = add_body(scene, (b2Vec2){(i - MIDDLE) * 0.05f, 0.0f}, i == MIDDLE, 0.05f);
        if (i > 0) add_spring(scene, node - 1, node);
    }
}

// Ours: a deck of 13 particles 1 m apart between two pinned abutments, a
// cable along y = 1 + 4·(x/6)² between two pinned tower tops, and a hanger
// from each inner cable particle to the deck particle below it.
static void build_bridge(Scene *scene) {
    enum { SPANS = 12 };
    int deck[SPANS + 1], cable[SPANS + 1];
    for (int i = 0; i <= SPANS; i++) {
        float x = i - SPANS / 2.0f;
        bool end = i == 0 || i == SPANS;
        deck[i] = add_particle(scene, (b2Vec2){x, 0.0f}, end);
        cable[i] = add_particle(scene, (b2Vec2){x, 1.0f + 4.0f * (x / 6.0f) * (x / 6.0f)}, end);
        if (i > 0) {
            add_spring(scene, deck[i - 1], deck[i]);
            add_spring(scene, cable[i - 1], cable[i]);
        }
        if (!end) add_spring(scene, cable[i], deck[i]);
    }
}

// ½mv² + m·g·y over the bodies, g = 9.81 m/s² down.
static double energy(const Scene *scene) {
    double total = 0.0;
    for (int i = 0; i < scene->body_count; i++) {
        b2Vec2 v = b2Body_GetLinearVelocity(scene->bodies[i]);
        double m = scene->masses[i];
        total += 0.5 * m * ((double)v.x * v.x + (double)v.y * v.y) + m * 9.81 * scene->positions[i].y;
    }
    return total;
}

static void measure(Scene *scene, double *max_stretch, double *sum_mean) {
    for (int i = 0; i < scene->body_count; i++) scene->positions[i] = b2Body_GetPosition(scene->bodies[i]);
    double sum = 0.0;
    for (int i = 0; i < scene->spring_count; i++) {
        const Spring *spring = &scene->springs[i];
        double length = b2Distance(scene->positions[spring->a], scene->positions[spring->b]);
        double stretch = fabs(length - spring->length) / spring->length;
        if (*max_stretch < stretch) *max_stretch = stretch;
        sum += stretch;
    }
    *sum_mean += sum / (double)scene->spring_count;
}

static double seconds_now(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec + 1e-9 * (double)now.tv_nsec;
}

static int usage(void) {
    fprintf(stderr, "usage: box2d_v3_peer cloth|rope|wrecking-ball|string|bridge SIZE STEPS SUBSTEPS rigid|soft [circles]\n");
    return 2;
}

int main(int argc, char **argv) {
    if (argc != 6 && argc != 7) return usage();
    const char *name = argv[1], *joint = argv[5];
    int size = atoi(argv[2]), steps = atoi(argv[3]), substeps = atoi(argv[4]);
    bool cloth = strcmp(name, "cloth") == 0, rope = strcmp(name, "rope") == 0, rigid = strcmp(joint, "rigid") == 0;
    bool ball = strcmp(name, "wrecking-ball") == 0, string = strcmp(name, "string") == 0;
    bool bridge = strcmp(name, "bridge") == 0;
    bool circles = argc == 7 && strcmp(argv[6], "circles") == 0;
    if (!(cloth || rope || ball || string || bridge) || (!rigid && strcmp(joint, "soft") != 0) ||
        (argc == 7 && !circles) || size < 2 || size > 1024 || steps < 1 || substeps < 1) {
        return usage();
    }
    // Room for each scene: the cloth's 4·n² − 6n + 2 springs and fewer; the
    // fixed scenes have at most 80 bodies and springs.
    int body_count = cloth ? size * size : rope ? size : 80;
    int spring_count = cloth ? 4 * size * size : rope ? size : 80;
    Scene scene = {.rigid = rigid, .circles = circles};
    scene.bodies = malloc(sizeof scene.bodies[0] * (size_t)body_count);
    scene.masses = malloc(sizeof scene.masses[0] * (size_t)body_count);
    scene.positions = malloc(sizeof scene.positions[0] * (size_t)body_count);
    scene.springs = malloc(sizeof scene.springs[0] * (size_t)spring_count);
    if (scene.bodies == NULL || scene.masses == NULL || scene.positions == NULL || scene.springs == NULL) {
        fprintf(stderr, "box2d_v3_peer: out of memory\n");
        return 1;
    }

    b2WorldDef world_def = b2DefaultWorldDef();
    world_def.gravity = (b2Vec2){0.0f, -9.81f};
    world_def.enableSleep = false;
    world_def.workerCount = 1;  // no task system: Box2D runs each task in this thread
    scene.world = b2CreateWorld(&world_def);
    if (cloth) build_cloth(&scene, size);
    else if (rope) build_rope(&scene, size);
    else if (ball) build_wrecking_ball(&scene);
    else if (string) build_string(&scene);
    else build_bridge(&scene);

    const float dt = 1.0f / 60.0f;
    double max_stretch = 0.0, sum_mean = 0.0, stepping = 0.0;
    int contacts = 0;
    measure(&scene, &max_stretch, &sum_mean);
    double start_energy = energy(&scene), rise = 0.0;
    for (int step = 0; step < steps; step++) {
        double start = seconds_now();
        b2World_Step(scene.world, dt, substeps);
        stepping += seconds_now() - start;
        int now = b2World_GetCounters(scene.world).contactCount;
        if (contacts < now) contacts = now;
        measure(&scene, &max_stretch, &sum_mean);
        rise = fmax(rise, energy(&scene) - start_energy);
    }
    b2Vec2 top = scene.positions[0], bottom = scene.positions[scene.body_count - 1];
    b2Version version = b2GetVersion();
    printf("box2d3: version=%d.%d.%d scene=%s size=%d steps=%d substeps=%d joint=%s bodies=%s ms_per_step=%.4f "
           "contacts=%d max_stretch=%.6g mean_stretch=%.6g rise=%.6g drop=%.4g\n",
           version.major, version.minor, version.revision, name, size, steps, substeps, joint,
           circles ? "circles" : "points", 1e3 * stepping / steps, contacts, max_stretch,
           sum_mean / (steps + 1), rise, top.y - bottom.y);
    b2DestroyWorld(scene.world);
    free(scene.bodies);
    free(scene.masses);
    free(scene.positions);
    free(scene.springs);
    return contacts == 0 ? 0 : 1;
}
