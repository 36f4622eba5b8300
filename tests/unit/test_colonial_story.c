/* Colonial Siege's story figures (col_story.c) over a finished game:
 * turns are the cards drawn, the figures those on the table by side, and
 * the routs and melees of the game are counted from the log. */
#include "games/colonial/rules/col_local.h"
#include "story_common.h"

extern const game_rules colonial_rules;

static void colonial_story_figures(void)
{
    story_walk w;
    session *full = NULL;

    if (story_walk_save(&colonial_rules, &w, &full) != 0)
        return;
    const col_state *st = full->state;
    int side[2] = {0, 0};
    for (int i = 0; i < st->nfig; i++)
        if (st->fig[i].used)
            side[st->grp[st->fig[i].group].side]++;
    CHECK_INT(w.cards, st->cards_drawn);
    CHECK_INT(w.turns, st->cards_drawn);
    CHECK_INT((int)w.last[COL_DEF], side[COL_DEF]);
    CHECK_INT((int)w.last[COL_ATT], side[COL_ATT]);
    CHECK(w.marks[2] >= 1); /* routs */
    CHECK(w.marks[3] >= 1); /* melees */
    session_free(full);
}

int main(void)
{
    RUN(colonial_story_figures);
    TEST_END();
}
