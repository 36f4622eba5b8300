/* tuan_words: how the Tuan screen names things: an action in a short
 * sentence (buttons, advice) and the colours of the nations' trays. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "games/tuan/view/tuan_view_local.h"

void tuanv_describe(const tu_state *st, const tu_action *x, char *buf, size_t n)
{
    const char *t = x->tray >= 0 && x->tray < st->ntrays ? st->tray[x->tray].name : "";
    const char *g = x->target >= 0 && x->target < st->ntrays ? st->tray[x->target].name : "";

    switch (x->type) {
    case TA_ACTIVATE:
        if (x->n == 1)
            snprintf(buf, n, "Activate %s alone", st->tray[x->trays[0]].name);
        else
            snprintf(buf, n, "Activate %s and %d more", st->tray[x->trays[0]].name, x->n - 1);
        break;
    case TA_RALLY: snprintf(buf, n, "Rally %s", t); break;
    case TA_MELEE: snprintf(buf, n, "%s fights on against %s", t, g); break;
    case TA_FORFEIT: snprintf(buf, n, "%s does nothing this turn", t); break;
    case TA_PASS: snprintf(buf, n, "Pass: forfeit every tray left"); break;
    case TA_MOVE:
        if (fabs(x->x - st->tray[x->tray].p.pos.x) < 0.05 && fabs(x->y - st->tray[x->tray].p.pos.y) < 0.05)
            snprintf(buf, n, "%s turns to face %s (%.0f\xC2\xB0)", t, geom_compass(x->facing), x->facing);
        else
            snprintf(buf, n, "Move %s %.1f\"", t,
                     geom_dist(st->tray[x->tray].p.pos, geom_v(x->x, x->y)));
        break;
    case TA_FIRE:
        if (x->n > 1)
            snprintf(buf, n, "Fire at %s with %d trays", g, x->n);
        else if (x->has_spotter)
            snprintf(buf, n, "%s fires at %s, the leader of %s spotting",
                     st->tray[x->trays[0]].name, g, st->tray[x->spotter].name);
        else
            snprintf(buf, n, "%s fires at %s", st->tray[x->trays[0]].name, g);
        break;
    case TA_CHARGE:
        if (x->nmore == 1)
            snprintf(buf, n, "%s charges %s and %s", t, g, st->tray[x->more[0]].name);
        else if (x->nmore > 1)
            snprintf(buf, n, "%s charges %s and %d more", t, g, x->nmore);
        else
            snprintf(buf, n, "%s charges %s", t, g);
        break;
    case TA_FACE: snprintf(buf, n, "%s faces %s", t, geom_compass(x->facing)); break;
    case TA_FORMATION:
        snprintf(buf, n, "%s forms %s", t, st->tray[x->tray].column ? "skirmish order" : "column");
        break;
    case TA_MOUNT: snprintf(buf, n, "%s %s", t, st->tray[x->tray].mounted ? "dismounts" : "mounts"); break;
    case TA_LIMBER:
        if (st->tray[x->tray].arm == TU_MG)
            snprintf(buf, n, "%s %s", t, st->tray[x->tray].limbered ? "sets up" : "dismantles");
        else
            snprintf(buf, n, "%s %s", t, st->tray[x->tray].limbered ? "unlimbers" : "limbers");
        break;
    case TA_RECREW: snprintf(buf, n, "Crew of %s mans its gun", t); break;
    case TA_RESUPPLY: snprintf(buf, n, "%s resupplies", t); break;
    case TA_END_ACTIVATION: snprintf(buf, n, "End the activation"); break;
    case TA_START: snprintf(buf, n, "Roll the first dice for who activates"); break;
    default: snprintf(buf, n, "?"); break;
    }
}

unsigned tuanv_face_rgb(const tu_tray *t)
{
    static const struct { const char *nation; unsigned rgb; } allied[] = {
        {"japanese", 0xe9e4d8}, {"british", 0xb5473a}, {"american", 0x5b7fb8},
        {"russian", 0x4f7b5a},  {"german", 0x8a9199},  {"french", 0x4a64a8},
        {"italian", 0x6f9a5a},  {"austrian", 0xd8d0b0},
    };
    if (t->side == TU_ALLIES) {
        for (size_t k = 0; k < sizeof allied / sizeof allied[0]; k++)
            if (!strcmp(t->nation, allied[k].nation))
                return allied[k].rgb;
        return 0x7d98c0;
    }
    if (t->force == TF_BOXER || t->cls == TC_BOXER)
        return 0xd0473a;
    if (t->force == TF_PROVINCIAL)
        return 0xb88a4a;
    return 0xe0b83a; /* Imperial yellow */
}

unsigned tuanv_ink_rgb(const tu_tray *t)
{
    if (t->side == TU_ALLIES)
        return !strcmp(t->nation, "japanese") ? 0x2c3e6b : 0x1f2a3a;
    return t->cls == TC_BOXER ? 0x2b1a12 : 0x3a2a10;
}
