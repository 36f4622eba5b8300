/* race_sim: all-bot games: the state's invariants (checked after every
 * action in the tests), one game played to its end, and the games behind
 * `legation sim race` with each nation's share of the wins. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "race_bot_local.h"

/* ---- invariants -------------------------------------------------------- */

static int fail(char *why, size_t n, const char *fmt, int a, int b)
{
    if (why && n)
        snprintf(why, n, fmt, a, b);
    return 0;
}

/* Everything but the walls: O(cells). Also the bookkeeping bitsets
 * (race_state.chinese, race_state.tried) against the cells, and the
 * active army's span (race_active_span) against the units. */
static int check_board(const race_state *st, char *why, size_t n)
{
    int i, cells = st->cols * st->rows, alive = 0, held = 0, counters = 0;

    for (i = 0; i < st->nunits; i++) {
        const race_unit *u = &st->unit[i];
        if (!u->alive) {
            if (u->cell != -1)
                return fail(why, n, "dead unit %d still on cell %d", i, u->cell);
            continue;
        }
        alive++;
        if (u->cell < 0 || u->cell >= cells)
            return fail(why, n, "unit %d on bad cell %d", i, u->cell);
        if (st->cell[u->cell].unit != i)
            return fail(why, n, "unit %d not recorded in its cell %d", i, u->cell);
    }
    for (i = 0; i < cells; i++) {
        const race_cell *c = &st->cell[i];
        if (c->unit >= 0) {
            held++;
            if (c->unit >= st->nunits || st->unit[c->unit].cell != i)
                return fail(why, n, "cell %d claims unit %d", i, c->unit);
            if (c->counter != RACE_C_NONE)
                return fail(why, n, "unit %d shares cell %d with a counter", c->unit, i);
        }
        if (race_is_chinese(c->counter) != (int)((st->chinese[i >> 6] >> (i & 63)) & 1))
            return fail(why, n, "cell %d: Chinese bit %d disagrees with its counter",
                        i, (int)((st->chinese[i >> 6] >> (i & 63)) & 1));
        if (c->ctried && !((st->tried[i >> 6] >> (i & 63)) & 1))
            return fail(why, n, "cell %d: tried (%d) without its bit: a new turn would miss it",
                        i, c->ctried);
        if (c->counter != RACE_C_NONE) {
            if (!c->scouted || c->counter == RACE_C_EMPTY || c->counter < 0 ||
                c->counter >= RACE_COUNTER_KINDS)
                return fail(why, n, "bad counter %d on cell %d", c->counter, i);
            counters++;
        }
    }
    if (held != alive)
        return fail(why, n, "%d cells hold units but %d units live", held, alive);
    {
        int lo, hi;
        race_active_span(st, &lo, &hi);
        for (i = 0; i < st->nunits; i++)
            if (st->unit[i].nation == st->active && (i < lo || i >= hi))
                return fail(why, n, "unit %d of the active army is outside its span "
                            "(from %d)", i, lo);
    }
    if (counters + st->pile.ndraw + st->pile.ndiscard != st->counter_total)
        return fail(why, n, "counters: %d counted, %d expected",
                    counters + st->pile.ndraw + st->pile.ndiscard, st->counter_total);
    return 1;
}

int race_check_invariants(const race_state *st, char *why, size_t n)
{
    static const int none = -1;
    unsigned reach[RACE_NATIONS][RACE_MAX_CELLS / 32 + 1];
    int queue[RACE_MAX_CELLS], cells = st->cols * st->rows, nat, i, d;

    if (!check_board(st, why, n))
        return 0;
    /* Every unit must be reachable from its nation's start hexes through
     * open sides: nothing got past an unbreached wall. */
    memset(reach, 0, sizeof reach);
    for (nat = 0; nat < RACE_NATIONS; nat++) {
        int qh = 0, qt = 0;
        for (i = 0; i < cells; i++)
            if (st->cell[i].start == nat) {
                reach[nat][i / 32] |= 1u << (i % 32);
                queue[qt++] = i;
            }
        while (qh < qt) {
            int c = queue[qh++];
            for (d = 0; d < HEX_DIRS; d++) {
                int m = race_nb(st, c, d);
                if (m == none || race_closed(st, c, d) ||
                    (reach[nat][m / 32] >> (m % 32)) & 1)
                    continue;
                reach[nat][m / 32] |= 1u << (m % 32);
                queue[qt++] = m;
            }
        }
    }
    for (i = 0; i < st->nunits; i++) {
        const race_unit *u = &st->unit[i];
        if (u->alive && !((reach[u->nation][u->cell / 32] >> (u->cell % 32)) & 1))
            return fail(why, n, "unit %d in cell %d is behind a wall it never crossed",
                        i, u->cell);
    }
    return 1;
}

/* Units that changed hex since prev[] moved one hex through an open side. */
static int check_steps(const race_state *st, short *prev, char *why, size_t n)
{
    int i;

    for (i = 0; i < st->nunits; i++) {
        const race_unit *u = &st->unit[i];
        if (u->alive && u->cell != prev[i]) {
            int d, ok = 0;
            for (d = 0; d < HEX_DIRS; d++)
                if (race_nb(st, prev[i], d) == u->cell && !race_closed(st, prev[i], d))
                    ok = 1;
            if (!ok)
                return fail(why, n, "unit %d jumped from cell %d", i, prev[i]);
        }
        prev[i] = u->cell;
    }
    return 1;
}

int race_play_bot_game(race_state *st, int check, char *why, size_t n)
{
    return race_bot_game(st, check, NULL, why, n);
}

/* One game with the bot b, fresh from race_bot_init on this map. */
static int bot_game(bot_ctx *b, race_state *st, int check, glog *log, char *why, size_t n)
{
    short prev[RACE_MAX_UNITS];
    long guard = 0;
    int i;

    for (i = 0; i < st->nunits; i++)
        prev[i] = st->unit[i].cell;
    if (check && !race_check_invariants(st, why, n))
        return -1;
    while (st->result == RACE_RES_NONE) {
        race_action a;
        if (race_bot_next(b, st, &a) < 0)
            return -1;
        if (!check)  /* the simulator: the bot's actions, checked in the tests */
            race_apply(st, &a, log);
        else if (race_do(st, &a, log, why, n) < 0)
            return -1;
        if (check && (!check_board(st, why, n) || !check_steps(st, prev, why, n)))
            return -1;
        if (++guard > 2000000) {
            snprintf(why, n, "the game did not end after %ld actions", guard);
            return -1;
        }
    }
    if (check && !race_check_invariants(st, why, n))
        return -1;
    return st->result;
}

int race_bot_game(race_state *st, int check, glog *log, char *why, size_t n)
{
    bot_ctx *b = malloc(sizeof *b);
    int r;

    if (!b) {
        snprintf(why, n, "out of memory");
        return -1;
    }
    race_bot_init(b, st);
    r = bot_game(b, st, check, log, why, n);
    free(b);
    return r;
}

/* ---- simulator ------------------------------------------------------- */


static void tally_game(race_tally *t, const race_state *st)
{
    int nat;

    t->rounds += st->round;
    if (st->result == RACE_RES_TOTAL && st->winner >= 0)
        t->total[st->winner]++;
    if (st->result != RACE_RES_SHARED)
        return;
    t->shared++;
    for (nat = 0; nat < RACE_NATIONS; nat++) {
        int h = race_legation_held(st, nat);
        t->hexes[nat] += h;
        t->part[nat] += h > 0;
    }
}

static void tally_text(const race_tally *t, const int seats[RACE_NATIONS], long games,
                       char *out, size_t n)
{
    static const char *const shortn[RACE_NATIONS] = { "Brit", "Rus", "Jap", "Amer" };
    size_t len;
    double hi = 0, lo = 1e9;
    int nat;

    len = (size_t)snprintf(out, n, "average rounds: %.1f\nshare of the %ld shared wins "
                           "(took part / hexes held):", t->rounds / games, t->shared);
    for (nat = 0; nat < RACE_NATIONS && len < n; nat++)
        if (seats[nat] != RACE_SEAT_EMPTY)
            len += (size_t)snprintf(out + len, n - len, " %s %.0f%%/%.0f%%", shortn[nat],
                                    t->shared ? 100.0 * t->part[nat] / t->shared : 0.0,
                                    t->shared ? 25.0 * t->hexes[nat] / t->shared : 0.0);
    if (len < n)
        len += (size_t)snprintf(out + len, n - len, "\nscore per game (total win 1, "
                                "shared win hexes/4):");
    for (nat = 0; nat < RACE_NATIONS && len < n; nat++) {
        double sc = race_tally_score(t, nat);
        if (seats[nat] == RACE_SEAT_EMPTY)
            continue;
        if (sc > hi)
            hi = sc;
        if (sc < lo)
            lo = sc;
        len += (size_t)snprintf(out + len, n - len, " %s %.3f", shortn[nat], sc);
    }
    if (len < n)
        snprintf(out + len, n - len, "; largest/smallest %.2f", lo > 0 ? hi / lo : 0.0);
}

double race_tally_score(const race_tally *t, int nation)
{
    return t->games ? (t->total[nation] + t->hexes[nation] / 4.0) / t->games : 0.0;
}

int race_sim_tally(const char *datadir, const char *scenario, const int seats[RACE_NATIONS],
                   const int level[RACE_NATIONS], long games, uint64_t seed,
                   race_tally *t, sim_report *out, char *why, size_t n)
{
    char path[1024];
    race_state *tpl = calloc(1, sizeof *tpl), *st = malloc(sizeof *st);
    /* the bot's tables depend on the map only: made once for the run */
    bot_ctx *b = malloc(sizeof *b);
    long g;
    int r = 0;
    errs e;

    errs_clear(&e);
    memset(t, 0, sizeof *t);
    snprintf(path, sizeof path, "%s/scenarios/race/%s.json",
             datadir && *datadir ? datadir : ".", scenario);
    if (!tpl || !st || !b || !race_load_file(tpl, path, &e)) {
        snprintf(why, n, "%s", e.n ? errs_first(&e) : "out of memory");
        free(tpl);
        free(st);
        free(b);
        return -1;
    }
    race_bot_init(b, tpl);
    b->keep_start = 1;  /* every game from tpl through race_setup */
    memcpy(st, tpl, sizeof *st);
    for (g = 0; g < games; g++) {
        char w[256];
        /* each game starts from the loaded state: st is tpl but for what
         * the last game changed, and the bot keeps its map tables */
        if (g > 0)
            race_copy_game(st, tpl);
        memcpy(st->level, level, sizeof st->level);
        race_setup(st, seats, sim_game_seed(seed, g));
        race_bot_reset(b, st);  /* (race_setup dropped the empty seats' units) */
        if (bot_game(b, st, 0, NULL, w, sizeof w) < 0) {
            snprintf(why, n, "game %ld failed: %s", g, w);
            r = -1;
            break;
        }
        if (out)
            sim_report_count(out, race_result_name(st));
        tally_game(t, st);
        t->games++;
    }
    free(tpl);
    free(st);
    free(b);
    return r;
}

int race_sim(const char *datadir, const char *scenario, const int seats[RACE_NATIONS],
             const int level[RACE_NATIONS], long games, uint64_t seed, sim_report *out)
{
    double t0;
    race_tally t;

    memset(out, 0, sizeof *out);
    t0 = sim_cpu_seconds();
    if (race_sim_tally(datadir, scenario, seats, level, games, seed, &t, out,
                       out->extra, sizeof out->extra) < 0)
        return -1;
    out->games = games;
    out->seconds = sim_cpu_seconds() - t0;
    if (games > 0)
        tally_text(&t, seats, games, out->extra, sizeof out->extra);
    return 0;
}
