/* dice: d6, d10, 2d6 and the average die (2,3,3,4,4,5), all through the
 * seeded rng, with a script of forced results so tests can replay the
 * worked examples of the rule texts exactly. */
#ifndef ENGINE_DICE_H
#define ENGINE_DICE_H

#include "rng.h"

#define DICE_SCRIPT_MAX 64
#define DICE_FED_NOTES 16
#define DICE_HIST 64

typedef struct dice {
    rng r;
    int script[DICE_SCRIPT_MAX]; /* forced face values, used first in order */
    int nscript, pos;
    int last[2];  /* faces of the last roll (2d6 fills both) */
    int nlast;
    /* Faces fed from outside (a save's "rolls", faces a player entered):
     * used after the script and before the rng. Not part of a position:
     * the session sets them around one apply and takes them back. */
    const int *feed;
    int nfeed, fed;
    int strict;    /* feed used up: starve (want the die) instead of rolling */
    int starved;   /* a die was wanted past the feed (strict only) */
    int bad;       /* index in feed of the first face out of range, -1 */
    int want_lo, want_hi;   /* range of the die that starved or was bad */
    char want_purpose[80];  /* its purpose */
    char purpose[80];       /* what the next die is for (dice_for) */
    /* what each fed face was used for (the first DICE_FED_NOTES), so a log
     * can say which roll a player entered */
    char fed_purpose[DICE_FED_NOTES][48];
    /* the last DICE_HIST faces rolled, oldest first from nhist - DICE_HIST
     * (for screens; not part of a position) */
    unsigned char hist[DICE_HIST], hist_sides[DICE_HIST];
    long nhist;
    /* Outcome recording (dice_record): every face a die or a draw yields
     * is appended to rec (the caller's buffer, like the feed; not part of
     * a position). nrec counts past reccap on overflow. */
    int *rec;
    int nrec, reccap, recording;
    /* Built from a public position (dice_blind): the piles' own order is
     * not known here, so a draw takes the script or the feed (strict:
     * starves), never the pile's natural next item. Copied with the state. */
    int blind;
} dice;

void dice_init(dice *d, uint64_t seed);
/* Queue forced faces; each die rolled afterwards takes the next one.
 * A forced face out of range for the die asserts. */
void dice_force(dice *d, const int *faces, int n);
int dice_forced_left(const dice *d);
/* Say what the next die is for ("to-hit, North"): the dice tray shows it
 * when a player rolls their own dice. Rules cores call it before rolling. */
void dice_for(dice *d, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Will the next die come from the feed or be asked for (strict)? Only
 * then has a die's purpose a reader: a rules core formats it only then. */
static inline int dice_feeding(const dice *d)
{
    return d->fed < d->nfeed || d->strict;
}
/* Feed faces (kept by the caller while it applies one action). strict: when
 * they run out, the next die starves: it returns its lowest face and sets
 * starved, want_lo/want_hi and want_purpose. A fed face out of range for
 * its die sets bad (its index) and the same fields. */
void dice_feed(dice *d, const int *faces, int n, int strict);
/* Stop feeding; returns how many fed faces were used. */
int dice_unfeed(dice *d);
/* Set the feed aside for a while: the dice rolled until dice_unhold come
 * from the rng (or the forced script) and the feed is left as it was. For
 * a rules core replaying a save made before those dice were asked for
 * (their faces were never in the save's rolls). */
typedef struct dice_held {
    const int *feed;
    int nfeed, fed, strict;
} dice_held;
void dice_hold(dice *d, dice_held *h);
void dice_unhold(dice *d, const dice_held *h);
int dice_roll(dice *d, int sides);  /* 1..sides */
int dice_d6(dice *d);
int dice_d10(dice *d);
/* The common case of dice_roll with a constant number of sides (nothing
 * forced or fed): straight from the rng with the divisor folded in; the
 * same face and bookkeeping as dice_roll. 0 when it does not apply (then
 * roll with dice_roll). Inline for the simulators' hot paths: dice_d6
 * and dice_d10 are this and the fallback. */
static inline int dice_quick_inline(dice *d, int sides)
{
    int f;

    if (d->pos < d->nscript || d->fed < d->nfeed || d->strict || d->recording)
        return 0;
    f = rng_range_inline(&d->r, sides) + 1;
    d->purpose[0] = 0;
    d->hist[(unsigned long)d->nhist % DICE_HIST] = (unsigned char)f;
    d->hist_sides[(unsigned long)d->nhist % DICE_HIST] = (unsigned char)sides;
    d->nhist++;
    d->last[0] = f;
    d->last[1] = 0;
    d->nlast = 1;
    return f;
}
/* A draw from a pile: choose one of n items, numbered 1..n in the pile's
 * canonical order (one both a host and a client can compute from public
 * information, such as the items sorted by id). natural is the item the
 * pile's own hidden order puts next. The rng is never used for it, so a
 * game that draws through here replays as before:
 *  - dice not blind: returns natural. The script and the feed are for
 *    dice only (a save's "rolls" and "Roll my own dice" hold no draws);
 *  - blind (a state built from a public position): the face comes as a
 *    die's would, from the script, then the feed (out of range: bad;
 *    strict and used up: starved, want_lo..want_hi = 1..n, purpose from
 *    dice_for), then, unfed and not strict, a random item (a computer
 *    player's look-ahead on a client).
 * The face is recorded when recording. A draw is not a die: it is kept
 * out of hist and last[]. */
int dice_draw(dice *d, int n, int natural);
/* Will a draw simply take its natural item (not blind, not recording)?
 * Then a caller may skip finding its place in the canonical order. */
static inline int dice_draws_natural(const dice *d)
{
    return !d->blind && !d->recording;
}
/* Record outcomes: from now on every face a die or a draw yields is
 * appended to buf (the caller owns it, up to cap faces). The faces, fed
 * back in the same order with dice_feed(strict 1) to the dice of a state
 * built from the public position before the action, make the action come
 * out the same. While recording, dice_quick_inline takes the slow path. */
void dice_record(dice *d, int *buf, int cap);
/* Stop recording: how many faces were recorded; -1 when more than cap
 * (overflow: buf holds the first cap). */
int dice_unrecord(dice *d);
/* Mark the dice as those of a state built from a public position (no rng
 * state, no order of undrawn piles): draws take fed faces (dice_draw).
 * Every game's state_load calls it for a position without rng state; a
 * caller may call it again harmlessly. */
void dice_blind(dice *d);
int dice_2d6(dice *d);              /* two d6 summed; faces in last[] */
int dice_avg(dice *d);              /* average die: 2,3,3,4,4,5 */
/* Faces rolled since the count `since` was read from d->nhist (at most
 * the last DICE_HIST of them, and at most max); sides may be NULL. */
int dice_history(const dice *d, long since, int *faces, int *sides, int max);

#endif
