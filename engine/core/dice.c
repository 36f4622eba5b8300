/* dice: rolls through the seeded rng, or from a script of forced faces
 * (tests replaying worked examples). A forced roll still bumps the rng's
 * use count, so the session treats it as chance like a real roll. */
#include <assert.h>
#include <string.h>

#include "dice.h"

void dice_init(dice *d, uint64_t seed)
{
    memset(d, 0, sizeof *d);
    rng_seed(&d->r, seed);
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

/* One die; the face is also what last[] remembers. */
static int one_die(dice *d, int sides)
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
        return f;
    }
    return rng_range(&d->r, sides) + 1;
}

int dice_roll(dice *d, int sides)
{
    int f = one_die(d, sides);

    d->last[0] = f;
    d->last[1] = 0;
    d->nlast = 1;
    return f;
}

int dice_d6(dice *d)
{
    return dice_roll(d, 6);
}

int dice_d10(dice *d)
{
    return dice_roll(d, 10);
}

int dice_2d6(dice *d)
{
    int a = one_die(d, 6);
    int b = one_die(d, 6);

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
    } else {
        f = face[rng_range(&d->r, 6)];
    }
    d->last[0] = f;
    d->last[1] = 0;
    d->nlast = 1;
    return f;
}
