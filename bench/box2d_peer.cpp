// box2d_peer.cpp: the benchmark's scenes built with Box2D 2.4.1, timed the
// same way as ours: clock_gettime around each b2World::Step, nothing else.
//
// usage: box2d_peer cloth|rope SIZE STEPS VELOCITY_ITERATIONS POSITION_ITERATIONS rigid|soft
//
// Each particle is a dynamic body of 1 kg with a small circle that collides
// with nothing (mask bits 0: the broad phase pairs nothing, and the run
// checks that no contact was made); a pinned particle is a static body; each
// spring is a b2DistanceJoint between body centres, at the distance they are
// built. "rigid": minLength = maxLength = length and stiffness 0, Box2D's rod
// (stiffness 0 alone would leave the default limits 0 and FLT_MAX: a rope
// that only pulls back beyond FLT_MAX, so the cloth falls). "soft": a spring
// of 30 Hz and damping ratio 1 from b2LinearStiffness (the fastest a 60 Hz
// step can follow: half its rate) with the limits opened wide.
// Sleeping is off. Prints one line:
//   box2d: scene=S size=N steps=K vi=V pi=P joint=J ms_per_step=T contacts=C
//          max_stretch=X mean_stretch=X drop=D
// with the stretches defined as our headless summary's (|L − L0|/L0, the
// largest over the run, the mean over the springs and the measured steps,
// step 0 included) and drop the distance of the cloth's bottom row below its
// top row at the end (the rope: its far end below its anchor).
#include <box2d/box2d.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <vector>

namespace {

struct Spring {
    b2Body *a, *b;
    float length;
};

struct Scene {
    b2World world{b2Vec2(0.0f, -9.81f)};
    std::vector<b2Body *> bodies;
    std::vector<Spring> springs;
    int side = 0;
};

b2Body *add_particle(Scene &scene, b2Vec2 at, bool pinned) {
    b2BodyDef def;
    def.type = pinned ? b2_staticBody : b2_dynamicBody;
    def.position = at;
    def.allowSleep = false;
    b2Body *body = scene.world.CreateBody(&def);
    b2CircleShape circle;
    circle.m_radius = 0.05f;
    b2FixtureDef fixture;
    fixture.shape = &circle;
    fixture.density = 1.0f / (b2_pi * circle.m_radius * circle.m_radius);  // 1 kg
    fixture.filter.maskBits = 0;  // collides with nothing
    body->CreateFixture(&fixture);
    scene.bodies.push_back(body);
    return body;
}

void add_spring(Scene &scene, b2Body *a, b2Body *b, bool rigid) {
    b2DistanceJointDef def;
    def.Initialize(a, b, a->GetPosition(), b->GetPosition());  // limits = length: a rod
    if (!rigid) {
        // A spring between wide limits: with minLength = maxLength Box2D
        // ignores the stiffness and makes a rod.
        def.minLength = 0.0f;
        def.maxLength = FLT_MAX;
        b2LinearStiffness(def.stiffness, def.damping, 30.0f, 1.0f, a, b);
    }
    scene.world.CreateJoint(&def);
    scene.springs.push_back({a, b, def.length});
}

// Ours: size × size particles 0.25 m apart, the top row pinned, springs to
// the right, below and both lower diagonals (chapters/NN/scenes.c, cloth).
void build_cloth(Scene &scene, int side, bool rigid) {
    const float spacing = 0.25f;
    scene.side = side;
    for (int row = 0; row < side; row++) {
        for (int column = 0; column < side; column++) {
            b2Vec2 at((column - (side - 1) / 2.0f) * spacing, -row * spacing);
            b2Body *body = add_particle(scene, at, row == 0);
            int index = row * side + column;
            auto at_index = [&](int i) { return scene.bodies[(size_t)i]; };
            if (column > 0) add_spring(scene, at_index(index - 1), body, rigid);
            if (row > 0) add_spring(scene, at_index(index - side), body, rigid);
            if (row > 0 && column > 0) add_spring(scene, at_index(index - side - 1), body, rigid);
            if (row > 0 && column < side - 1) add_spring(scene, at_index(index - side + 1), body, rigid);
        }
    }
}

// Ours: `size` particles 0.25 m apart in a horizontal line, the first pinned.
void build_rope(Scene &scene, int size, bool rigid) {
    const float spacing = 0.25f;
    b2Body *previous = add_particle(scene, b2Vec2(0.0f, 0.0f), true);
    for (int i = 1; i < size; i++) {
        b2Body *next = add_particle(scene, b2Vec2(i * spacing, 0.0f), false);
        add_spring(scene, previous, next, rigid);
        previous = next;
    }
}

void measure(const Scene &scene, double *max_stretch, double *sum_mean) {
    double sum = 0.0;
    for (const Spring &spring : scene.springs) {
        double length = b2Distance(spring.a->GetPosition(), spring.b->GetPosition());
        double stretch = std::fabs(length - spring.length) / spring.length;
        *max_stretch = std::max(*max_stretch, stretch);
        sum += stretch;
    }
    *sum_mean += sum / (double)scene.springs.size();
}

double seconds_now() {
    timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec + 1e-9 * (double)now.tv_nsec;
}

int usage() {
    std::fprintf(stderr, "usage: box2d_peer cloth|rope SIZE STEPS VELOCITY_ITERATIONS "
                         "POSITION_ITERATIONS rigid|soft\n");
    return 2;
}

}  // namespace

int main(int argc, char **argv) {
    if (argc != 7) return usage();
    const char *name = argv[1], *joint = argv[6];
    int size = std::atoi(argv[2]), steps = std::atoi(argv[3]);
    int velocity_iterations = std::atoi(argv[4]), position_iterations = std::atoi(argv[5]);
    bool cloth = std::strcmp(name, "cloth") == 0, rigid = std::strcmp(joint, "rigid") == 0;
    if ((!cloth && std::strcmp(name, "rope") != 0) || (!rigid && std::strcmp(joint, "soft") != 0) ||
        size < 2 || steps < 1 || velocity_iterations < 1 || position_iterations < 0) {
        return usage();
    }
    Scene scene;
    scene.world.SetAllowSleeping(false);
    if (cloth) build_cloth(scene, size, rigid);
    else build_rope(scene, size, rigid);

    const float dt = 1.0f / 60.0f;
    double max_stretch = 0.0, sum_mean = 0.0, stepping = 0.0;
    int contacts = 0;
    measure(scene, &max_stretch, &sum_mean);
    for (int step = 0; step < steps; step++) {
        double start = seconds_now();
        scene.world.Step(dt, velocity_iterations, position_iterations);
        stepping += seconds_now() - start;
        contacts = std::max(contacts, scene.world.GetContactCount());
        measure(scene, &max_stretch, &sum_mean);
    }
    b2Vec2 top = scene.bodies.front()->GetPosition(), bottom = scene.bodies.back()->GetPosition();
    std::printf("box2d: scene=%s size=%d steps=%d vi=%d pi=%d joint=%s ms_per_step=%.4f contacts=%d "
                "max_stretch=%.6g mean_stretch=%.6g drop=%.4g\n",
                name, size, steps, velocity_iterations, position_iterations, joint,
                1e3 * stepping / steps, contacts, max_stretch, sum_mean / (steps + 1), top.y - bottom.y);
    return contacts == 0 ? 0 : 1;
}
