/* tuan_story: what the replay viewer and the story page read from a Tuan
 * state: the turn, and by turn the figures each side has standing on the
 * table, with the routs and hand-to-hand fights of the turn marked. */
#include <string.h>

#include "story.h"
#include "tuan.h"

static int turn_of(const void *p)
{
    return ((const tu_state *)p)->turn;
}

static void sample(const void *p, const char (*news)[GLOG_LINE], int nnews, double *v)
{
    const tu_state *st = p;
    int i;

    v[0] = v[1] = v[2] = v[3] = 0;
    for (i = 0; i < st->ntrays; i++) {
        const tu_tray *t = &st->tray[i];
        /* a gun's horses are a tray of their own only while the gun is
         * unlimbered: counted, they stood up and fell with it */
        if (t->off || t->side < 0 || t->side >= TU_SIDES || t->arm == TU_TEAM)
            continue;
        v[t->side] += t->figures + (t->officer ? 1 : 0);
    }
    /* the log's words for a rout (a morale test that "routs.") and for
     * each fight hand to hand */
    for (i = 0; i < nnews; i++) {
        if (strstr(news[i], "routs.") && !strstr(news[i], "routs on"))
            v[2] += 1;
        if (!strncmp(news[i], "Hand-to-hand:", 13))
            v[3] += 1;
    }
}

static const story_series series[] = {
    {"Allied figures", 0x2e6b8b, STORY_LINE, 0},
    {"Chinese figures", 0xa3262a, STORY_LINE, 0},
    {"Routs", 0xc9a227, STORY_MARK, 0},
    {"Hand-to-hand fights", 0x2b2118, STORY_MARK, 0},
};

const game_story tuan_story = {
    turn_of, NULL, 1,
    {"Figures standing on each side"},
    "turn", (int)(sizeof series / sizeof series[0]), series, {"the Allies", "the Chinese"}, sample, NULL,
};
