/* The race's story figures (race_story.c) over a finished game: rounds
 * never go back, and at the end of this shared victory the British hold
 * three legation hexes and the Russians one, with their units counted. */
#include "games/race/rules/race.h"
#include "story_common.h"

static void race_story_figures(void)
{
    story_walk w;
    session *full = NULL;

    if (story_walk_save(&race_rules, &w, &full) != 0)
        return;
    const race_state *st = full->state;
    CHECK_INT(w.turns, st->round - 1);
    CHECK_INT((int)w.last[RACE_BRITISH], 3);
    CHECK_INT((int)w.last[RACE_RUSSIANS], 1);
    CHECK_INT((int)(w.last[0] + w.last[1] + w.last[2] + w.last[3]), RACE_LEGATION_HEXES);
    int alive = 0;
    for (int i = 0; i < st->nunits; i++)
        alive += st->unit[i].alive && st->unit[i].nation == RACE_BRITISH;
    CHECK_INT((int)w.last[RACE_NATIONS + RACE_BRITISH], alive);
    CHECK_INT((int)w.last[RACE_NATIONS + RACE_JAPANESE], 0); /* not playing */
    session_free(full);
}

int main(void)
{
    RUN(race_story_figures);
    TEST_END();
}
