/* bare: the yardstick of `make bench`: the least an SDL2 + SDL_ttf program
 * does to show a first frame (window, renderer, one font, one line of
 * text, present), timed like the app (LEGATION_TIMING's "first frame
 * presented", from the program's load). It takes the app's window size and
 * the font the app found, so the two differ only in what the app does.
 *   bare FONT.ttf [W H]    prints "timing: first frame presented at N ms"
 * With READY=1 it then prints READY and waits to be killed (Xvfb runs). */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include <SDL.h>
#include <SDL_ttf.h>

static double t_load;

static double mono_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

__attribute__((constructor)) static void note_load(void)
{
    t_load = mono_ms();
}

int main(int argc, char **argv)
{
    int w = argc > 3 ? atoi(argv[2]) : 1280, h = argc > 3 ? atoi(argv[3]) : 800;
    SDL_Color ink = {40, 30, 20, 255};

    if (argc < 2) {
        fprintf(stderr, "usage: bare FONT.ttf [W H]\n");
        return 2;
    }
    SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
    if (SDL_Init(SDL_INIT_VIDEO) != 0 || TTF_Init() != 0) {
        fprintf(stderr, "bare: %s\n", SDL_GetError());
        return 1;
    }
    SDL_Window *win = SDL_CreateWindow("bare", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                                       w, h, SDL_WINDOW_RESIZABLE);
    SDL_Renderer *ren = win ? SDL_CreateRenderer(win, -1, SDL_RENDERER_SOFTWARE) : NULL;
    TTF_Font *font = TTF_OpenFont(argv[1], 16);
    if (!ren || !font) {
        fprintf(stderr, "bare: %s\n", SDL_GetError());
        return 1;
    }
    SDL_SetRenderDrawColor(ren, 240, 230, 210, 255);
    SDL_RenderClear(ren);
    SDL_Surface *s = TTF_RenderUTF8_Blended(font, "Legation: the siege of the legations, 1900", ink);
    SDL_Texture *t = s ? SDL_CreateTextureFromSurface(ren, s) : NULL;
    if (t) {
        SDL_Rect r = {20, 20, s->w, s->h};
        SDL_RenderCopy(ren, t, NULL, &r);
    }
    SDL_RenderPresent(ren);
    struct timespec cpu;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpu);
    printf("timing: first frame presented at %.1f ms (cpu %.1f ms)\n", mono_ms() - t_load,
           cpu.tv_sec * 1e3 + cpu.tv_nsec / 1e6);
    fflush(stdout);
    if (getenv("READY") && *getenv("READY") == '1') {
        printf("READY\n");
        fflush(stdout);
        for (;;) {
            SDL_Event ev;
            if (SDL_WaitEvent(&ev) && ev.type == SDL_QUIT)
                break;
        }
    }
    if (t)
        SDL_DestroyTexture(t);
    SDL_FreeSurface(s);
    TTF_CloseFont(font);
    SDL_DestroyRenderer(ren);
    SDL_DestroyWindow(win);
    TTF_Quit();
    SDL_Quit();
    return 0;
}
