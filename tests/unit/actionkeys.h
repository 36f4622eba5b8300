/* actionkeys.h: the check each game's test_<game>_actionkeys.c runs, that
 * the game's list of action keys (game_rules.action_keys) holds every
 * action the game itself writes: every legal action and every bot move of
 * a few bot games of each scenario passes game_check_action, so a save the
 * program wrote is never refused for its keys. */
#ifndef TEST_ACTIONKEYS_H
#define TEST_ACTIONKEYS_H

#include <stdlib.h>

#include "catalog.h"
#include "game.h"
#include "jsonload.h"
#include "test.h"

/* 1 when the action fits; otherwise prints the problem. */
static int ak_fits(const game_rules *r, const cJSON *action)
{
    char *text = cJSON_PrintUnformatted(action);
    jdoc d;
    errs e;
    int ok;

    errs_clear(&e);
    ok = text && jdoc_parse(&d, "action", text, &e);
    if (ok) {
        ok = game_check_action(r, &d, &e, d.root, "action");
        jdoc_free(&d);
    }
    if (!ok)
        printf("  %s: %s: %s\n", r->id, text ? text : "(no memory)", errs_first(&e));
    free(text);
    return ok;
}

/* Plays games bot games of every scenario of r's catalog (default options)
 * for at most steps actions each; returns the number of actions that did
 * not fit (0 is good) and counts the ones checked in *checked. */
static int ak_check_game(const game_rules *r, int games, int steps, long *checked)
{
    catalog *c = calloc(1, sizeof *c);
    errs e;
    int bad = 0;

    errs_clear(&e);
    if (!c || !catalog_load(c, ".", r->id, &e)) {
        printf("  %s: catalog: %s\n", r->id, errs_first(&e));
        free(c);
        return 1;
    }
    CHECK(r->action_keys != NULL);
    for (int s = 0; s < c->n; s++) {
        cJSON *o = catalog_default_options(&c->scen[s]);
        for (int g = 0; g < games; g++) {
            void *st = r->create(".", c->scen[s].id, o, (uint64_t)(11 + g), &e);
            char why[256], out[64];
            if (!st) {
                printf("  %s/%s: %s\n", r->id, c->scen[s].id, errs_first(&e));
                bad++;
                continue;
            }
            for (int k = 0; k < steps && !r->outcome(st, out, sizeof out); k++) {
                cJSON *legal = r->legal(st), *a;
                cJSON_ArrayForEach(a, legal) {
                    bad += !ak_fits(r, a);
                    (*checked)++;
                }
                cJSON_Delete(legal);
                a = r->bot_action(st);
                if (!a)
                    break;
                bad += !ak_fits(r, a);
                (*checked)++;
                if (r->apply(st, a, NULL, why, sizeof why) != 0) {
                    /* not this test's business (the game's own tests'),
                     * but the game cannot go on: the next one */
                    printf("  note: %s: the bot's action was refused: %s\n", r->id, why);
                    cJSON_Delete(a);
                    break;
                }
                cJSON_Delete(a);
            }
            r->destroy(st);
        }
        cJSON_Delete(o);
    }
    free(c);
    return bad;
}

#endif
