/* kutf-fingerprint: a hash of every action the computer players choose and
 * every game's result, for a few seeds, each deck, each player and each
 * rule reading: two builds that print the same lines play the same games.
 * Used to prove a speed change to the kutf rules or bot changed no result.
 * Each line hashes the games twice: action by action through kutf_apply
 * (hash=), and whole as `legation sim` plays them (sim=: outcome, turns
 * and VP of each game).
 *   make build/librules.a
 *   cc -std=c11 -O2 -Iengine/core -Iengine -I. $(pkg-config --cflags libcjson) \
 *      -o build/kutf-fingerprint tools/kutf-fingerprint.c build/librules.a -lcjson -lm
 *   build/kutf-fingerprint [GAMES]        (default 20000 per line) */
#include <stdio.h>
#include <stdlib.h>

#include "games/kutf/rules/kutf.h"

static uint64_t h;

static void mix(long v)
{
    h ^= (uint64_t)v;
    h *= 1099511628211ULL;
    h ^= h >> 29;
}

int main(int argc, char **argv)
{
    static const uint64_t seeds[] = { 1, 7, 12345 };
    kutf_data *d = calloc(1, sizeof *d);
    kutf_state *s = calloc(1, sizeof *s);
    long games = argc > 1 ? atol(argv[1]) : 20000, i, acts;
    uint64_t hplay;
    int lv, var, mode, si, steps;
    kutf_action a;
    errs e;

    errs_clear(&e);
    if (!d || !s || !kutf_data_load_scenario(d, "scenarios/kutf/standard.json", &e)) {
        fprintf(stderr, "kutf-fingerprint: %s\n", errs_first(&e));
        return 1;
    }
    for (lv = 0; lv < 2; lv++)
        for (var = 0; var < 4; var++)
            for (mode = 0; mode < 3; mode++)
                for (si = 0; si < 3; si++) {
                    if (var && (si || lv == KUTF_BOT_BASIC))
                        continue;  /* readings: the strong player, seed 1 */
                    h = 14695981039346656037ULL;
                    acts = 0;
                    for (i = 0; i < games; i++) {
                        kutf_init(s, d, mode, sim_game_seed(seeds[si], i));
                        s->variants = var;
                        steps = 0;
                        while (!s->outcome && steps++ < 5000) {
                            if (!kutf_bot_choose_level(s, &a, lv) ||
                                kutf_apply(s, &a, NULL, NULL, 0) < 0) {
                                mix(-1);
                                break;
                            }
                            mix(a.type); mix(a.unit); mix(a.box); mix(a.track);
                            mix(a.other); mix(a.choice); mix(a.card);
                            acts++;
                        }
                        mix(s->outcome); mix(s->turn); mix(s->vp.total);
                        mix(steps);
                    }
                    hplay = h;
                    /* the same games as the simulator plays them
                     * (kutf_play_bot_game_var, without the legality
                     * check): their results must hash the same way */
                    h = 14695981039346656037ULL;
                    for (i = 0; i < games; i++) {
                        mix(kutf_play_bot_game_var(s, d, mode,
                                                   sim_game_seed(seeds[si], i),
                                                   lv, var));
                        mix(s->turn); mix(s->vp.total);
                    }
                    printf("lv=%d var=%d deck=%d seed=%llu games=%ld "
                           "actions=%ld hash=%016llx sim=%016llx\n", lv, var,
                           mode, (unsigned long long)seeds[si], games, acts,
                           (unsigned long long)hplay, (unsigned long long)h);
                    fflush(stdout);
                }
    kutf_data_free(d);
    free(d);
    free(s);
    return 0;
}
