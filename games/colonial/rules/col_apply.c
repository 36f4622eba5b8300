/* col_apply: actions as JSON and back, applying one with a reason when it
 * is refused (the state then unchanged), and the list of legal actions
 * (moves as a sample of destinations: any point a move reaches is legal). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "col_local.h"

const char *const col_action_ids[CA_TYPES] = {
    "end", "move", "charge", "fire", "face", "floor", "combine", "withdraw", "gate",
    "climb", "pull", "ignite", "fight-fire", "recrew", "crewman", "casualty", "special",
    "place", "edge", "deploy", "follow", "start"
};
static const char *const edge_ids[4] = { "north", "east", "south", "west" };
static const char *const fire_modes[2] = { "remove", "relight" };

static int get_int(const cJSON *j, const char *key, int lo, int hi, int *out)
{
    return jnum_int(cJSON_GetObjectItemCaseSensitive(j, key), lo, hi, out);
}

static int get_num(const cJSON *j, const char *key, double lo, double hi, double *out)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(j, key);

    if (!cJSON_IsNumber(v) || !isfinite(v->valuedouble) || v->valuedouble < lo ||
        v->valuedouble > hi)
        return 0;
    *out = v->valuedouble;
    return 1;
}

int col_action_from_json(const col_state *st, const cJSON *j, col_action *a,
                         char *why, size_t n)
{
    const cJSON *t = cJSON_GetObjectItemCaseSensitive(j, "type"), *v;
    int k, ok = 1;

    memset(a, 0, sizeof *a);
    a->group = a->target = -1;
    if (!cJSON_IsObject(j) || !cJSON_IsString(t))
        return col_refuse(why, n, "An action needs a \"type\".");
    for (k = 0; k < CA_TYPES; k++)
        if (strcmp(t->valuestring, col_action_ids[k]) == 0)
            break;
    if (k == CA_TYPES)
        return col_refuse(why, n, "Unknown action type \"%.40s\".", t->valuestring);
    a->type = k;
    if (((k != CA_END && k < CA_CASUALTY) || k == CA_DEPLOY) &&
        !get_int(j, "group", 0, COL_MAX_GROUP - 1, &a->group))
        return col_refuse(why, n, "%s needs a \"group\" number.", col_action_ids[k]);
    /* need: what the type's fields must hold, for the refusal */
    char need[120] = "";
    switch (k) {
    case CA_MOVE: case CA_DEPLOY:
        ok = get_num(j, "x", 0, st->tab.w, &a->x) && get_num(j, "y", 0, st->tab.h, &a->y);
        snprintf(need, sizeof need, "\"x\" and \"y\": a point on the %gx%g table%s",
                 st->tab.w, st->tab.h, k == CA_DEPLOY ? " (and a \"floor\" 0-9 or none)" : "");
        a->n = -1;   /* deploy: no floor given, the rules choose */
        if (ok && k == CA_DEPLOY && cJSON_GetObjectItemCaseSensitive(j, "floor"))
            ok = get_int(j, "floor", 0, 9, &a->n);
        break;
    case CA_CHARGE: case CA_FIRE: case CA_COMBINE: case CA_RECREW: case CA_CREWMAN:
        ok = get_int(j, "target", 0, COL_MAX_GROUP - 1, &a->target);
        snprintf(need, sizeof need, "a \"target\" group number");
        break;
    case CA_FACE:
        ok = get_num(j, "facing", 0, 359.999, &a->x);
        snprintf(need, sizeof need, "a \"facing\" in degrees from 0 to 359");
        break;
    case CA_FLOOR:
        ok = get_int(j, "floor", 0, 9, &a->n);
        snprintf(need, sizeof need, "a \"floor\" number");
        break;
    case CA_GATE: case CA_CLIMB: case CA_PULL:
        ok = get_int(j, "wall", 0, st->nwalls - 1, &a->target);
        snprintf(need, sizeof need, "a \"wall\" number of the %d walls", st->nwalls);
        break;
    case CA_IGNITE: case CA_FIGHTFIRE:
        ok = get_int(j, "building", 0, st->nbuilds - 1, &a->target);
        snprintf(need, sizeof need, "a \"building\" number of the %d buildings%s",
                 st->nbuilds, k == CA_FIGHTFIRE ? " and a \"mode\", remove or relight" : "");
        if (ok && k == CA_FIGHTFIRE) {
            v = cJSON_GetObjectItemCaseSensitive(j, "mode");
            a->n = -1;
            for (int m = 0; m < 2; m++)
                if (cJSON_IsString(v) && strcmp(v->valuestring, fire_modes[m]) == 0)
                    a->n = m;
            ok = a->n >= 0;
        }
        break;
    case CA_CASUALTY:
        ok = get_int(j, "figure", 0, COL_MAX_FIG - 1, &a->n);
        snprintf(need, sizeof need, "a \"figure\" number");
        break;
    case CA_SPECIAL:
        v = cJSON_GetObjectItemCaseSensitive(j, "kind");
        a->n = -1;
        for (int m = 0; m < st->ntypes; m++)
            if (cJSON_IsString(v) && strcmp(v->valuestring, st->type[m].id) == 0)
                a->n = m;
        ok = a->n >= 0;
        snprintf(need, sizeof need, "a \"kind\" of troops of the scenario");
        break;
    case CA_PLACE:
        ok = get_num(j, "at", 0, 96, &a->x);
        snprintf(need, sizeof need, "\"at\": inches along the edge, 0 to 96");
        break;
    case CA_EDGE:
        v = cJSON_GetObjectItemCaseSensitive(j, "edge");
        a->n = -1;
        for (int m = 0; m < 4; m++)
            if (cJSON_IsString(v) && strcmp(v->valuestring, edge_ids[m]) == 0)
                a->n = m;
        ok = a->n >= 0;
        snprintf(need, sizeof need, "an \"edge\": north, east, south or west");
        break;
    case CA_FOLLOW:
        v = cJSON_GetObjectItemCaseSensitive(j, "take");
        ok = cJSON_IsBool(v);
        a->n = cJSON_IsTrue(v);
        snprintf(need, sizeof need, "\"take\": true or false");
        break;
    default:
        break;
    }
    if (!ok)
        return col_refuse(why, n, "%s needs %s.", col_action_ids[k], need);
    return 0;
}

cJSON *col_action_json(const col_state *st, const col_action *a)
{
    cJSON *j = cJSON_CreateObject();
    int k = a->type;

    if (!j)
        return NULL;
    cJSON_AddStringToObject(j, "type", col_action_ids[k]);
    if ((k != CA_END && k < CA_CASUALTY) || k == CA_DEPLOY)
        cJSON_AddNumberToObject(j, "group", a->group);
    switch (k) {
    case CA_MOVE: case CA_DEPLOY:
        cJSON_AddNumberToObject(j, "x", a->x);
        cJSON_AddNumberToObject(j, "y", a->y);
        if (k == CA_DEPLOY && a->n >= 0)
            cJSON_AddNumberToObject(j, "floor", a->n);
        break;
    case CA_CHARGE: case CA_FIRE: case CA_COMBINE: case CA_RECREW: case CA_CREWMAN:
        cJSON_AddNumberToObject(j, "target", a->target);
        break;
    case CA_FACE:
        cJSON_AddNumberToObject(j, "facing", a->x);
        break;
    case CA_FLOOR:
        cJSON_AddNumberToObject(j, "floor", a->n);
        break;
    case CA_GATE: case CA_CLIMB: case CA_PULL:
        cJSON_AddNumberToObject(j, "wall", a->target);
        break;
    case CA_IGNITE: case CA_FIGHTFIRE:
        cJSON_AddNumberToObject(j, "building", a->target);
        if (k == CA_FIGHTFIRE)
            cJSON_AddStringToObject(j, "mode", fire_modes[a->n ? 1 : 0]);
        break;
    case CA_CASUALTY:
        cJSON_AddNumberToObject(j, "figure", a->n);
        break;
    case CA_SPECIAL:
        cJSON_AddStringToObject(j, "kind", st->type[a->n].id);
        break;
    case CA_PLACE:
        cJSON_AddNumberToObject(j, "at", a->x);
        break;
    case CA_EDGE:
        cJSON_AddStringToObject(j, "edge", edge_ids[a->n & 3]);
        break;
    case CA_FOLLOW:
        cJSON_AddBoolToObject(j, "take", a->n != 0);
        break;
    default:
        break;
    }
    return j;
}

static int decision(col_state *st, const col_action *a, glog *log, char *why, size_t n)
{
    switch (st->dec) {
    case DEC_REGROUP:
        return col_regroup(st, a, log, why, n);
    case DEC_DEPLOY:
        return col_deploy(st, a, log, why, n);
    case DEC_FOLLOW:
        if (a->type != CA_FOLLOW)
            return col_refuse(why, n, "Take the ground or stay first.");
        col_follow(st, a->n, log);
        return 0;
    case DEC_CASUALTY:
        if (a->type != CA_CASUALTY)
            return col_refuse(why, n, "Choose a casualty first (%d to go).", st->cas_left);
        if (!col_cas_candidate(st, a->n))
            return col_refuse(why, n, "Figure %d cannot be taken (officers go last).", a->n);
        col_take_casualty(st, a->n, log);
        return 0;
    case DEC_SPECIAL:
        if (a->type != CA_SPECIAL)
            return col_refuse(why, n, "Choose the kind of better troops first.");
        if (!col_special_ok(st, a->n))
            return col_refuse(why, n, "None of those can come (the field gun needs a five).");
        col_choose_special(st, a->n, log);
        return 0;
    case DEC_PLACE:
        if (a->type != CA_PLACE)
            return col_refuse(why, n, "Place the new group along its edge first.");
        if (!col_place_ok(st, a->x, NULL, st->pend_size))
            return col_refuse(why, n, "The group does not fit there (two deep, on the table, "
                              "clear of others).");
        col_place(st, a->x, log);
        return 0;
    default:
        if (a->type != CA_EDGE)
            return col_refuse(why, n, "Choose the edge the Joker's reinforcements start from.");
        st->dec = DEC_NONE;
        for (int k = 0; k < 4; k++)
            col_queue_reinf(st, (a->n + k) % 4, 0, 1);
        return 0;
    }
}

/* An action of a game under way (not DEC_OPEN). */
static int apply_open_game(col_state *st, const col_action *a, glog *log, char *why,
                           size_t n)
{
    col_group *gr;
    int r;

    if (st->over)
        return col_refuse(why, n, "The game is over.");
    if (a->type == CA_START)
        return col_refuse(why, n, "The game has begun: the natives have rolled for their "
                          "starting forces.");
    if (st->dec != DEC_NONE) {
        if (decision(st, a, log, why, n) < 0)
            return -1;
        col_advance(st, log);
        return 0;
    }
    if (st->stage != ST_ACT || st->actions <= 0)
        return col_refuse(why, n, "No actions to take now.");
    if (a->type >= CA_CASUALTY)
        return col_refuse(why, n, "That is not an action of a card.");
    if (a->type == CA_END) {
        glog_add(log, "The %s ends the card's actions.", col_side_name(st->side));
        st->actions = 0;
        col_advance(st, log);
        return 0;
    }
    if (a->group < 0 || a->group >= COL_MAX_GROUP || !st->grp[a->group].used)
        return col_refuse(why, n, "There is no group %d.", a->group);
    gr = &st->grp[a->group];
    if (gr->side != st->side)
        return col_refuse(why, n, "%s is not yours to act with on a %s card.", gr->name,
                          st->side == COL_DEF ? "red" : "black");
    if (gr->acts >= 3)
        return col_refuse(why, n, "%s has taken three actions on this card.", gr->name);
    if ((a->type == CA_CHARGE || a->type == CA_FIRE || a->type == CA_COMBINE ||
         a->type == CA_RECREW || a->type == CA_CREWMAN) &&
        (a->target < 0 || a->target >= COL_MAX_GROUP || !st->grp[a->target].used))
        return col_refuse(why, n, "There is no group %d.", a->target);
    switch (a->type) {
    case CA_MOVE:
        r = col_do_move(st, a->group, geom_v(a->x, a->y), log, why, n);
        break;
    case CA_CHARGE:
        r = col_do_charge(st, a->group, a->target, log, why, n);
        break;
    case CA_FIRE:
        r = col_do_fire(st, a->group, a->target, log, why, n);
        break;
    default:
        r = col_special(st, a, log, why, n);
        break;
    }
    if (r < 0)
        return -1;
    gr->acts++;
    st->actions--;
    if (st->side == COL_DEF && a->type != CA_FIGHTFIRE && st->opt[CO_FIRES])
        col_fire_tick(st, a->group, log);
    col_advance(st, log);
    return 0;
}

/* A save made before games without the set-up opened with "start" begins
 * with the move after the natives' opening roll: that roll came from the
 * seed when the game was made, and none of the save's rolls (faces entered
 * by hand) is its. So it is rolled from the seed here, the feed set aside,
 * and the action applied after it; on a refusal nothing has changed. A
 * state built from a public position has no seed to roll it from: its
 * dice come fed, this roll's first (network play). */
static int apply_unopened(col_state *st, const col_action *a, glog *log, char *why, size_t n)
{
    col_state *was = malloc(sizeof *was);
    dice_held held;
    int r;

    if (!was)
        return col_refuse(why, n, "Out of memory.");
    memcpy(was, st, sizeof *st);
    if (st->dice.blind) {
        col_open_roll(st, NULL);
    } else {
        dice_hold(&st->dice, &held);
        col_open_roll(st, NULL);
        dice_unhold(&st->dice, &held);
    }
    r = apply_open_game(st, a, log, why, n);
    if (r < 0)
        memcpy(st, was, sizeof *st);
    free(was);
    return r;
}

int col_apply(col_state *st, const col_action *a, glog *log, char *why, size_t n)
{
    if (st->dec != DEC_OPEN || st->over)
        return apply_open_game(st, a, log, why, n);
    if (a->type != CA_START)
        return apply_unopened(st, a, log, why, n);
    col_open_roll(st, log);
    return 0;
}

/* ---- legal actions ------------------------------------------------------ */

typedef struct lctx {
    const col_state *st;
    col_state *scratch;
    col_action *out;
    int n, max;
} lctx;

static void try_add(lctx *c, col_action a)
{
    char why[8];

    if (c->n >= c->max)
        return;
    if (col_apply(c->scratch, &a, NULL, why, sizeof why) == 0) {
        c->out[c->n++] = a;
        memcpy(c->scratch, c->st, sizeof *c->st);
    }
}

static void act_candidates(lctx *c)
{
    const col_state *st = c->st;
    col_action a;

    memset(&a, 0, sizeof a);
    a.type = CA_END;
    c->out[c->n++] = a;
    for (int g = 0; g < COL_MAX_GROUP; g++) {
        const col_group *gr = &st->grp[g];
        int l;
        if (!gr->used || gr->side != st->side)
            continue;
        memset(&a, 0, sizeof a);
        a.group = g;
        for (int h = 0; h < COL_MAX_GROUP; h++) {
            if (!st->grp[h].used || st->grp[h].side == gr->side)
                continue;
            a.target = h;
            a.type = CA_FIRE;
            if (col_can_fire(st, g, h, NULL, 0) == 0)
                try_add(c, a);
            a.type = CA_CHARGE;
            if (col_enemy_dist(st, g, 1 - gr->side) < 14)
                try_add(c, a);
        }
        l = col_leader(st, g);
        if (l >= 0 && gr->kind != GK_GUN && gr->melee < 0) {
            double al = col_allowance(st, g);
            a.type = CA_MOVE;
            for (int k = 0; k < 8; k++)
                for (int s = 1; s <= 2; s++) {
                    double d = al * s / 2 - 0.01, ang = k * M_PI / 4;
                    a.x = st->fig[l].pos.x + d * cos(ang);
                    a.y = st->fig[l].pos.y + d * sin(ang);
                    if (a.x > 0 && a.y > 0 && a.x < st->tab.w && a.y < st->tab.h)
                        try_add(c, a);
                }
        }
        for (int w = 0; w < st->nwalls; w++) {
            a.target = w;
            for (int t = CA_GATE; t <= CA_PULL; t++) {
                a.type = t;
                try_add(c, a);
            }
        }
        for (int b = 0; b < st->nbuilds; b++) {
            a.target = b;
            a.type = CA_IGNITE;
            try_add(c, a);
            a.type = CA_FIGHTFIRE;
            a.n = 0;
            try_add(c, a);
            a.n = 1;
            try_add(c, a);
            a.n = 0;
        }
        for (int h = 0; h < COL_MAX_GROUP; h++) {
            if (!st->grp[h].used || st->grp[h].side != gr->side || h == g)
                continue;
            a.target = h;
            for (int t = CA_RECREW; t <= CA_CREWMAN; t++) {
                a.type = t;
                try_add(c, a);
            }
            a.type = CA_COMBINE;
            try_add(c, a);
        }
        a.type = CA_WITHDRAW;
        try_add(c, a);
        a.type = CA_FACE;
        for (int k = 0; k < 8; k++) {
            a.x = k * 45;
            try_add(c, a);
        }
        a.type = CA_FLOOR;
        for (int f = 0; f < 5; f++) {
            a.n = f;
            try_add(c, a);
        }
    }
}

int col_legal(const col_state *st, col_action *out, int max)
{
    lctx c = { st, NULL, out, 0, max };
    col_action a;

    if (st->over || max < 1)
        return 0;
    c.scratch = malloc(sizeof *st);
    if (!c.scratch)
        return 0;
    memcpy(c.scratch, st, sizeof *st);
    memset(&a, 0, sizeof a);
    switch (st->dec) {
    case DEC_CASUALTY:
        a.type = CA_CASUALTY;
        for (int f = 0; f < st->nfig && c.n < max; f++)
            if (col_cas_candidate(st, f)) {
                a.n = f;
                out[c.n++] = a;
            }
        break;
    case DEC_SPECIAL:
        a.type = CA_SPECIAL;
        for (int t = 0; t < st->ntypes && c.n < max; t++)
            if (col_special_ok(st, t)) {
                a.n = t;
                out[c.n++] = a;
            }
        break;
    case DEC_PLACE: {
        double len = col_edge_len(st, st->pend_edge);
        a.type = CA_PLACE;
        for (int k = 0; k <= 24 && c.n < max; k++) {
            a.x = len * (k + 0.5) / 25.0;
            if (col_place_ok(st, a.x, NULL, st->pend_size))
                out[c.n++] = a;
        }
        break;
    }
    case DEC_REGROUP:
        a.type = CA_END;
        out[c.n++] = a;
        a.type = CA_COMBINE;
        for (int g = 0; g < COL_MAX_GROUP; g++)
            for (int t = 0; t < COL_MAX_GROUP && c.n < max; t++)
                if (col_regroup_ok(st, g, t)) {
                    a.group = g;
                    a.target = t;
                    out[c.n++] = a;
                }
        break;
    case DEC_EDGE:
        a.type = CA_EDGE;
        for (int k = 0; k < 4; k++) {
            a.n = k;
            out[c.n++] = a;
        }
        break;
    case DEC_DEPLOY:
        c.n = col_deploy_legal(st, c.scratch, out, max);
        break;
    case DEC_OPEN:
        a.type = CA_START;
        a.group = a.target = -1;
        out[c.n++] = a;
        break;
    case DEC_FOLLOW:
        a.type = CA_FOLLOW;
        for (int k = 0; k < 2 && c.n < max; k++) {
            a.n = k;
            out[c.n++] = a;
        }
        break;
    default:
        if (st->stage == ST_ACT && st->actions > 0)
            act_candidates(&c);
        break;
    }
    free(c.scratch);
    return c.n;
}
