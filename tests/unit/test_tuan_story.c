/* Tuan's story figures (tuan_story.c) over a finished game: the Allies
 * win with no Chinese tray left, so no Chinese figure stands at the end;
 * the routs of the game are counted from the log. */
#include "games/tuan/rules/tuan.h"
#include "story_common.h"
#include "test_tuan_common.h"

extern const game_rules tuan_rules;
extern const game_story tuan_story;

static void tuan_story_figures(void)
{
    story_walk w;
    session *full = NULL;

    if (story_walk_save(&tuan_rules, &w, &full) != 0)
        return;
    const tu_state *st = full->state;
    int allied = 0;
    for (int i = 0; i < st->ntrays; i++)
        if (!st->tray[i].off && st->tray[i].side == TU_ALLIES && st->tray[i].arm != TU_TEAM)
            allied += st->tray[i].figures + (st->tray[i].officer ? 1 : 0);
    CHECK_INT((int)w.last[TU_ALLIES], allied);
    CHECK(allied > 0);
    CHECK_INT((int)w.last[TU_CHINESE], 0);
    CHECK(w.marks[2] >= 1); /* a morale test that routs (the log says so) */
    session_free(full);
}

/* The Japanese gun unlimbers and its horses come onto the table as a tray
 * of their own: no figure stood up, so the Allied count stays (it rose
 * from 22 to 23 on a player's story page when the horses counted). */
static void tuan_story_horses_are_no_figures(void)
{
    tu_state *st = tuan_board(NULL, TU_ALLIES);
    char why[200];
    double before[4], after[4];
    glog *log;

    if (!st)
        return;
    log = glog_new(50);
    int gun = tuan_put(st, "gun", 37, 8, 90);
    tuan_put(st, "jp1", 10, 8, 90);
    tuan_story.sample(st, NULL, 0, before);
    CHECK(tu_do_limber(st, gun, log, why, sizeof why) == 0);
    CHECK(!st->tray[gun].limbered);
    int team = tu_find_tray(st, "gun-team");
    CHECK(team >= 0 && !st->tray[team].off);
    tuan_story.sample(st, NULL, 0, after);
    CHECK_INT((int)after[TU_ALLIES], (int)before[TU_ALLIES]);
    /* and limbered again: the same figures */
    CHECK(tu_do_limber(st, gun, log, why, sizeof why) == 0);
    tuan_story.sample(st, NULL, 0, after);
    CHECK_INT((int)after[TU_ALLIES], (int)before[TU_ALLIES]);
    glog_free(log);
    tu_free(st);
}

int main(void)
{
    RUN(tuan_story_figures);
    RUN(tuan_story_horses_are_no_figures);
    TEST_END();
}
