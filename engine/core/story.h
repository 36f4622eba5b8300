/* story: what the replay viewer and the story charts ask of a game's
 * rules (no SDL): where its turns and cards begin, and a few figures read
 * from a state, sampled turn by turn when a save is walked. A game fills
 * one game_story and points its game_rules.story at it. */
#ifndef ENGINE_STORY_H
#define ENGINE_STORY_H

#include "glog.h"

#define STORY_MAX_SERIES 12
#define STORY_MAX_CHARTS 3

enum { STORY_LINE, STORY_BAR, STORY_MARK };

typedef struct story_series {
    const char *name;   /* "North Qing strength" */
    unsigned color;     /* 0xRRGGBB */
    int kind;           /* STORY_LINE, STORY_BAR, or STORY_MARK: a mark on
                           the axis at each point whose value is above 0
                           (routs, melees since the last point) */
    int chart;          /* which chart of the page */
} story_series;

typedef struct game_story {
    /* The turn of a state: 0 before the first turn begins. */
    int (*turn_of)(const void *st);
    /* Cards drawn so far, for games played card by card; NULL otherwise. */
    int (*card_of)(const void *st);
    /* The charts' titles and what their x axis counts ("turn", "card"). */
    int ncharts;
    const char *chart_title[STORY_MAX_CHARTS];
    const char *x_name;
    int nseries;
    const story_series *series;
    /* Who each seat plays ("British", "the Allies"), for Take over's
     * set-up; NULL past the last. */
    const char *seat_name[4];
    /* The nseries values of a state, in the order of series; news are
     * the log lines written since the last point (a STORY_MARK series
     * counts its events there: "routs", "Melee:"). */
    void (*sample)(const void *st, const char (*news)[GLOG_LINE], int nnews, double *v);
    /* Whether series k belongs on the page of the game whose final state
     * is st (the race's armies not in play are left out, chart and
     * legend); NULL: every series. */
    int (*shown)(const void *st, int k);
} game_story;

#endif
