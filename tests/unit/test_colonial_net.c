/* Colonial Siege over the network, without the network: host and client
 * in lockstep through the chance feed (the cards drawn from the deck are
 * outcomes like dice). */
#include "games/colonial/rules/col_local.h"
#include "test_net_common.h"
#include "test_colonial_common.h"

extern const game_rules colonial_rules;

/* Bot games, the client rebuilt now and then as a player rejoining: the
 * digests agree after every action, and the client's bot, seeing only the
 * public position, chooses what the host's does. */
static void colonial_lockstep(void)
{
    net_run run;
    long actions = 0, same = 0, over = 0;

    for (uint64_t seed = 1; seed <= 20; seed++) {
        if (!net_lockstep(&colonial_rules, NULL, NULL, seed, 6000, 1, 53, NULL, &run))
            break;
        actions += run.actions;
        same += run.same_choice;
        over += run.over;
    }
    CHECK_INT(over, 20);
    CHECK_INT(same, actions);
    printf("  %ld actions\n", actions);
}

/* With hidden ammunition the defender's client knows only what he may:
 * the rounds spent and the umpire's word. Games in lockstep (each shot
 * the umpire's word comes as an outcome), the client's bot choosing what
 * the host's does from that alone, and two hosts apart only in the
 * counters the die took away show the same public text. */
static void colonial_hidden_ammo_stays_hidden(void)
{
    net_run run;
    long actions = 0, same = 0, over = 0;
    cJSON *opt = cJSON_CreateObject(), *ja, *jb, *ammo;
    col_state *a, *b;
    char *ta, *tb;
    errs e;

    cJSON_AddBoolToObject(opt, "hidden-ammo", 1);
    for (uint64_t seed = 1; seed <= 12; seed++) {
        if (!net_lockstep(&colonial_rules, NULL, opt, seed, 6000, 1, 59, NULL, &run))
            break;
        actions += run.actions;
        same += run.same_choice;
        over += run.over;
    }
    CHECK_INT(over, 12);
    CHECK_INT(same, actions);

    errs_clear(&e);
    a = colonial_rules.create(".", NULL, opt, 5, &e);
    b = colonial_rules.create(".", NULL, opt, 5, &e);
    CHECK(a && b);
    if (a && b) {
        b->rifle += b->hidden_removed - (b->hidden_removed == 1 ? 2 : 1);
        b->hidden_removed = b->hidden_removed == 1 ? 2 : 1;
        ja = game_public_json(&colonial_rules, a);
        jb = game_public_json(&colonial_rules, b);
        ta = cJSON_PrintUnformatted(ja);
        tb = cJSON_PrintUnformatted(jb);
        CHECK_STR(ta, tb);
        ammo = cJSON_GetObjectItemCaseSensitive(ja, "ammo");
        CHECK(!cJSON_GetObjectItemCaseSensitive(ammo, "hidden_removed"));
        CHECK_INT(cJSON_GetObjectItemCaseSensitive(ammo, "rifle")->valueint, a->rifle0);
        free(ta);
        free(tb);
        cJSON_Delete(ja);
        cJSON_Delete(jb);
    }
    if (a)
        colonial_rules.destroy(a);
    if (b)
        colonial_rules.destroy(b);
    cJSON_Delete(opt);
    printf("  %ld actions with hidden ammunition\n", actions);
}

/* A client knows the rounds spent, not the count: the umpire's word comes
 * with each shot. The host's squad fires with one round left (a quarter
 * of 20 or fewer: the warning), then with none (a click); the client,
 * believing it has four more, takes both words fed, warns and clicks. */
static void colonial_client_hears_the_umpire(void)
{
    int opt[CO_COUNT] = { 0 }, rec[64], n, g, warned = 0, clicked = 0;
    char why[200] = "";
    glog *log = glog_new(200);
    col_state *host, *client = malloc(sizeof *client);
    col_action a;

    opt[CO_HIDDEN_AMMO] = 1;
    host = fresh(opt);
    put(host, G_RUSSIANS, 40, 30);
    g = natives(host, T_BOXERS, 9, 42, 16);
    set_card(host, CARD(1, 1));
    host->rifle = 6;
    host->hidden_removed = 4;
    memcpy(client, host, sizeof *client);
    client->rifle = 10;                   /* what the defender believes */
    client->hidden_removed = -1;
    dice_blind(&client->dice);
    a = A(CA_FIRE, G_RUSSIANS, g);
    for (int shot = 0; shot < 2; shot++) {
        if (shot) {                       /* 6 -> 5 (warned), then none left */
            host->rifle = 0;              /* (the believed 9 kept) */
            host->hidden_removed = 9;
        }
        host->actions = client->actions = 3;
        force(host, (int[]){ 1, 1, 1, 1, 1, 1, 1, 6 }, 8);   /* one kill; morale 6 */
        dice_record(&host->dice, rec, 64);
        CHECK_INT(col_apply(host, &a, NULL, why, sizeof why), 0);
        n = dice_unrecord(&host->dice);
        CHECK_INT(rec[0], shot ? 3 : 2);  /* the umpire's word first */
        dice_feed(&client->dice, rec, n, 1);
        CHECK_INT(col_apply(client, &a, log, why, sizeof why), 0);
        CHECK_INT(client->dice.starved, 0);
        CHECK_INT(dice_unfeed(&client->dice), n);
        /* the natives' casualties and morale, their dice fed across too */
        dice_record(&host->dice, rec, 64);
        take_first(host);
        n = dice_unrecord(&host->dice);
        dice_feed(&client->dice, rec, n, 1);
        take_first(client);
        CHECK_INT(dice_unfeed(&client->dice), n);
    }
    for (int i = 0; i < glog_count(log); i++) {
        warned += strstr(glog_get(log, i), "running low") != NULL;
        clicked += strstr(glog_get(log, i), "click") != NULL;
    }
    CHECK_INT(warned, 1);
    CHECK_INT(clicked, 1);
    CHECK_INT(client->rifle, 9);          /* one round spent, the click none */
    CHECK_INT(col_ammo_low(client), 1);
    CHECK_INT(col_rifle_seen(client), 5);
    if (game_public_digest(&colonial_rules, host) != game_public_digest(&colonial_rules, client)) {
        net_show_difference(&colonial_rules, host, client);
        t_cur = 1;
    }
    free(host);
    free(client);
    glog_free(log);
}

/* The public position shows the deck only as the cards left: two hosts
 * that differ in the order of the undrawn cards and the random stream
 * give the same public text, the cards sorted. */
static void colonial_public_hides_deck_order(void)
{
    errs e;
    col_state *a, *b;
    cJSON *ja, *jb, *draw, *v;
    char *ta, *tb;
    int i, prev = -1, sorted = 1;

    errs_clear(&e);
    a = colonial_rules.create(".", NULL, NULL, 5, &e);
    b = colonial_rules.create(".", NULL, NULL, 5, &e);
    CHECK(a && b && a->deck.ndraw > 10);
    if (!a || !b)
        return;
    for (i = 0; i < b->deck.ndraw / 2; i++) {
        int t = b->deck.draw[i];
        b->deck.draw[i] = b->deck.draw[b->deck.ndraw - 1 - i];
        b->deck.draw[b->deck.ndraw - 1 - i] = t;
    }
    b->dice.r.s[1] ^= 0x777;
    ja = game_public_json(&colonial_rules, a);
    jb = game_public_json(&colonial_rules, b);
    ta = cJSON_PrintUnformatted(ja);
    tb = cJSON_PrintUnformatted(jb);
    CHECK_STR(ta, tb);
    CHECK(!net_has_rng(ja));
    draw = cJSON_GetObjectItemCaseSensitive(cJSON_GetObjectItemCaseSensitive(ja, "deck"), "draw");
    CHECK_INT(cJSON_GetArraySize(draw), a->deck.ndraw);
    cJSON_ArrayForEach(v, draw) {
        sorted &= v->valueint > prev;
        prev = v->valueint;
    }
    CHECK(sorted);
    free(ta);
    free(tb);
    cJSON_Delete(ja);
    cJSON_Delete(jb);
    colonial_rules.destroy(a);
    colonial_rules.destroy(b);
}

int main(void)
{
    RUN(colonial_lockstep);
    RUN(colonial_public_hides_deck_order);
    RUN(colonial_hidden_ammo_stays_hidden);
    RUN(colonial_client_hears_the_umpire);
    TEST_END();
}
