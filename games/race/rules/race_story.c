/* race_story: what the replay viewer and the story page read from a race
 * state: the round, and by round each army's legation hexes held and
 * units left, for the armies in play. */
#include "story.h"
#include "race.h"

static int turn_of(const void *p)
{
    return ((const race_state *)p)->round;
}

static void sample(const void *p, const char (*news)[GLOG_LINE], int nnews, double *v)
{
    const race_state *st = p;
    int n, i;

    (void)news;
    (void)nnews;
    for (n = 0; n < RACE_NATIONS; n++) {
        v[n] = race_legation_held(st, n);
        v[RACE_NATIONS + n] = 0;
    }
    for (i = 0; i < st->nunits; i++)
        if (st->unit[i].alive && st->unit[i].nation < RACE_NATIONS)
            v[RACE_NATIONS + st->unit[i].nation] += 1;
}

/* an army whose seat is empty is not in the game: its hexes and units
 * stay 0 and would only crowd the charts and their legends */
static int shown(const void *p, int k)
{
    const race_state *st = p;

    return st->seat[k % RACE_NATIONS] != RACE_SEAT_EMPTY;
}

/* the armies in race_nation order, in the colours of their counters */
static const story_series series[] = {
    {"British hexes", 0xa3262a, STORY_LINE, 0},
    {"Russian hexes", 0x2e6b8b, STORY_LINE, 0},
    {"Japanese hexes", 0xc9a227, STORY_LINE, 0},
    {"American hexes", 0x4a7a3a, STORY_LINE, 0},
    {"British units", 0xa3262a, STORY_BAR, 1},
    {"Russian units", 0x2e6b8b, STORY_BAR, 1},
    {"Japanese units", 0xc9a227, STORY_BAR, 1},
    {"American units", 0x4a7a3a, STORY_BAR, 1},
};

const game_story race_story = {
    turn_of, NULL, 2,
    {"Legation hexes held by each army", "Units left in each army"},
    "round", (int)(sizeof series / sizeof series[0]), series, {"British", "Russians", "Japanese", "Americans"}, sample, shown,
};
