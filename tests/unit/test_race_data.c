/* test_race_data: the shipped Peking scenario of Race to the Legations
 * loads and is the map the rules describe (walls all round, the walled
 * palace with its Qing garrison, the Tartar wall, the partly walled
 * legation, every army at least ten hexes from it by the pathfinder), the
 * pile and the armies hold the counter mix of the rules, and broken copies
 * of the data are refused with file:line: path messages. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "catalog.h"
#include "games/race/rules/race.h"
#include "test.h"

static const char *const scen = "scenarios/race/peking-1900.json";

static race_state *load(void)
{
    static const int seats[RACE_NATIONS] = { 0, 0, 0, 0 };
    errs e;
    race_state *st;

    errs_clear(&e);
    st = race_new(".", "peking-1900", seats, 1, &e);
    if (!st)
        errs_print(&e, stdout);
    return st;
}

static void shipped_files_validate(void)
{
    errs e;
    catalog c;
    const cat_scenario *s;
    int i, seats = -1;

    errs_clear(&e);
    CHECK(race_rules.validate(scen, &e));
    CHECK(race_rules.validate("scenarios/race/scenarios.json", &e));
    CHECK(race_rules.validate("scenarios/race/notes.md", &e));
    errs_print(&e, stdout);
    CHECK(!race_rules.validate("tests/unit/test.h", &e));
    CHECK_CONTAINS(errs_first(&e), "expected a race data file");
    errs_clear(&e);
    CHECK(catalog_load(&c, ".", "race", &e));
    s = catalog_find(&c, "peking-1900");
    CHECK(s != NULL);
    if (!s)
        return;
    for (i = 0; i < s->nopts; i++)
        if (s->opt[i].kind == CAT_SEATS)
            seats = i;
    CHECK(seats >= 0);
    if (seats < 0)
        return;
    CHECK_INT(s->opt[seats].nchoices, 4);
    CHECK_STR(s->opt[seats].choice_id[0], "British");
    CHECK_STR(s->opt[seats].choice_id[3], "Americans");
    CHECK_INT(s->opt[seats].seat_min, 2);
    /* the catalog's default options build a game */
    {
        cJSON *opt = catalog_default_options(s);
        void *g;
        errs_clear(&e);
        g = race_rules.create(".", "peking-1900", opt, 5, &e);
        CHECK(g != NULL);
        if (g) {
            const race_state *st = g;
            CHECK_INT(st->seat[RACE_BRITISH], RACE_SEAT_HUMAN);
            CHECK_INT(st->seat[RACE_AMERICANS], RACE_SEAT_COMPUTER);
            race_rules.destroy(g);
        }
        cJSON_Delete(opt);
    }
}

static int count_terrain(const race_state *st, int t)
{
    int i, k = 0;

    for (i = 0; i < st->cols * st->rows; i++)
        k += st->cell[i].terrain == t;
    return k;
}

static void map_is_peking(void)
{
    race_state *st = load();
    int i, d, n, open_sides = 0, walled_sides = 0, touch = 0;

    CHECK(st != NULL);
    if (!st)
        return;
    n = st->cols * st->rows;
    CHECK(st->cols >= 25 && st->rows >= 25);
    CHECK_INT(count_terrain(st, RACE_PALACE), 4);
    CHECK_INT(count_terrain(st, RACE_LEGATION), 4);
    CHECK(count_terrain(st, RACE_CITY) > 200);
    for (i = 0; i < n; i++) {
        const race_cell *c = &st->cell[i];
        hex h = hex_at(&st->grid, i);
        /* the map's border is countryside; city hexes start unscouted */
        if (h.col == 1 || h.row == 1 || h.col == st->cols || h.row == st->rows)
            CHECK_INT(c->terrain, RACE_RURAL);
        CHECK_INT(c->scouted, c->terrain != RACE_CITY);
        for (d = 0; d < HEX_DIRS; d++) {
            int m = st->nb[i][d];
            if (m < 0)
                continue;
            /* walls all round the city and round the palace */
            if (c->terrain == RACE_RURAL && st->cell[m].terrain != RACE_RURAL)
                CHECK(race_side_closed(st, i, m));
            if (c->terrain == RACE_PALACE && st->cell[m].terrain != RACE_PALACE)
                CHECK(race_side_closed(st, i, m));
            if (c->terrain == RACE_LEGATION && st->cell[m].terrain == RACE_PALACE)
                touch = 1;
            if (c->terrain == RACE_LEGATION && st->cell[m].terrain == RACE_CITY) {
                if (race_side_closed(st, i, m))
                    walled_sides++;
                else
                    open_sides++;
            }
        }
    }
    CHECK(touch);                            /* next to the Forbidden City */
    CHECK(walled_sides > 0 && open_sides > 0);  /* partly walled */
    /* the garrison: Qing in every palace hex */
    for (i = 0; i < st->npalace; i++)
        CHECK_INT(st->cell[st->palace[i]].counter, RACE_C_QING);
    race_free(st);
}

/* Is the way from x to m shut for a walk inside the city? */
static int shut(const race_state *st, int x, int m)
{
    int t = st->cell[m].terrain;

    return race_side_closed(st, x, m) || (t != RACE_CITY && t != RACE_LEGATION);
}

/* Flood over city and legation hexes through open sides from c. */
static void flood_city(const race_state *st, int c, unsigned char *seen)
{
    int queue[RACE_MAX_CELLS], qh = 0, qt = 0, d;

    memset(seen, 0, RACE_MAX_CELLS);
    seen[c] = 1;
    queue[qt++] = c;
    while (qh < qt) {
        int x = queue[qh++];
        for (d = 0; d < HEX_DIRS; d++) {
            int m = st->nb[x][d];
            if (m < 0 || seen[m] || shut(st, x, m))
                continue;
            seen[m] = 1;
            queue[qt++] = m;
        }
    }
}

static void tartar_wall_divides_the_city(void)
{
    race_state *st = load();
    unsigned char seen[RACE_MAX_CELLS];
    int i, north = -1, south = -1, n;

    CHECK(st != NULL);
    if (!st)
        return;
    n = st->cols * st->rows;
    /* the first city hex from the top and from the bottom */
    for (i = 0; i < n && north < 0; i++)
        if (st->cell[i].terrain == RACE_CITY)
            north = i;
    for (i = n - 1; i >= 0 && south < 0; i--)
        if (st->cell[i].terrain == RACE_CITY)
            south = i;
    CHECK(north >= 0 && south >= 0);
    flood_city(st, north, seen);
    CHECK(!seen[south]);                     /* a wall between the halves */
    for (i = 0; i < RACE_LEGATION_HEXES; i++)
        CHECK(seen[st->legation[i]]);        /* the legation is on the north side */
    flood_city(st, south, seen);
    for (i = 0; i < RACE_LEGATION_HEXES; i++)
        CHECK(!seen[st->legation[i]]);
    race_free(st);
}

static int any_step(void *ctx, hex a, hex b)
{
    (void)ctx;
    (void)a;
    (void)b;
    return 1;
}

static void armies_need_ten_hexes(void)
{
    race_state *st = load();
    int u, i, shortest = 1000;

    CHECK(st != NULL);
    if (!st)
        return;
    for (u = 0; u < st->nunits; u++)
        for (i = 0; i < RACE_LEGATION_HEXES; i++) {
            int len = 0, cost = hex_path(&st->grid, hex_at(&st->grid, st->unit[u].cell),
                                         hex_at(&st->grid, st->legation[i]), any_step,
                                         NULL, NULL, 0, &len);
            CHECK(cost >= 0);
            if (cost >= 0 && cost < shortest)
                shortest = cost;
        }
    printf("  shortest way from a start hex to the legation: %d hexes\n", shortest);
    CHECK(shortest >= 10);
    race_free(st);
}

static void counters_and_armies(void)
{
    static const int troops[RACE_NATIONS] = { 6, 8, 20, 6 };
    static const int guns[RACE_NATIONS] = { 3, 2, 1, 1 };
    static const int mix[RACE_COUNTER_KINDS] = { 20, 10, 70, 50, 50 };
    race_state *st = load();
    int k[RACE_COUNTER_KINDS] = { 0, 0, 0, 0, 0 }, t[RACE_NATIONS] = { 0, 0, 0, 0 };
    int g[RACE_NATIONS] = { 0, 0, 0, 0 }, i;

    CHECK(st != NULL);
    if (!st)
        return;
    for (i = 0; i < st->pile.ndraw; i++)
        k[st->pile.draw[i]]++;
    for (i = 0; i < RACE_COUNTER_KINDS; i++)
        CHECK_INT(k[i], mix[i]);
    CHECK_INT(st->pile.ndiscard, 0);
    CHECK_INT(st->counter_total, 200 + st->npalace);
    for (i = 0; i < st->nunits; i++) {
        const race_unit *u = &st->unit[i];
        hex h = hex_at(&st->grid, u->cell);
        if (u->kind == RACE_ARTILLERY)
            g[u->nation]++;
        else
            t[u->nation]++;
        /* each army on the border row of its own edge */
        switch (u->nation) {
        case RACE_BRITISH: CHECK_INT(h.row, 1); break;
        case RACE_RUSSIANS: CHECK_INT(h.col, 1); break;
        case RACE_JAPANESE: CHECK_INT(h.col, st->cols); break;
        default: CHECK_INT(h.row, st->rows); break;
        }
    }
    for (i = 0; i < RACE_NATIONS; i++) {
        CHECK_INT(t[i], troops[i]);
        CHECK_INT(g[i], guns[i]);
    }
    CHECK(st->nhelp >= 10);
    race_free(st);
}

/* ---- broken data ------------------------------------------------------ */

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    char *buf;
    long n;

    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    n = ftell(f);
    fseek(f, 0, SEEK_SET);
    buf = malloc((size_t)n + 1);
    if (buf && fread(buf, 1, (size_t)n, f) != (size_t)n) {
        free(buf);
        buf = NULL;
    }
    if (buf)
        buf[n] = 0;
    fclose(f);
    return buf;
}

static void broken_copies_are_refused(void)
{
    static const char *const names[] = { "bad-syntax", "bad-type", "unknown-key",
                                         "dangling-ref" };
    int i;

    for (i = 0; i < 4; i++) {
        char json[128], expect[128], *want;
        errs e;
        size_t len;

        snprintf(json, sizeof json, "tests/data/race/%s.json", names[i]);
        snprintf(expect, sizeof expect, "tests/data/race/%s.expect", names[i]);
        want = slurp(expect);
        CHECK(want != NULL);
        if (!want)
            continue;
        len = strlen(want);
        while (len && (want[len - 1] == '\n' || want[len - 1] == '\r'))
            want[--len] = 0;
        errs_clear(&e);
        CHECK(!race_rules.validate(json, &e));
        CHECK_CONTAINS(errs_first(&e), want);
        free(want);
    }
}

/* Replace the first `from` in the shipped file by `to`, write it to a
 * temporary file and validate that. Returns the first message. */
static int edited(const char *from, const char *to, char *msg, size_t n)
{
    char *text = slurp(scen), *at, path[] = "/tmp/race-data-XXXXXX.json";
    FILE *f;
    errs e;
    int fd, ok;

    if (!text)
        return -1;
    at = strstr(text, from);
    if (!at) {
        printf("  \"%s\" not found in the scenario\n", from);
        free(text);
        return -1;
    }
    fd = mkstemps(path, 5);
    f = fd >= 0 ? fdopen(fd, "w") : NULL;
    if (!f) {
        free(text);
        return -1;
    }
    fwrite(text, 1, (size_t)(at - text), f);
    fputs(to, f);
    fputs(at + strlen(from), f);
    fclose(f);
    errs_clear(&e);
    ok = race_rules.validate(path, &e);
    /* every message, one a line: a test looks for the one it provoked */
    msg[0] = 0;
    for (fd = 0; fd < e.n; fd++) {
        size_t len = strlen(msg);
        snprintf(msg + len, n - len, "%s\n", e.msg[fd]);
    }
    remove(path);
    free(text);
    return ok;
}

static void loader_checks_each_field(void)
{
    char msg[ERRS_LEN * 4];

    CHECK_INT(edited("\"round_cap\": ", "\"round_cap\": 3, \"x\": ", msg, sizeof msg), 0);
    CHECK_CONTAINS(msg, "round_cap: expected an integer from 10");
    CHECK_INT(edited("\"map\": {\"cols\": ", "\"map\": {\"cols\": 12, \"c\": ", msg, sizeof msg), 0);
    CHECK_CONTAINS(msg, "map.c: unknown key");
    CHECK_INT(edited("\"walls\": [\n    \"", "\"walls\": [\n    \"9999:N\", \"", msg, sizeof msg), 0);
    CHECK_CONTAINS(msg, "walls[0]: expected a side between two hexes of the");
    CHECK_INT(edited("\"walls\": [\n    \"", "\"walls\": [\n    \"0101:UP\", \"", msg, sizeof msg), 0);
    CHECK_CONTAINS(msg, "walls[0]: expected a hex side like");
    CHECK_INT(edited("\"breaches\": [", "\"breaches\": [\"0101:S\"", msg, sizeof msg), 0);
    CHECK_CONTAINS(msg, "breaches[0]: expected a side that has a wall");
    CHECK_INT(edited("\"legation\": [\"", "\"legation\": [\"0101\", \"", msg, sizeof msg), 0);
    CHECK_CONTAINS(msg, "legation: expected an array of exactly 4 entries, found 5");
    CHECK_INT(edited("\"boxers\": 70", "\"boxers\": 71", msg, sizeof msg), 1);
    CHECK_INT(edited("\"boxers\": 70", "\"boxers\": 700", msg, sizeof msg), 0);
    CHECK_CONTAINS(msg, "pile.boxers: expected an integer from 0 to 200");
    CHECK_INT(edited("\"counter\": \"qing\"", "\"counter\": \"empty\"", msg, sizeof msg), 0);
    CHECK_CONTAINS(msg, "expected a Chinese unit");
    CHECK_INT(edited("\"edge\": \"north\"", "\"edge\": \"west\"", msg, sizeof msg), 0);
    CHECK_CONTAINS(msg, "armies.");
    CHECK_INT(edited("\"troops\": [\"", "\"troops\": [\"1414\", \"", msg, sizeof msg), 0);
    CHECK_CONTAINS(msg, "armies.british.troops[0]: expected a rural hex on the border row of the north edge");
    /* one hex in from the border is refused too: every unit starts on it */
    CHECK_INT(edited("\"troops\": [\"", "\"troops\": [\"1502\", \"", msg, sizeof msg), 0);
    CHECK_CONTAINS(msg, "armies.british.troops[0]: expected a rural hex on the border row of the north edge (every unit starts on the map's outermost row), found \"1502\"");
    CHECK_INT(edited("\"artillery\": [\"0120\"", "\"artillery\": [\"0220\"", msg, sizeof msg), 0);
    CHECK_CONTAINS(msg, "armies.russians.artillery[0]: expected a rural hex on the border row of the west edge (every unit starts on the map's outermost column)");
    CHECK_INT(edited("\"help\": [", "\"help\": [3, ", msg, sizeof msg), 0);
    CHECK_CONTAINS(msg, "help[0]: expected a line of text");
    CHECK_INT(edited("\"legend\": {\"R\": \"rural\"", "\"legend\": {\"R\": \"swamp\"", msg, sizeof msg), 0);
    CHECK_CONTAINS(msg, "terrain.legend.R: expected one of");
}

int main(void)
{
    RUN(shipped_files_validate);
    RUN(map_is_peking);
    RUN(tartar_wall_divides_the_city);
    RUN(armies_need_ten_hexes);
    RUN(counters_and_armies);
    RUN(broken_copies_are_refused);
    RUN(loader_checks_each_field);
    TEST_END();
}
