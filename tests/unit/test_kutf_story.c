/* KUTF's story figures (kutf_story.c) over a finished game: the turn is
 * the headline cards played, the cards drawn count the events too, and
 * the last figures are the final state's tracks, fort and relief. */
#include "games/kutf/rules/kutf.h"
#include "story_common.h"

static void kutf_story_figures(void)
{
    story_walk w;
    session *full = NULL;

    if (story_walk_save(&kutf_rules, &w, &full) != 0)
        return;
    const kutf_state *st = full->state;
    CHECK_INT(w.turns, st->turn);
    CHECK(w.cards >= st->turn); /* every turn a headline, events besides */
    for (int t = 0; t < KUTF_TRACKS; t++)
        CHECK_INT((int)w.last[t], st->ch[t].kind == KUTF_NOBODY ? 0 : st->ch[t].cp);
    CHECK_INT((int)w.last[4], st->fort);
    CHECK_INT((int)w.last[5], st->relief_pos);
    CHECK_INT(st->relief_pos, st->data->nroute - 1); /* the save is a victory */
    session_free(full);
}

int main(void)
{
    RUN(kutf_story_figures);
    TEST_END();
}
