/* Tuan, the second audit (issue 27): the artillery spotter is chosen (any
 * friendly leader within 6" of the cannon, or the cannon's own leader at
 * a place of the player's choosing; the switch spotter-own-leader keeps
 * to him; no spotter named is the computer's pick, as saves always had),
 * and a position holds anything the rules allow (its own trays and
 * terrain) while every field is checked: another game or scenario,
 * flipped options, a changed turn limit, an rng_uses of the wrong type. */
#include <stdlib.h>
#include <string.h>

#include "test_tuan_common.h"

#define FORCE(st, ...) do { const int f_[] = { __VA_ARGS__ }; \
    (st)->dice.nscript = (st)->dice.pos = 0; \
    dice_force(&(st)->dice, f_, (int)(sizeof f_ / sizeof f_[0])); } while (0)

static const int humans[TU_SIDES] = { 0, 0 };

/* The gun at (24, 8) and a Chinese platoon at (24, 40) behind a wood the
 * gun cannot see through; the leader of jp1 stands 5" west of the gun,
 * from where he sees past the wood's end. */
static tu_state *screened_gun(const int *opt, int *gun, int *cn, int *jp)
{
    tu_state *st = tuan_board(opt, TU_ALLIES);
    vec2 wood[4] = { { 22, 18 }, { 40, 18 }, { 40, 22 }, { 22, 22 } };

    if (!st)
        return NULL;
    *gun = tuan_put(st, "gun", 24, 8, 90);
    st->tray[*gun].limbered = 0;
    *cn = tuan_put(st, "cn1", 24, 40, 270);
    *jp = tuan_put(st, "jp1", 18, 9, 90);
    table_add_area(&st->tab, TK_WOODS, 1, wood, 4, 0, 0, "wood");
    return st;
}

/* The gun's leader has fallen: the leader of jp1 spots for it (the rules
 * let a leader within 6" spot); with spotter-own-leader nobody can. */
static void another_leader_spots(void)
{
    int gun, cn, jp, opt[TO_COUNT] = { 0 };
    tu_state *st = screened_gun(NULL, &gun, &cn, &jp);
    tu_action f = { .type = TA_FIRE, .target = -1, .tray = -1 };
    char why[200] = "";
    vec2 at;
    int s = -1;

    if (!st)
        { CHECK(0); return; }
    st->tray[gun].officer = 0;
    CHECK(!tu_spotter(st, gun, cn, &at));          /* the gun's own leader is gone */
    CHECK(tu_can_fire_at(st, gun, cn, NULL, 0));
    CHECK(tu_spotter_pick(st, gun, cn, &s, &at));
    CHECK_INT(s, jp);
    FORCE(st, 6);
    tu_activate(st, &gun, 1, NULL);
    f.target = cn;
    f.n = 1;
    f.trays[0] = gun;
    f.has_spotter = 1;
    f.spotter = jp;
    FORCE(st, 6, 6, 1);                             /* light gun: 4 dice a piece */
    CHECK_INT(tu_apply(st, &f, NULL, why, sizeof why), 0);
    if (why[0])
        printf("  %s\n", why);
    CHECK_INT(st->tray[gun].spot_by, jp);
    tu_free(st);

    opt[TO_SPOTTER_OWN_LEADER] = 1;
    st = screened_gun(opt, &gun, &cn, &jp);
    if (!st)
        { CHECK(0); return; }
    st->tray[gun].officer = 0;
    CHECK(!tu_can_fire_at(st, gun, cn, NULL, 0));
    CHECK_INT(tu_spot_ok(st, gun, cn, jp, st->tray[jp].p.pos, why, sizeof why), 0);
    CHECK_CONTAINS(why, "spotter-own-leader");
    tu_free(st);
}

/* The own leader stands where the player says, within 6" of the gun and
 * seeing both; without a spotter the program's place, as before. */
static void own_leader_where_the_player_says(void)
{
    int gun, cn, jp;
    tu_state *st = screened_gun(NULL, &gun, &cn, &jp);
    tu_action f = { .type = TA_FIRE, .target = -1, .tray = -1 };
    char why[200] = "";
    vec2 today;

    if (!st)
        { CHECK(0); return; }
    st->tray[jp].off = 1;                           /* only the gun's own leader */
    CHECK(tu_spotter(st, gun, cn, &today));
    CHECK_INT(tu_spot_ok(st, gun, cn, gun, geom_v(20, 12), NULL, 0), 1);
    CHECK_INT(tu_spot_ok(st, gun, cn, gun, geom_v(14, 8), why, sizeof why), 0);
    CHECK_CONTAINS(why, "within 6\"");
    CHECK_INT(tu_spot_ok(st, gun, cn, gun, geom_v(30, 12), why, sizeof why), 0);
    CHECK_CONTAINS(why, "cannot see");
    FORCE(st, 6);
    tu_activate(st, &gun, 1, NULL);
    f.target = cn;
    f.n = 1;
    f.trays[0] = gun;
    f.has_spotter = f.has_spot = 1;
    f.spotter = gun;
    f.spot = geom_v(14, 8);
    CHECK(tu_apply(st, &f, NULL, why, sizeof why) < 0);   /* too far: nothing rolled */
    f.spot = geom_v(20, 12);
    FORCE(st, 1, 1, 1, 1);
    CHECK_INT(tu_apply(st, &f, NULL, why, sizeof why), 0);
    CHECK_INT(st->tray[gun].spot_by, gun);
    CHECK(geom_dist(st->tray[gun].spot_at, geom_v(20, 12)) < 1e-9);
    tu_free(st);

    /* no spotter named: the place the program always found */
    st = screened_gun(NULL, &gun, &cn, &jp);
    if (!st)
        { CHECK(0); return; }
    st->tray[jp].off = 1;
    FORCE(st, 6);
    tu_activate(st, &gun, 1, NULL);
    memset(&f, 0, sizeof f);
    f.type = TA_FIRE;
    f.target = cn;
    f.n = 1;
    f.trays[0] = gun;
    FORCE(st, 1, 1, 1, 1);
    CHECK_INT(tu_apply(st, &f, NULL, why, sizeof why), 0);
    CHECK_INT(st->tray[gun].spot_by, gun);
    CHECK(geom_dist(st->tray[gun].spot_at, tu_snap_pos(today)) < 1e-9);
    tu_free(st);
}

/* The legal list offers the fire by each other leader too, and the
 * action's JSON names him (and where the own leader stands). */
static void spotters_listed_and_written(void)
{
    int gun, cn, jp, found = 0, n;
    tu_state *st = screened_gun(NULL, &gun, &cn, &jp);
    tu_action *l = malloc(TU_MAX_LEGAL * sizeof *l), b;
    tu_action f = { .type = TA_FIRE, .target = -1, .tray = -1 };
    char why[200] = "", *text;
    cJSON *j;

    if (!st || !l)
        { CHECK(0); free(l); tu_free(st); return; }
    FORCE(st, 6);
    tu_activate(st, &gun, 1, NULL);
    n = tu_legal(st, l, TU_MAX_LEGAL);
    for (int k = 0; k < n; k++)
        found |= l[k].type == TA_FIRE && l[k].target == cn && l[k].has_spotter &&
                 l[k].spotter == jp;
    CHECK(found);
    f.target = cn;
    f.n = 1;
    f.trays[0] = gun;
    f.has_spotter = f.has_spot = 1;
    f.spotter = gun;
    f.spot = geom_v(20, 12);
    j = tu_action_json(st, &f);
    text = cJSON_PrintUnformatted(j);
    CHECK_STR(text, "{\"type\":\"fire\",\"trays\":[\"gun\"],\"target\":\"cn1\","
              "\"spotter\":\"gun\",\"at\":[20,12]}");
    CHECK_INT(tu_action_from_json(st, j, &b, why, sizeof why), 0);
    CHECK(b.has_spotter && b.spotter == gun && b.has_spot && b.spot.x == 20);
    free(text);
    cJSON_Delete(j);
    free(l);
    tu_free(st);
}

/* ---- positions --------------------------------------------------------- */

static tu_state *load_text(const char *scen, const int *opt, const char *text, errs *e)
{
    int none[TO_COUNT] = { 0 };
    tu_state *back = NULL;
    jdoc d;

    errs_clear(e);
    if (jdoc_parse(&d, "pos.json", text, e))
        back = tu_state_load(".", scen, opt ? opt : none, humans, &d, d.root, "start", e);
    jdoc_free(&d);
    return back;
}

/* load(dump(s)) dumps to the same text: every few actions of bot games in
 * the three scenarios, with switches on and off */
static void positions_round_trip_everywhere(void)
{
    static const char *const scen[] = { "appendix-a", "langfang", "beicang" };
    int checked = 0;

    for (int s = 0; s < 3; s++)
        for (int g = 0; g < 3; g++) {
            int opt[TO_COUNT];
            errs e;
            tu_state *st;
            for (int k = 0; k < TO_COUNT; k++)
                opt[k] = ((g + k) % 3) == 0;
            errs_clear(&e);
            st = tu_new(".", scen[s], opt, humans, (uint64_t)(40 + g), &e);
            if (!st)
                { CHECK(0); continue; }
            for (int step = 0; st->phase != TU_P_OVER && step < 4000; step++) {
                tu_action a;
                char why[200];
                if (step % 17 == 0) {
                    cJSON *j = tu_state_json(st);
                    char *text = cJSON_PrintUnformatted(j);
                    tu_state *back = load_text(scen[s], opt, text, &e);
                    checked++;
                    if (!back) {
                        printf("  %s step %d: %s\n", scen[s], step, errs_first(&e));
                        CHECK(0);
                    } else {
                        cJSON *j2 = tu_state_json(back);
                        char *t2 = cJSON_PrintUnformatted(j2);
                        CHECK(strcmp(t2, text) == 0);
                        free(t2);
                        cJSON_Delete(j2);
                        tu_free(back);
                    }
                    free(text);
                    cJSON_Delete(j);
                }
                if (tu_bot_choose(st, &a) != 0 || tu_apply(st, &a, NULL, why, sizeof why) != 0)
                    break;
            }
            tu_free(st);
        }
    CHECK(checked > 50);
}

/* the position of a game some actions in, as JSON to spoil */
static cJSON *some_position(int actions)
{
    errs e;
    tu_state *st;
    cJSON *j;

    errs_clear(&e);
    st = tu_new(".", "appendix-a", NULL, humans, 5, &e);
    if (!st)
        return NULL;
    for (int k = 0; k < actions && st->phase != TU_P_OVER; k++) {
        tu_action a;
        if (tu_bot_choose(st, &a) != 0 || tu_apply(st, &a, NULL, NULL, 0) != 0)
            break;
    }
    j = tu_state_json(st);
    tu_free(st);
    return j;
}

/* j loaded as appendix-a must be refused with a message holding want */
static void refused(cJSON *j, const char *want)
{
    char *text = cJSON_PrintUnformatted(j);
    errs e;
    tu_state *back = load_text("appendix-a", NULL, text, &e);

    CHECK(back == NULL);
    if (back)
        printf("  loaded, expected: %s\n", want);
    else
        CHECK_CONTAINS(errs_first(&e), want);
    tu_free(back);
    free(text);
}

static void positions_checked_field_by_field(void)
{
    cJSON *j = some_position(30), *o;

    if (!j)
        { CHECK(0); return; }
    cJSON_ReplaceItemInObject(j, "game", cJSON_CreateString("peking"));
    refused(j, "start.game: expected a position of tuan");
    cJSON_ReplaceItemInObject(j, "game", cJSON_CreateString("tuan"));

    cJSON_ReplaceItemInObject(j, "scenario", cJSON_CreateString("langfang"));
    refused(j, "start.scenario: expected a position of scenario appendix-a");
    cJSON_ReplaceItemInObject(j, "scenario", cJSON_CreateString("appendix-a"));

    o = cJSON_GetObjectItem(j, "options");
    cJSON_ReplaceItemInObject(o, "tigermen", cJSON_CreateTrue());
    refused(j, "start.options.tigermen");
    cJSON_ReplaceItemInObject(o, "tigermen", cJSON_CreateFalse());

    cJSON_ReplaceItemInObject(j, "max_turns", cJSON_CreateNumber(12));
    refused(j, "start.max_turns");
    cJSON_ReplaceItemInObject(j, "max_turns", cJSON_CreateNumber(8));

    cJSON_ReplaceItemInObject(j, "rng_uses", cJSON_CreateNumber(5));
    refused(j, "start.rng_uses: expected the draws so far, a string of digits");
    cJSON_ReplaceItemInObject(j, "rng_uses", cJSON_CreateTrue());
    refused(j, "start.rng_uses: expected the draws so far");
    cJSON_ReplaceItemInObject(j, "rng_uses", cJSON_CreateString("12x"));
    refused(j, "start.rng_uses: expected the draws so far");
    cJSON_Delete(j);
}

/* A position brings a tray of its own (a Chinese gingal), turns the
 * Japanese jp2 into Russian Boxers with spears, and lays its own table (a
 * river across it): it loads, plays by it and dumps back the same. */
static void position_holds_its_own_trays_and_table(void)
{
    cJSON *j = some_position(0), *trays, *t, *def;
    const char *terrain =
        "[{\"kind\":\"river\",\"name\":\"the new river\",\"line\":[[0,30],[48,30]],"
        "\"width\":2},{\"kind\":\"house\",\"name\":\"a farm\",\"points\":[[40,40],[44,40],[44,44],[40,44]]}]";
    char *text;
    errs e;
    tu_state *st;
    int zz, jp2;

    if (!j)
        { CHECK(0); return; }
    cJSON_AddItemToObject(j, "terrain", cJSON_Parse(terrain));
    trays = cJSON_GetObjectItem(j, "trays");
    t = cJSON_Duplicate(cJSON_GetArrayItem(trays, 6), 1);      /* cn1's state as a model */
    cJSON_ReplaceItemInObject(t, "id", cJSON_CreateString("zz"));
    cJSON_ReplaceItemInObject(t, "arm", cJSON_CreateString("machine-gun"));
    cJSON_ReplaceItemInObject(t, "figures", cJSON_CreateNumber(2));
    cJSON_ReplaceItemInObject(t, "guns", cJSON_CreateNumber(2));
    cJSON_ReplaceItemInObject(t, "morale", cJSON_CreateNumber(3));   /* traditional */
    cJSON_ReplaceItemInObject(t, "off", cJSON_CreateNumber(0));
    cJSON_ReplaceItemInObject(t, "melee", cJSON_CreateNull());
    cJSON_ReplaceItemInObject(t, "at", cJSON_Parse("{\"x\":44,\"y\":20,\"facing\":270}"));
    cJSON_ReplaceItemInObject(t, "gun", cJSON_Parse("{\"x\":44,\"y\":20,\"facing\":270}"));
    def = cJSON_Parse("{\"name\":\"Gingal team\",\"side\":\"chinese\",\"nation\":\"chinese\","
                      "\"arm\":\"machine-gun\",\"weapon\":\"gingal\",\"class\":\"traditional\","
                      "\"force\":\"provincial\",\"figures\":2,\"team\":false,\"width\":1.2,"
                      "\"depth\":1.2,\"tigermen\":false,\"lantern\":false}");
    cJSON_AddItemToObject(t, "def", def);
    cJSON_AddItemToArray(trays, t);
    t = cJSON_GetArrayItem(trays, 1);                          /* jp2 */
    cJSON_ReplaceItemInObject(t, "morale", cJSON_CreateNumber(3));
    cJSON_AddItemToObject(t, "def", cJSON_Parse(
        "{\"name\":\"Russian Boxers\",\"side\":\"allies\",\"nation\":\"russian\","
        "\"arm\":\"infantry\",\"weapon\":\"spear\",\"class\":\"boxer\",\"force\":\"none\","
        "\"figures\":4,\"team\":false,\"width\":3.2,\"depth\":0.8,\"tigermen\":false,"
        "\"lantern\":false}"));
    text = cJSON_PrintUnformatted(j);
    st = load_text("appendix-a", NULL, text, &e);
    if (!st)
        printf("  %s\n", errs_first(&e));
    CHECK(st != NULL);
    if (st) {
        cJSON *re = tu_state_json(st);
        zz = tu_find_tray(st, "zz");
        jp2 = tu_find_tray(st, "jp2");
        CHECK(zz >= 0 && st->tray[zz].weapon == TW_GINGAL && st->tray[zz].force == TF_PROVINCIAL);
        CHECK(jp2 >= 0 && st->tray[jp2].weapon == TW_SPEAR && st->tray[jp2].cls == TC_BOXER);
        CHECK_STR(st->tray[jp2].nation, "russian");
        CHECK_INT(tu_morale(st, jp2), 3);                     /* a Boxer's morale */
        CHECK_INT(st->tab.nareas, 2);
        CHECK(table_point_in_kind(&st->tab, geom_v(10, 30), TK_RIVER));
        CHECK(!table_point_in_kind(&st->tab, geom_v(10, 42), TK_TRENCH));  /* not the scenario's */
        CHECK(cJSON_Compare(re, j, 1));                   /* dumps back the same */
        cJSON_Delete(re);
        tu_free(st);
    }
    free(text);
    /* and each field of a definition is checked */
    cJSON_ReplaceItemInObject(cJSON_GetObjectItem(cJSON_GetArrayItem(trays, 1), "def"), "weapon",
                              cJSON_CreateString("lance"));
    refused(j, "start.trays[1].def.weapon");
    cJSON_Delete(j);
}

int main(void)
{
    RUN(another_leader_spots);
    RUN(own_leader_where_the_player_says);
    RUN(spotters_listed_and_written);
    RUN(positions_round_trip_everywhere);
    RUN(positions_checked_field_by_field);
    RUN(position_holds_its_own_trays_and_table);
    TEST_END();
}
