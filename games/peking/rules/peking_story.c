/* peking_story: what the replay viewer and the story page read from a
 * Peking state: the turn, and by turn the victory hexes the Chinese hold
 * against the number they need (the turn number, rule 4), and the
 * strength points each side has on the map. */
#include "story.h"
#include "peking.h"

static int turn_of(const void *p)
{
    return ((const pk_state *)p)->turn;
}

static void sample(const void *p, const char (*news)[GLOG_LINE], int nnews, double *v)
{
    const pk_state *st = p;
    int i;

    (void)news;
    (void)nnews;
    v[0] = pk_victory_held(st, PK_CHINESE);
    v[1] = pk_victory_needed(st);
    v[2] = v[3] = 0;
    for (i = 0; i < st->nunits; i++)
        if (st->u[i].where == PK_W_MAP && (st->u[i].side == PK_ALLIED || st->u[i].side == PK_CHINESE))
            v[2 + st->u[i].side] += pk_strength(st, &st->u[i]);
}

static const story_series series[] = {
    {"Victory hexes the Chinese hold", 0xa3262a, STORY_LINE, 0},
    {"Hexes they need (the turn)", 0x7d6b57, STORY_LINE, 0},
    {"Allied strength", 0x2e6b8b, STORY_LINE, 1},
    {"Chinese strength", 0xa3262a, STORY_LINE, 1},
};

const game_story peking_story = {
    turn_of, NULL, 2,
    {"Victory hexes against the turn", "Strength points on the map"},
    "turn", (int)(sizeof series / sizeof series[0]), series, {"the Allies", "the Chinese"}, sample, NULL,
};
