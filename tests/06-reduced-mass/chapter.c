// Chapter 06's answers to tests/support/chapter.h. Chapters 07 and 08 carry
// this file too: their Settings are chapter 06's, with more fields.
#include "chapter.h"

// Cs = Cd = 1 is chapter 04's spring.
Settings chapter_settings(double dt, double mass) {
    return (Settings){.dt = dt, .gravity = 9.81, .mass = mass, .cs = 1.0, .cd = 1.0, .stretch = 0.5};
}

double chapter_stretch(const Settings *settings) { return settings->stretch; }

void chapter_set_stretch(Settings *settings, double stretch) { settings->stretch = stretch; }

// The scenes always build their springs with the settings' Cs and Cd.
void chapter_coefficients_as_given(Settings *settings) { (void)settings; }
