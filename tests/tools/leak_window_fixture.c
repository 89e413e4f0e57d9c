// Opens and closes an SDL window as the chapter program does, so the
// third-party libraries do what they do at exit; with the argument "leak" it
// also loses a block in its own code, which no suppression may hide. Built
// and run only by tests/tools/test-lsan-suppressions.
#include <SDL.h>
#include <SDL_ttf.h>
#include <stdlib.h>
#include <string.h>

static void *kept;

static void fixture_forgets_a_block(void) {
    char *lost = malloc(64);
    lost[0] = 'x';
    kept = lost + 1;  // only an interior pointer survives, so the block is leaked
    kept = NULL;
}

int main(int argc, char **argv) {
    if (SDL_Init(SDL_INIT_VIDEO) != 0 || TTF_Init() != 0) {
        return 3;
    }
    SDL_Window *window = SDL_CreateWindow("Stable Springs fixture", 0, 0, 64, 64, 0);
    SDL_Renderer *renderer = window ? SDL_CreateRenderer(window, -1, 0) : NULL;
    if (renderer == NULL) {
        return 4;
    }
    SDL_RenderClear(renderer);
    SDL_RenderPresent(renderer);
    if (argc > 1 && strcmp(argv[1], "leak") == 0) {
        fixture_forgets_a_block();
    }
    SDL_DestroyRenderer(renderer);
    SDL_DestroyWindow(window);
    TTF_Quit();
    SDL_Quit();
    return 0;
}
