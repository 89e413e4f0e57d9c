// Chapter 05's answers to tests/support/chapter.h. Chapters 06, 07 and 08
// carry this file too: their Settings are chapter 05's, with more fields, and
// their springs are tuned from Cs and Cd as chapter 05's are (to the reduced
// mass, which chapter_pair_build's pair.c sets up).
#include "chapter.h"

// Cs = Cd = 1 is chapter 04's spring.
Settings chapter_settings(double dt, double mass) {
    return (Settings){.dt = dt, .gravity = 9.81, .mass = mass, .cs = 1.0, .cd = 1.0, .stretch = 0.5};
}

double chapter_stretch(const Settings *settings) { return settings->stretch; }

void chapter_set_stretch(Settings *settings, double stretch) { settings->stretch = stretch; }

// The scenes always build their springs with the settings' Cs and Cd.
void chapter_coefficients_as_given(Settings *settings) { (void)settings; }
