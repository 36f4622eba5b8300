/* Tuan's story figures (tuan_story.c) over a finished game: the Allies
 * win with no Chinese tray left, so no Chinese figure stands at the end;
 * the routs of the game are counted from the log. */
#include "games/tuan/rules/tuan.h"
#include "story_common.h"

extern const game_rules tuan_rules;

static void tuan_story_figures(void)
{
    story_walk w;
    session *full = NULL;

    if (story_walk_save(&tuan_rules, &w, &full) != 0)
        return;
    const tu_state *st = full->state;
    int allied = 0;
    for (int i = 0; i < st->ntrays; i++)
        if (!st->tray[i].off && st->tray[i].side == TU_ALLIES)
            allied += st->tray[i].figures + (st->tray[i].officer ? 1 : 0);
    CHECK_INT((int)w.last[TU_ALLIES], allied);
    CHECK(allied > 0);
    CHECK_INT((int)w.last[TU_CHINESE], 0);
    CHECK(w.marks[2] >= 1); /* a morale test that routs (the log says so) */
    session_free(full);
}

int main(void)
{
    RUN(tuan_story_figures);
    TEST_END();
}
