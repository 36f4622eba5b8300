/* col_story: what the replay viewer and the story page read from a
 * Colonial Siege state: the cards drawn, and card by card the figures
 * each side has on the table, with the routs and melees marked. */
#include <string.h>

#include "story.h"
#include "col_local.h"

static int card_of(const void *p)
{
    return ((const col_state *)p)->cards_drawn;
}

static void sample(const void *p, const char (*news)[GLOG_LINE], int nnews, double *v)
{
    const col_state *st = p;
    int i;

    v[0] = v[1] = v[2] = v[3] = 0;
    for (i = 0; i < st->nfig && i < COL_MAX_FIG; i++) {
        const col_fig *f = &st->fig[i];
        if (!f->used || f->group < 0 || f->group >= COL_MAX_GROUP)
            continue;
        int side = st->grp[f->group].side;
        if (side == COL_DEF || side == COL_ATT)
            v[side] += 1;
    }
    /* the log's words for a native group's rout and a melee fought */
    for (i = 0; i < nnews; i++) {
        if (strstr(news[i], " rout (rolled"))
            v[2] += 1;
        if (!strncmp(news[i], "Melee: ", 7))
            v[3] += 1;
    }
}

static const story_series series[] = {
    {"Defenders", 0x2e6b8b, STORY_LINE, 0},
    {"Natives", 0xa3262a, STORY_LINE, 0},
    {"Routs", 0xc9a227, STORY_MARK, 0},
    {"Melees", 0x2b2118, STORY_MARK, 0},
};

/* a turn of Colonial Siege is a card: the turn is the cards drawn */
const game_story colonial_story = {
    card_of, card_of, 1,
    {"Figures on the table"},
    "card", (int)(sizeof series / sizeof series[0]), series, {"the defenders", "the natives"}, sample, NULL,
};
