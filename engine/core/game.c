/* game: the little that game.h implements itself, the outcome tally of
 * `legation sim`. */
#include <stdio.h>
#include <string.h>

#include "game.h"

void sim_report_count(sim_report *r, const char *outcome)
{
    int i;

    if (!r)
        return;
    if (!outcome)
        outcome = "unknown";
    for (i = 0; i < r->noutcomes; i++) {
        if (strcmp(r->outcome[i], outcome) == 0) {
            r->count[i]++;
            return;
        }
    }
    /* The last slot is kept for "other", so a game with more outcome
     * names than slots still counts every game. */
    if (r->noutcomes >= SIM_MAX_OUTCOMES - 1 && strcmp(outcome, "other") != 0) {
        sim_report_count(r, "other");
        return;
    }
    i = r->noutcomes++;
    snprintf(r->outcome[i], sizeof r->outcome[i], "%s", outcome);
    r->count[i] = 1;
}
