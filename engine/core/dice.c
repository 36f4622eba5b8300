/* dice: rolls through the seeded rng, or from a script of forced faces
 * (tests replaying worked examples). A forced roll still bumps the rng's
 * use count, so the session treats it as chance like a real roll. Draws
 * from piles pass through here too (dice_draw), so that every outcome of
 * an action can be recorded on a host and fed to a client. */
#include <assert.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "dice.h"

void dice_init(dice *d, uint64_t seed)
{
    memset(d, 0, sizeof *d);
    d->bad = -1;
    rng_seed(&d->r, seed);
}

void dice_for(dice *d, const char *fmt, ...)
{
    va_list ap;

    va_start(ap, fmt);
    vsnprintf(d->purpose, sizeof d->purpose, fmt, ap);
    va_end(ap);
}

void dice_feed(dice *d, const int *faces, int n, int strict)
{
    d->feed = faces;
    d->nfeed = faces ? n : 0;
    d->fed = 0;
    d->strict = strict;
    d->starved = 0;
    d->bad = -1;
}

int dice_unfeed(dice *d)
{
    int used = d->fed;

    d->feed = NULL;
    d->nfeed = d->fed = 0;
    d->strict = 0;
    return used;
}

void dice_hold(dice *d, dice_held *h)
{
    h->feed = d->feed;
    h->nfeed = d->nfeed;
    h->fed = d->fed;
    h->strict = d->strict;
    d->feed = NULL;
    d->nfeed = d->fed = 0;
    d->strict = 0;
}

void dice_unhold(dice *d, const dice_held *h)
{
    d->feed = h->feed;
    d->nfeed = h->nfeed;
    d->fed = h->fed;
    d->strict = h->strict;
}

/* The die the feed could not give (or gave wrong), for the caller to ask
 * about or report. */
static void want(dice *d, int lo, int hi)
{
    d->want_lo = lo;
    d->want_hi = hi;
    snprintf(d->want_purpose, sizeof d->want_purpose, "%s",
             d->purpose[0] ? d->purpose : "a die roll");
}

/* A face from the feed in lo..hi: 1 with it in *f, 0 to roll. */
static int from_feed(dice *d, int lo, int hi, int *f)
{
    if (d->fed < d->nfeed) {
        *f = d->feed[d->fed];
        if (d->fed < DICE_FED_NOTES)
            snprintf(d->fed_purpose[d->fed], sizeof d->fed_purpose[0], "%.47s",
                     d->purpose[0] ? d->purpose : "a die roll");
        if ((*f < lo || *f > hi) && d->bad < 0) {
            d->bad = d->fed;
            want(d, lo, hi);
        }
        d->fed++;
        if (*f < lo)
            *f = lo;
        if (*f > hi)
            *f = hi;
    } else if (d->strict) {
        if (!d->starved)
            want(d, lo, hi);
        d->starved = 1;
        *f = lo;
    } else {
        return 0;
    }
    d->purpose[0] = 0;
    d->r.uses++;
    return 1;
}

void dice_force(dice *d, const int *faces, int n)
{
    int i;

    /* Drop what has been used so the script has room again. */
    if (d->pos > 0) {
        memmove(d->script, d->script + d->pos,
                (size_t)(d->nscript - d->pos) * sizeof d->script[0]);
        d->nscript -= d->pos;
        d->pos = 0;
    }
    for (i = 0; i < n; i++) {
        assert(d->nscript < DICE_SCRIPT_MAX);
        assert(faces[i] >= 1);
        if (d->nscript < DICE_SCRIPT_MAX)
            d->script[d->nscript++] = faces[i];
    }
}

int dice_forced_left(const dice *d)
{
    return d->nscript - d->pos;
}

/* The outcome record (dice_record): counts past the caller's cap so that
 * dice_unrecord can say it overflowed. */
static void record(dice *d, int f)
{
    if (!d->recording)
        return;
    if (d->rec && d->nrec < d->reccap)
        d->rec[d->nrec] = f;
    d->nrec++;
}

void dice_record(dice *d, int *buf, int cap)
{
    d->rec = buf;
    d->reccap = buf && cap > 0 ? cap : 0;
    d->nrec = 0;
    d->recording = 1;
}

int dice_unrecord(dice *d)
{
    int n = d->nrec, over = d->nrec > d->reccap;

    d->rec = NULL;
    d->nrec = d->reccap = 0;
    d->recording = 0;
    return over ? -1 : n;
}

void dice_blind(dice *d)
{
    d->blind = 1;
}

int dice_draw(dice *d, int n, int natural)
{
    int f;

    if (n < 1)
        n = 1;
    if (!d->blind) {
        f = natural < 1 ? 1 : natural > n ? n : natural;
        d->purpose[0] = 0;
    } else if (d->pos < d->nscript) {
        f = d->script[d->pos++];
        assert(f >= 1 && f <= n);
        f = f < 1 ? 1 : f > n ? n : f;
        d->r.uses++;
        d->purpose[0] = 0;
    } else if (!from_feed(d, 1, n, &f)) {
        /* no order is known here: any of the n, as a look-ahead may guess */
        f = rng_range(&d->r, n) + 1;
        d->purpose[0] = 0;
    }
    record(d, f);
    return f;
}

/* One die; the face is also what last[] remembers. */
static int pick_die(dice *d, int sides)
{
    int f;

    assert(sides >= 1);
    if (d->pos < d->nscript) {
        f = d->script[d->pos++];
        assert(f >= 1 && f <= sides);
        if (f < 1)
            f = 1;
        if (f > sides)
            f = sides;
        d->r.uses++;
        d->purpose[0] = 0;
        return f;
    }
    if (from_feed(d, 1, sides, &f))
        return f;
    d->purpose[0] = 0;
    return rng_range(&d->r, sides) + 1;
}

/* Every face is remembered (a short ring) so a screen can show the dice
 * an action rolled without the rules keeping a record of their own. */
static int one_die(dice *d, int sides)
{
    int f = pick_die(d, sides);

    record(d, f);
    d->hist[d->nhist % DICE_HIST] = (unsigned char)f;
    d->hist_sides[d->nhist % DICE_HIST] = (unsigned char)sides;
    d->nhist++;
    return f;
}

int dice_history(const dice *d, long since, int *faces, int *sides, int max)
{
    long from = since < 0 ? 0 : since;
    int n = 0;

    if (d->nhist - from > DICE_HIST)
        from = d->nhist - DICE_HIST;
    for (long i = from; i < d->nhist && n < max; i++, n++) {
        faces[n] = d->hist[i % DICE_HIST];
        if (sides)
            sides[n] = d->hist_sides[i % DICE_HIST];
    }
    return n;
}

int dice_roll(dice *d, int sides)
{
    int f;

    if (d->pos >= d->nscript && d->fed >= d->nfeed && !d->strict &&
        !d->recording && sides >= 1) {
        /* nothing forced or fed: pick_die's own last step, without its
         * calls (the simulators roll a die every few actions) */
        d->purpose[0] = 0;
        f = rng_range(&d->r, sides) + 1;
        d->hist[d->nhist % DICE_HIST] = (unsigned char)f;
        d->hist_sides[d->nhist % DICE_HIST] = (unsigned char)sides;
        d->nhist++;
    } else {
        f = one_die(d, sides);
    }

    d->last[0] = f;
    d->last[1] = 0;
    d->nlast = 1;
    return f;
}

int dice_d6(dice *d)
{
    int f = dice_quick_inline(d, 6);    /* the simulators' commonest die */

    return f ? f : dice_roll(d, 6);
}

int dice_d10(dice *d)
{
    int f = dice_quick_inline(d, 10);

    return f ? f : dice_roll(d, 10);
}

int dice_2d6(dice *d)
{
    char why[sizeof d->purpose];
    int a, b;

    /* both dice share the purpose */
    memcpy(why, d->purpose, sizeof why);
    a = one_die(d, 6);
    memcpy(d->purpose, why, sizeof why);
    b = one_die(d, 6);

    d->last[0] = a;
    d->last[1] = b;
    d->nlast = 2;
    return a + b;
}

int dice_avg(dice *d)
{
    /* Forced results for an average die are its own faces (2..5), so a
     * rule text's "rolled a 4" replays as 4. */
    static const int face[6] = { 2, 3, 3, 4, 4, 5 };
    int f;

    if (d->pos < d->nscript) {
        f = d->script[d->pos++];
        assert(f >= 2 && f <= 5);
        if (f < 2)
            f = 2;
        if (f > 5)
            f = 5;
        d->r.uses++;
        d->purpose[0] = 0;
    } else if (!from_feed(d, 2, 5, &f)) {
        f = face[rng_range(&d->r, 6)];
        d->purpose[0] = 0;
    }
    record(d, f);
    d->hist[d->nhist % DICE_HIST] = (unsigned char)f;
    d->hist_sides[d->nhist % DICE_HIST] = 7; /* the average die, as ui_die names it */
    d->nhist++;
    d->last[0] = f;
    d->last[1] = 0;
    d->nlast = 1;
    return f;
}
