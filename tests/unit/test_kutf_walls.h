/* test_kutf_walls.h: the body of the two wall-word tests. kutf.h answers
 * "who holds which wall" with SSE2 where the compiler has it and with
 * plain loops otherwise (or under KUTF_PLAIN); test_kutf_walls.c builds
 * the first, test_kutf_walls_plain.c the second, and both hold them to
 * the same answers worked out here from the rule itself (a unit counts on
 * its track's wall while it has CP left), so a machine without SSE2
 * plays the same games. */
#include <stdint.h>
#include <stdlib.h>

#include "test.h"
#include "games/kutf/rules/kutf.h"

static uint32_t walls_seed = 12345u;

static uint32_t walls_next(void)
{
    walls_seed ^= walls_seed << 13;
    walls_seed ^= walls_seed >> 17;
    walls_seed ^= walls_seed << 5;
    return walls_seed;
}

/* The answers from the definitions, one unit at a time. */
static unsigned ref_units(const kutf_state *s, int need_cp)
{
    unsigned m = 0;
    int u;

    for (u = 0; u < KUTF_UNITS; u++)
        if (s->utrack[u] >= 0 && s->utrack[u] < KUTF_TRACKS &&
            (!need_cp || s->cp[u] > 0))
            m |= 1u << (8 * s->utrack[u] + u);
    return m;
}

static int ref_count(unsigned w, int t)
{
    int n = 0, u;

    for (u = 0; u < 8; u++)
        n += (int)(w >> (8 * t + u) & 1u);
    return n;
}

/* Random states: every unit on a wall (or out of play, -1), with CP from
 * -1 to 3, and Chinese units of every kind at every space. */
static void walls_random(kutf_state *s)
{
    int u, t;

    for (u = 0; u < KUTF_UNITS; u++) {
        s->utrack[u] = (int)(walls_next() % (KUTF_TRACKS + 1)) - 1;
        s->cp[u] = (int)(walls_next() % 5) - 1;
    }
    for (t = 0; t < KUTF_TRACKS; t++) {
        s->ch[t].kind = (int)(walls_next() % 3);
        s->ch[t].space = (int)(walls_next() % (KUTF_WALL + 3));
    }
}

static void wall_words_match_the_rule(void)
{
    kutf_state *s = calloc(1, sizeof *s);
    int i, t, bad = 0;

    CHECK(s != NULL);
    if (!s)
        return;
    for (i = 0; i < 200000 && bad < 5; i++) {
        unsigned w, p, open = 0, held = 0, eng = 0;
        walls_random(s);
        w = kutf_wall_units(s);
        p = kutf_wall_placed(s);
        for (t = 0; t < KUTF_TRACKS; t++) {
            open |= (unsigned)(ref_count(w, t) < 2) << t;
            held |= (unsigned)(ref_count(w, t) > 0) << t;
            eng |= (unsigned)(s->ch[t].kind != 0 && s->ch[t].space >= KUTF_WALL) << t;
            if (kutf_wall_of(s, t) != (w >> (8 * t) & 0xffu))
                bad++;
        }
        if (w != ref_units(s, 1) || p != ref_units(s, 0) ||
            kutf_walls_open(w) != open || kutf_walls_held(w) != held ||
            kutf_walls_engaged(s) != eng)
            bad++;
        if (w && kutf_low_unit(w) != __builtin_ctz(w))
            bad++;
    }
    CHECK_INT(bad, 0);
    free(s);
}

/* The path under test really is the one the file's name says. */
static void wall_words_path(void)
{
#if defined(KUTF_PLAIN) || !defined(__SSE2__)
    CHECK(WALLS_PLAIN);
#else
    CHECK(!WALLS_PLAIN);
#endif
}

int main(void)
{
    RUN(wall_words_match_the_rule);
    RUN(wall_words_path);
    TEST_END();
}
