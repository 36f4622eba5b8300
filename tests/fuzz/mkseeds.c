/* mkseeds: writes the seed saves of the <game>-save fuzz targets: for every
 * game and scenario of this build, bot games cut after 0, 3, 20 and 150
 * actions and played to the end, saved as a player's save would be.
 * Usage: mkseeds DATADIR OUTDIR (files OUTDIR/<game>-<scenario>-<n>.json). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "catalog.h"
#include "game.h"
#include "paths.h"
#include "session.h"

#define G(id) extern const game_rules id##_rules;
LEG_GAMES
#undef G
#define G(id) &id##_rules,
static const game_rules *const all_games[] = { LEG_GAMES NULL };
#undef G

int main(int argc, char **argv)
{
    static const int cut[] = { 0, 3, 20, 150, 100000 };
    catalog *c = calloc(1, sizeof *c);
    errs e;

    if (argc != 3 || !c)
        return 2;
    for (int g = 0; all_games[g]; g++) {
        const game_rules *r = all_games[g];
        errs_clear(&e);
        if (!catalog_load(c, argv[1], r->id, &e)) {
            errs_print(&e, stderr);
            return 1;
        }
        for (int i = 0; i < c->n; i++) {
            for (size_t k = 0; k < sizeof cut / sizeof cut[0]; k++) {
                cJSON *o = catalog_default_options(&c->scen[i]);
                session *s;
                char p[1200], why[256];
                errs_clear(&e);
                s = session_new(r, argv[1], c->scen[i].id, o, 11 + k, &e);
                cJSON_Delete(o);
                if (!s) {
                    errs_print(&e, stderr);
                    return 1;
                }
                for (int n = 0; n < cut[k] && r->seat_to_move(s->state) >= 0; n++)
                    if (session_bot_step(s, why, sizeof why) != 0)
                        break;
                s->practice = k == 2;
                snprintf(p, sizeof p, "%s/%s-%s-%d.json", argv[2], r->id,
                         c->scen[i].id, cut[k]);
                if (session_save(s, p, &e) != 0) {
                    errs_print(&e, stderr);
                    return 1;
                }
                session_free(s);
            }
        }
    }
    free(c);
    return 0;
}
