/* kutf_story: what the replay viewer and the story page read from a KUTF
 * state: the turn (headline cards played), the cards drawn, and by turn
 * each track's Qing strength, the fort level and the relief column's
 * place on its route (the cards drawn are marked by the page itself,
 * from card_of). */
#include "story.h"
#include "kutf.h"

static int turn_of(const void *p)
{
    return ((const kutf_state *)p)->turn;
}

/* headline and event cards taken from the draw pile so far */
static int card_of(const void *p)
{
    const kutf_state *st = p;
    int n = st->data ? st->data->ncards - st->deck.ndraw : 0;
    return n < 0 ? 0 : n;
}

static void sample(const void *p, const char (*news)[GLOG_LINE], int nnews, double *v)
{
    const kutf_state *st = p;
    int t;

    (void)news;
    (void)nnews;
    for (t = 0; t < KUTF_TRACKS; t++)
        v[t] = st->ch[t].kind == KUTF_NOBODY ? 0 : st->ch[t].cp;
    v[4] = st->fort;
    v[5] = st->relief_pos;
}

static const story_series series[] = {
    {"North Qing", 0xa3262a, STORY_LINE, 0},
    {"East Qing", 0xc9a227, STORY_LINE, 0},
    {"South Qing", 0x2e6b8b, STORY_LINE, 0},
    {"West Qing", 0x4a7a3a, STORY_LINE, 0},
    {"Fort level", 0x7d6b57, STORY_BAR, 1},
    {"Relief column's place", 0x2b2118, STORY_LINE, 1},
};

const game_story kutf_story = {
    turn_of, card_of, 2,
    {"Qing strength on each track", "The fort and the relief column"},
    "turn", (int)(sizeof series / sizeof series[0]), series, {"the defence"}, sample, NULL,
};
