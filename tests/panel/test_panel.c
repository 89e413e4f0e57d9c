// The window's panel as laid out for drawing and for the mouse (both go by
// frame_param_track): only the sliders a scene uses, and however many there
// are, no label runs into the knob above it and none into the message below.
#include <criterion/criterion.h>

#include "fake_chapter.h"
#include "frame.h"

// A chapter with as many sliders as chapter 12 shows on one scene, and a
// scene that ignores most of them.
enum { FULL = 14 };
static double values[FULL];
static Param full_params[FULL];
static const Scene full_scenes[] = {
    {"all", "uses every parameter", NULL, NULL, {0.0, 0.0, 1.0}, ""},
    {"few", "uses p0 and p13", NULL, NULL, {0.0, 0.0, 1.0},
     "p1 p2 p3 p4 p5 p6 p7 p8 p9 p10 p11 p12"},
};
static char names[FULL][16];

static Chapter full_chapter(void) {
    for (int i = 0; i < FULL; i++) {
        snprintf(names[i], sizeof names[i], "p%d", i);
        full_params[i] = (Param){names[i], "", "a slider", {.real = &values[i]}, 0.0, 0.0, 1.0,
                                 PARAM_LINEAR, PARAM_LIVE};
    }
    Chapter chapter = fake_chapter;
    chapter.params = full_params;
    chapter.param_count = FULL;
    chapter.scenes = full_scenes;
    chapter.scene_count = COUNT(full_scenes);
    chapter.value_names_count = 0;
    return chapter;
}

Test(panel, a_scene_shows_no_slider_for_a_parameter_it_ignores) {
    int shown[CLI_MAX_PARAMS];
    cr_assert_eq(frame_shown_params(&fake_chapter, 2, shown), 3, "still ignores k");
    cr_assert(shown[0] == 0 && shown[1] == 2 && shown[2] == 3);
    cr_assert_eq(frame_param_track(&fake_chapter, 2, 1).w, 0, "k has no track on still");
    cr_assert_gt(frame_param_track(&fake_chapter, 0, 1).w, 0, "calm uses k");
    // The sliders close ranks: still's iterations sits where calm's k does.
    SDL_Rect k = frame_param_track(&fake_chapter, 0, 1);
    SDL_Rect iterations = frame_param_track(&fake_chapter, 2, 2);
    cr_assert(k.x == iterations.x && k.y == iterations.y);
}

Test(panel, a_full_panel_keeps_every_label_clear_of_the_knob_above) {
    Chapter chapter = full_chapter();
    SDL_Rect world = frame_world_area();
    for (int i = 0; i < FULL; i++) {
        SDL_Rect track = frame_param_track(&chapter, 0, i);
        cr_assert(track.w > 0 && track.x >= world.w && track.x + track.w <= FRAME_WIDTH,
                  "p%d's track lies in the panel", i);
        if (i > 0) {
            SDL_Rect above = frame_param_track(&chapter, 0, i - 1);
            cr_expect_geq(track.y - FRAME_LABEL_HEIGHT, above.y + above.h,
                          "p%d's label overlaps p%d's track", i, i - 1);
        }
        cr_expect_leq(track.y + track.h, FRAME_SLIDERS_BOTTOM, "p%d runs into the message", i);
    }
}

Test(panel, a_scene_with_few_sliders_spaces_them_out) {
    Chapter chapter = full_chapter();
    SDL_Rect first = frame_param_track(&chapter, 1, 0), last = frame_param_track(&chapter, 1, 13);
    SDL_Rect crowded_first = frame_param_track(&chapter, 0, 0), crowded_second = frame_param_track(&chapter, 0, 1);
    cr_assert_gt(last.y - first.y, crowded_second.y - crowded_first.y);
}
