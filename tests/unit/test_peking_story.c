/* Peking's story figures (peking_story.c) over a finished game: the
 * hexes the Chinese need are the turn number, those they hold the map's,
 * and the strength points those of the units on the map. */
#include "games/peking/rules/peking.h"
#include "story_common.h"

extern const game_rules peking_rules;

static void peking_story_figures(void)
{
    story_walk w;
    session *full = NULL;

    if (story_walk_save(&peking_rules, &w, &full) != 0)
        return;
    const pk_state *st = full->state;
    CHECK_INT((int)w.last[0], pk_victory_held(st, PK_CHINESE));
    CHECK_INT((int)w.last[1], pk_victory_needed(st));
    CHECK((int)w.last[0] < (int)w.last[1]); /* the Allies held */
    int sp[2] = {0, 0};
    for (int i = 0; i < st->nunits; i++)
        if (st->u[i].where == PK_W_MAP)
            sp[st->u[i].side] += pk_strength(st, &st->u[i]);
    CHECK_INT((int)w.last[2], sp[PK_ALLIED]);
    CHECK_INT((int)w.last[3], sp[PK_CHINESE]);
    CHECK(sp[PK_ALLIED] > 0);
    session_free(full);
}

int main(void)
{
    RUN(peking_story_figures);
    TEST_END();
}
