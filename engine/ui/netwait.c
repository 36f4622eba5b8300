/* netwait: the window wakes when the network brings a message. While a
 * networked game's pump is set with a waiter (ui_set_pump_waiter), a
 * thread waits on its socket and posts an event when something comes, so
 * the frame loop sleeps in SDL's wait for input or that event: a remote
 * move is run at once (the loop looked every 20 ms), and an idle window
 * wakes only for ENet's own clock (pings, resends). The thread reads
 * nothing: the loop's pump does, then lets it wait again. */
#include <SDL.h>

#include "ui/ui_local.h"

#define SLICE_MS 100   /* the thread looks at its quit flag this often */

static int waiter(void *p)
{
    ui_app *a = p;

    while (!SDL_AtomicGet(&a->nw_quit)) {
        if (SDL_AtomicGet(&a->nw_pending)) { /* the loop has not pumped since */
            SDL_SemWaitTimeout(a->nw_ack, SLICE_MS);
            continue;
        }
        if (a->nw_wait(a->pump_ctx, SLICE_MS) > 0) {
            SDL_Event ev;
            SDL_zero(ev);
            ev.type = a->nw_event;
            SDL_AtomicSet(&a->nw_pending, 1);
            SDL_PushEvent(&ev);
        }
    }
    return 0;
}

int ui_netwait_start(ui_app *a)
{
    if (a->nw_thread)
        return 1;
    if (!a->pump || !a->nw_wait)
        return 0;
    if (!a->nw_event) {
        Uint32 t = SDL_RegisterEvents(1);
        if (t == (Uint32)-1)
            return 0;
        a->nw_event = t;
    }
    if (!a->nw_ack && !(a->nw_ack = SDL_CreateSemaphore(0)))
        return 0;
    SDL_AtomicSet(&a->nw_quit, 0);
    SDL_AtomicSet(&a->nw_pending, 0);
    a->nw_thread = SDL_CreateThread(waiter, "legation-netwait", a);
    return a->nw_thread != NULL;
}

void ui_netwait_stop(ui_app *a)
{
    if (a->nw_thread) {
        SDL_AtomicSet(&a->nw_quit, 1);
        SDL_SemPost(a->nw_ack);
        SDL_WaitThread(a->nw_thread, NULL);
        a->nw_thread = NULL;
    }
    if (a->nw_ack) {
        SDL_DestroySemaphore(a->nw_ack);
        a->nw_ack = NULL;
    }
}

void ui_netwait_pumped(ui_app *a)
{
    if (a->nw_thread && SDL_AtomicGet(&a->nw_pending)) {
        SDL_AtomicSet(&a->nw_pending, 0);
        SDL_SemPost(a->nw_ack);
    }
}

int ui_netwait_event(const ui_app *a, const SDL_Event *ev)
{
    return a->nw_event && ev->type == a->nw_event;
}
