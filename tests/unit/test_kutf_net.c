/* Keep Up The Fire! through the chance feed: a solitaire game has no one
 * to hide from, but its cards and the cup's blockers are drawn as
 * outcomes like dice, so that a position without its rng (and a save's
 * outcomes) can be played on with them. */
#include "games/kutf/rules/kutf.h"
#include "test_net_common.h"

static void kutf_lockstep(void)
{
    static const char *const modes[] = { "epochs", "historical", "mixed" };
    net_run run;
    long actions = 0, same = 0, over = 0, faces = 0;

    for (uint64_t seed = 1; seed <= 9; seed++) {
        cJSON *opt = cJSON_CreateObject();
        cJSON_AddStringToObject(opt, "deck", modes[seed % 3]);
        if (!net_lockstep(&kutf_rules, NULL, opt, seed, 5000, 1, 41, NULL, &run)) {
            cJSON_Delete(opt);
            break;
        }
        cJSON_Delete(opt);
        actions += run.actions;
        same += run.same_choice;
        faces += run.faces;
        over += run.over;
    }
    CHECK_INT(over, 9);
    CHECK_INT(same, actions);
    printf("  %ld actions, %ld outcomes\n", actions, faces);
}

/* The public position lists the undrawn cards and the cup in their
 * canonical order: two games apart only in those orders and the stream
 * show the same text. */
static void kutf_public_hides_pile_and_cup(void)
{
    errs e;
    kutf_state *a, *b;
    cJSON *ja, *jb;
    char *ta, *tb;
    int i;

    errs_clear(&e);
    a = kutf_rules.create(".", NULL, NULL, 3, &e);
    b = kutf_rules.create(".", NULL, NULL, 3, &e);
    CHECK(a && b && a->deck.ndraw > 5 && a->cup.n > 1);
    if (!a || !b)
        return;
    for (i = 0; i < b->deck.ndraw / 2; i++) {
        int t = b->deck.draw[i];
        b->deck.draw[i] = b->deck.draw[b->deck.ndraw - 1 - i];
        b->deck.draw[b->deck.ndraw - 1 - i] = t;
    }
    i = b->cup.item[0];
    b->cup.item[0] = b->cup.item[b->cup.n - 1];
    b->cup.item[b->cup.n - 1] = i;
    b->dice.r.s[2] ^= 0x99;
    ja = game_public_json(&kutf_rules, a);
    jb = game_public_json(&kutf_rules, b);
    ta = cJSON_PrintUnformatted(ja);
    tb = cJSON_PrintUnformatted(jb);
    CHECK_STR(ta, tb);
    CHECK(!net_has_rng(ja));
    free(ta);
    free(tb);
    cJSON_Delete(ja);
    cJSON_Delete(jb);
    ja = kutf_state_json(a);
    jb = kutf_state_json(b);
    ta = cJSON_PrintUnformatted(ja);
    tb = cJSON_PrintUnformatted(jb);
    CHECK(strcmp(ta, tb) != 0);
    free(ta);
    free(tb);
    cJSON_Delete(ja);
    cJSON_Delete(jb);
    kutf_rules.destroy(a);
    kutf_rules.destroy(b);
}

int main(void)
{
    RUN(kutf_lockstep);
    RUN(kutf_public_hides_pile_and_cup);
    TEST_END();
}
