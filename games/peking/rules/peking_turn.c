/* peking_turn: a game of Siege at Peking from set-up to the end: the state,
 * the seven phases in order (4), what happens at their starts (hospital
 * recovery 8.6, replacements 19, command control 11.2, attrition 14), the
 * end-of-turn withdrawal off the map (22), victory (21), and apply() for
 * every action (the Big Guns, mines and fortifications are in
 * peking_guns.c). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "peking.h"

static const char *const phase_names[PK_PHASES] = {
    "Allied set-up", "Chinese Big Gun phase", "Chinese movement phase",
    "Allied reaction phase", "Sniper phase", "Chinese combat phase",
    "Allied movement phase", "Allied combat phase", "End of turn", "Game over"
};
static const char *const end_names[PK_ENDS] = {
    "none", "allied-hold", "chinese-sudden-death", "chinese-primary-hexes",
    "chinese-annihilation"
};

const char *pk_phase_name(int phase)
{
    return phase >= 0 && phase < PK_PHASES ? phase_names[phase] : "?";
}

const char *pk_end_name(int end)
{
    return end >= 0 && end < PK_ENDS ? end_names[end] : "?";
}

static int why_set(char *why, size_t n, const char *s)
{
    if (why && n)
        snprintf(why, n, "%s", s);
    return -1;
}

void pk_action_init(pk_action *a, int type)
{
    memset(a, 0, sizeof *a);
    a->type = type;
    a->unit = -1;
    a->cell = -1;
    a->dir = -1;
    a->ddie = -1;
}

/* ---- building a game ------------------------------------------------------ */

void pk_bot_seed(pk_state *st, uint64_t seed)
{
    rng r;

    rng_seed(&r, seed ^ 0x6a09e667f3bcc909ull); /* a stream apart from the dice's */
    st->bot_salt = (uint32_t)(rng_next(&r) >> 32);
}

pk_state *pk_new(const char *datadir, const int seat[2], int cc_rule, int edition,
                 uint64_t seed, errs *e)
{
    char dir[1100];
    pk_state *st;
    pk_data *d;
    int i, k, c;

    snprintf(dir, sizeof dir, "%s/scenarios/peking", datadir ? datadir : ".");
    d = pk_data_load(dir, e);
    if (!d)
        return NULL;
    st = calloc(1, sizeof *st);
    if (!st) {
        errs_add(e, "peking: out of memory");
        free(d);
        return NULL;
    }
    st->d = d;
    st->owns_data = 1;
    snprintf(st->scenario, sizeof st->scenario, "siege");
    st->seat[0] = seat ? seat[0] : PK_SEAT_HUMAN;
    st->seat[1] = seat ? seat[1] : PK_SEAT_COMPUTER;
    st->cc_rule = cc_rule;
    st->edition = edition < 1 || edition > PK_EDITION ? 1 : edition;
    dice_init(&st->dice, seed);
    pk_bot_seed(st, seed);
    for (i = 0; i < d->nallied; i++) {
        pk_unit *u = &st->u[st->nunits++];
        snprintf(u->id, sizeof u->id, "%s", d->allied[i].id);
        u->def = (short)i;
        u->side = PK_ALLIED;
        u->kind = (signed char)d->allied[i].kind;
        u->nation = (signed char)d->allied[i].nation;
        u->where = PK_W_MAP;
        u->cell = (short)d->allied[i].at;
    }
    for (k = 0; k < d->nchin_kinds; k++)
        for (c = 0; c < d->chin_count[st->edition - 1][k]; c++) {
            pk_unit *u = &st->u[st->nunits++];
            snprintf(u->id, sizeof u->id, "%s-%d", d->chinese[k].id, c + 1);
            u->def = (short)k;
            u->side = PK_CHINESE;
            u->kind = (signed char)d->chinese[k].kind;
            u->nation = PK_N_CHINESE;
            u->where = PK_W_OFF;
            u->cell = -1;
        }
    memset(st->fort, -1, sizeof st->fort);
    memset(st->control, -1, sizeof st->control);
    for (i = 0; i < d->nvic; i++)
        st->control[d->vic[i]] = PK_ALLIED;
    st->forts_left[0] = st->forts_left[1] = d->forts;
    st->mines_left = d->mines;
    for (i = 0; i < 4; i++)
        st->gun_cell[i] = -1;
    st->phase = PK_PH_SETUP;
    st->bot_target = st->bot_second = -1;
    st->bot_dist_key = -1;
    st->bot_key = -1;
    pk_terrain_changed(st);
    pk_refresh(st);
    return st;
}

void pk_free(pk_state *st)
{
    if (!st)
        return;
    if (st->owns_data)
        free(st->d);
    free(st);
}

pk_state *pk_clone(const pk_state *st)
{
    pk_state *c = malloc(sizeof *c);

    if (c) {
        *c = *st;
        c->owns_data = 0;
    }
    return c;
}

/* ---- victory (21) ------------------------------------------------------------ */

int pk_victory_held(const pk_state *st, int side)
{
    int i, n = 0;

    for (i = 0; i < st->d->nvic; i++)
        n += st->control[st->d->vic[i]] == side;
    return n;
}

static int civilians_all_lost(const pk_state *st)
{
    int i, n = 0;

    for (i = 0; i < st->nunits; i++)
        if (st->u[i].kind == PK_K_CIVILIAN)
            n++;
    return n > 0 && st->civs_dead >= n;
}

int pk_victory_needed(const pk_state *st)
{
    int need = st->turn - (civilians_all_lost(st) ? st->d->civ_discount : 0);

    return need < 1 ? 1 : need;
}

static int primary_held(const pk_state *st)
{
    int i, n = 0;

    for (i = 0; i < st->d->nprimary; i++)
        n += st->control[st->d->vic[i]] == PK_CHINESE;
    return n;
}

/* the civilians' discount of 15 as it stands now (0 while one lives) */
static int civ_discount_now(const pk_state *st)
{
    return civilians_all_lost(st) ? st->d->civ_discount : 0;
}

void pk_end_reason(const pk_state *st, char *buf, size_t n)
{
    int disc = civ_discount_now(st), held = pk_victory_held(st, PK_CHINESE);
    int prim = primary_held(st), np = st->d->nprimary;

    switch (st->end) {
    case PK_END_ALLIED_HOLD:
        snprintf(buf, n, "the Allies hold out until the relief arrives");
        break;
    case PK_END_SUDDEN:
        if (disc > 0)
            snprintf(buf, n, "the Chinese hold %d victory hexes, the turn number (%d) less %d with "
                     "every civilian lost (21.1, 15)", held, st->turn, disc);
        else
            snprintf(buf, n, "the Chinese hold %d victory hexes, as many as the turn number (21.1)",
                     held);
        break;
    case PK_END_PRIMARY:
        if (prim >= np)
            snprintf(buf, n, "the Chinese hold all %d primary victory hexes after the last turn (21.2)",
                     np);
        else
            snprintf(buf, n, "the Chinese hold %d of the %d primary victory hexes after the last "
                     "turn; with every civilian lost they need %d (21.2, 15)", prim, np,
                     np - disc < 1 ? 1 : np - disc);
        break;
    default:
        snprintf(buf, n, "every Allied combat unit is gone (21)");
        break;
    }
}

static void finish(pk_state *st, int end, glog *log)
{
    char why[200];

    st->end = end;
    st->winner = end == PK_END_ALLIED_HOLD ? PK_ALLIED : PK_CHINESE;
    st->phase = PK_PH_OVER;
    st->ntasks = 0;
    pk_end_reason(st, why, sizeof why);
    glog_add(log, "Game over on turn %d: %s.", st->turn, why);
}

static void check_victory(pk_state *st, glog *log)
{
    int i, held, alive = 0;

    if (st->end || st->turn < 1)
        return;
    for (i = 0; i < st->nunits; i++) {
        const pk_unit *u = &st->u[i];
        if (u->side == PK_ALLIED && u->where == PK_W_MAP &&
            (u->kind == PK_K_INFANTRY || u->kind == PK_K_VOLUNTEER || u->kind == PK_K_LEADER))
            alive = 1;
    }
    if (!alive) {
        finish(st, PK_END_ANNIHILATION, log);
        return;
    }
    held = pk_victory_held(st, PK_CHINESE);
    if (held > st->max_chinese_hexes)
        st->max_chinese_hexes = held;
    if (held >= pk_victory_needed(st))
        finish(st, PK_END_SUDDEN, log);
}

static void final_victory(pk_state *st, glog *log)
{
    int prim = primary_held(st), need = st->d->nprimary - civ_discount_now(st);

    /* both counts, named as the status panel names them (21.2 decides now) */
    glog_add(log, "After turn %d the Chinese hold %d of the %d primary victory hexes (%d needed, 21.2); "
             "of all %d victory hexes they hold %d (21.1).",
             st->turn, prim, st->d->nprimary, need, st->d->nvic, pk_victory_held(st, PK_CHINESE));
    finish(st, prim >= need ? PK_END_PRIMARY : PK_END_ALLIED_HOLD, log);
}

/* ---- phase starts ------------------------------------------------------------ */

static void hospital(pk_state *st, glog *log)
{
    int i, doctor = 0, tried = 0;

    for (i = 0; i < st->nunits; i++)
        if (st->u[i].kind == PK_K_DOCTOR && st->u[i].where == PK_W_MAP &&
            st->d->hospital[st->u[i].cell])
            doctor = 1;
    if (!doctor)
        return;
    for (i = 0; i < st->nunits && tried < st->d->recov_max; i++) {
        pk_unit *u = &st->u[i];
        int die, tot;
        if (u->where != PK_W_MAP || u->side != PK_ALLIED || !u->reduced ||
            !st->d->hospital[u->cell])
            continue;
        tried++;
        die = dice_d6(&st->dice);
        tot = die + st->doctors_dead;
        if (tot <= st->d->recov_ok) {
            u->reduced = 0;
            glog_add(log, "Hospital: %s %s (die %d%+d=%d).", st->d->allied[u->def].name,
                     pk_verb(st, i, "recovers", "recover"), die, st->doctors_dead,
                     tot);
        } else {
            u->no_attack = 1;
            glog_add(log, "Hospital: %s does not recover (die %d%+d=%d) and cannot attack "
                     "this turn.", st->d->allied[u->def].name, die, st->doctors_dead, tot);
        }
    }
    pk_refresh(st);
}

static void replacements(pk_state *st, glog *log)
{
    int k, i, got, restored;

    for (k = 0; k < st->d->nchin_kinds; k++) {
        int want = st->d->repl[st->d->chinese[k].kind == PK_K_IMPERIAL ? 1 : 0];
        got = restored = 0;
        for (i = 0; i < st->nunits && got < want; i++)
            if (st->u[i].side == PK_CHINESE && st->u[i].def == k && st->u[i].where == PK_W_POOL) {
                st->u[i].where = PK_W_OFF;
                st->u[i].reduced = 0;
                got++;
            }
        for (i = 0; i < st->nunits && got + restored < want; i++) {
            pk_unit *u = &st->u[i];
            int extra = st->d->chinese[k].strength - st->d->chinese[k].reduced;
            if (u->side != PK_CHINESE || u->def != k || !u->reduced)
                continue;
            if (u->where == PK_W_MAP && st->sp[PK_CHINESE][u->cell] + extra > st->d->stack[1])
                continue;
            u->reduced = 0;
            restored++;
            pk_refresh(st);
        }
        if (got || restored)
            glog_add(log, "Replacements: %d %s from the pool, %d restored to full strength.",
                     got, st->d->chinese[k].name, restored);
    }
}

static void set_mp(pk_state *st, int side, int react)
{
    int i;

    for (i = 0; i < st->nunits; i++) {
        pk_unit *u = &st->u[i];
        int full;
        if (u->side != side)
            continue;
        u->stopped = 0;
        u->moved = 0;
        full = st->d->mp[pk_mover(u)];
        if (side == PK_ALLIED && u->where == PK_W_MAP) {
            u->cc = (unsigned char)pk_in_cc(st, i);
            if (react)
                u->mp = (signed char)(u->cc ? full / 2 : st->d->cc_react_out);
            else
                u->mp = (signed char)(u->cc ? full : st->d->cc_full_out);
        } else {
            u->mp = (signed char)full;
        }
    }
}

static void reset_combat(pk_state *st)
{
    int i;

    for (i = 0; i < st->nunits; i++) {
        st->u[i].attacked = st->u[i].defended = 0;
        st->u[i].was_charging = 0;
    }
    st->combat_started = 0;
}

static int can_withdraw_any(const pk_state *st)
{
    short us[64];
    int i;

    for (i = 0; i < st->nunits; i++)
        if (st->u[i].kind == PK_K_LEADER && st->u[i].where == PK_W_MAP &&
            st->u[i].side == PK_ALLIED && !st->withdraw_tried[i] &&
            pk_withdraw_units(st, i, us) > 0)
            return 1;
    return 0;
}

static int can_snipe_any(const pk_state *st)
{
    int i;

    for (i = 0; i < st->nunits; i++)
        if (pk_snipe_ok(st, i))
            return 1;
    return 0;
}

/* 14: from turn 2 the Allies lose a combat unit "at the beginning of
 * the Allied player's turn": the Allied movement phase as we read it, the
 * reaction phase (the Allies' first phase of the turn) with the option
 * attrition_reaction. */
static void attrition(pk_state *st, glog *log)
{
    if (st->turn >= st->d->attrition_from && st->ntasks < PK_MAX_TASKS) {
        pk_task *t = &st->task[st->ntasks++];
        memset(t, 0, sizeof *t);
        t->kind = PK_TASK_ATTRITION;
        t->side = PK_ALLIED;
        pk_tasks_run(st, log);
    }
}

static void enter_phase(pk_state *st, int ph, glog *log)
{
    int i;

    st->phase = ph;
    st->step = 0;
    switch (ph) {
    case PK_PH_BIGGUN:
        st->turn++;
        glog_add(log, "Turn %d (%s).", st->turn, st->d->turn_label[st->turn - 1]);
        st->sniped = 0;
        st->charge_used = 0;
        memset(st->withdraw_tried, 0, sizeof st->withdraw_tried);
        for (i = 0; i < st->nunits; i++)
            st->u[i].no_attack = 0;
        for (i = 0; i < 4; i++) {
            st->gun_cell[i] = -1;
            st->gun_shots[i] = 0;
        }
        if (st->turn >= 2) {
            hospital(st, log);
            pk_stack_tasks(st); /* a recovered unit may overstack its hex (8.6, 7) */
        }
        if (st->turn >= st->d->repl_from)
            replacements(st, log);
        if (st->d->nbig_guns == 0)
            enter_phase(st, PK_PH_CMOVE, log);
        break;
    case PK_PH_CMOVE:
        set_mp(st, PK_CHINESE, 0);
        break;
    case PK_PH_AREACT:
        set_mp(st, PK_ALLIED, 1);
        if (st->attr_react)
            attrition(st, log);
        break;
    case PK_PH_SNIPER:
        if (!can_snipe_any(st))
            enter_phase(st, PK_PH_CCOMBAT, log);
        break;
    case PK_PH_CCOMBAT:
        reset_combat(st);
        if (!can_withdraw_any(st))
            st->step = 1;
        break;
    case PK_PH_AMOVE:
        set_mp(st, PK_ALLIED, 0);
        if (!st->attr_react)
            attrition(st, log);
        break;
    case PK_PH_ACOMBAT:
        reset_combat(st);
        break;
    default:
        break;
    }
}

/* A phasing unit still in the ZOC of an enemy hex not yet attacked, with
 * the attack still open to it (8.1.2): the phase cannot end. */
static int obligation(const pk_state *st, int side, int *unit, int *cell)
{
    int i, d, k;

    for (i = 0; i < st->nunits; i++) {
        const pk_unit *u = &st->u[i];
        if (u->side != side || u->where != PK_W_MAP || !pk_is_combat(u) || u->attacked ||
            u->no_attack || u->was_charging)
            continue;
        for (d = 0; d < HEX_DIRS; d++) {
            int nc = st->d->nb[u->cell][d], zoc = 0, done = 0;
            if (nc < 0 || !st->occ[1 - side][nc] || !pk_zoc_reaches(st, nc, u->cell))
                continue;
            for (k = 0; k < st->nunits; k++) {
                const pk_unit *e = &st->u[k];
                if (e->where != PK_W_MAP || e->cell != nc || e->side == side)
                    continue;
                if (pk_exerts_zoc(st, k))
                    zoc = 1;
                if (e->defended)
                    done = 1;
            }
            if (zoc && !done) {
                *unit = i;
                *cell = nc;
                return 1;
            }
        }
    }
    return 0;
}

int pk_end_ok(const pk_state *st)
{
    int u, c;

    if (st->phase == PK_PH_ACOMBAT || (st->phase == PK_PH_CCOMBAT && st->step == 1))
        return !obligation(st, st->phase == PK_PH_ACOMBAT ? PK_ALLIED : PK_CHINESE, &u, &c);
    return st->phase != PK_PH_OVER;
}

static int end_phase(pk_state *st, glog *log, char *why, size_t n)
{
    int u, c;
    char h[8];

    switch (st->phase) {
    case PK_PH_SETUP:
        glog_add(log, "The Allies are in position; the Chinese gather at the map edges.");
        enter_phase(st, PK_PH_BIGGUN, log);
        break;
    case PK_PH_BIGGUN:
        enter_phase(st, PK_PH_CMOVE, log);
        break;
    case PK_PH_CMOVE:
        enter_phase(st, PK_PH_AREACT, log);
        break;
    case PK_PH_AREACT:
        enter_phase(st, PK_PH_SNIPER, log);
        break;
    case PK_PH_SNIPER:
        enter_phase(st, PK_PH_CCOMBAT, log);
        break;
    case PK_PH_CCOMBAT:
    case PK_PH_ACOMBAT:
        if (st->phase == PK_PH_CCOMBAT && st->step == 0) {
            st->step = 1;
            break;
        }
        if (obligation(st, st->phase == PK_PH_ACOMBAT ? PK_ALLIED : PK_CHINESE, &u, &c)) {
            if (why && n)
                snprintf(why, n, "%s is in the zone of control of the units at %s and must "
                         "attack them (8.1.2).", u >= 0 ? st->u[u].id : "A unit",
                         pk_label(st->d, c, h, sizeof h));
            return -1;
        }
        enter_phase(st, st->phase == PK_PH_CCOMBAT ? PK_PH_AMOVE : PK_PH_END, log);
        break;
    case PK_PH_AMOVE:
        enter_phase(st, PK_PH_ACOMBAT, log);
        break;
    case PK_PH_END:
        if (st->turn >= st->d->nturns)
            final_victory(st, log);
        else
            enter_phase(st, PK_PH_BIGGUN, log);
        break;
    default:
        return why_set(why, n, "The game is over.");
    }
    return 0;
}

/* ---- apply ----------------------------------------------------------------- */

int pk_to_move(const pk_state *st)
{
    if (st->end || st->phase == PK_PH_OVER)
        return -1;
    if (st->ntasks > 0)
        return st->task[0].side;
    switch (st->phase) {
    case PK_PH_SETUP:
    case PK_PH_AREACT:
    case PK_PH_AMOVE:
    case PK_PH_ACOMBAT:
        return PK_ALLIED;
    case PK_PH_CCOMBAT:
        return st->step == 0 ? PK_ALLIED : PK_CHINESE;
    default:
        return PK_CHINESE;
    }
}

static int place(pk_state *st, const pk_action *a, glog *log, char *why, size_t n)
{
    pk_unit *u;
    short one;
    char h[8], sw[120];

    if (st->phase != PK_PH_SETUP)
        return why_set(why, n, "Units are placed only in the set-up.");
    if (a->unit < 0 || a->unit >= st->nunits || st->u[a->unit].side != PK_ALLIED)
        return why_set(why, n, "Place an Allied unit.");
    if (a->cell < 0 || a->cell >= st->d->cols * st->d->rows || !st->d->inside[a->cell] ||
        pk_terrain(st, a->cell) == PK_T_CANAL)
        return why_set(why, n, "The Allies set up inside the perimeter (22), not in the canal.");
    one = (short)a->unit;
    if (pk_stack_why(st, PK_ALLIED, a->cell, &one, 1, sw, sizeof sw))
        return why_set(why, n, sw);
    if (!pk_civ_escort_ok(st, &one, 1, a->cell))
        return why_set(why, n, "That would leave civilians with no combat unit beside "
                               "them (15).");
    u = &st->u[a->unit];
    u->cell = (short)a->cell;
    glog_add(log, "Set-up: %s to %s.", st->d->allied[u->def].name,
             pk_label(st->d, a->cell, h, sizeof h));
    pk_refresh(st);
    return 0;
}

static int leave(pk_state *st, int cell, glog *log, char *why, size_t n)
{
    int i, k = 0;
    char h[8];

    if (st->phase != PK_PH_END)
        return why_set(why, n, "Chinese units leave the map at the end of a turn (22).");
    if (cell < 0 || cell >= st->d->cols * st->d->rows || !st->occ[PK_CHINESE][cell])
        return why_set(why, n, "Name a hex of Chinese units.");
    for (i = 0; i < st->nunits; i++)
        if (st->u[i].where == PK_W_MAP && st->u[i].cell == cell && st->u[i].side == PK_CHINESE) {
            st->u[i].where = PK_W_OFF;
            st->u[i].cell = -1;
            k++;
        }
    glog_add(log, "%d Chinese unit%s leave%s the map from %s.", k, k > 1 ? "s" : "",
             k > 1 ? "" : "s", pk_label(st->d, cell, h, sizeof h));
    pk_refresh(st);
    return 0;
}

/* A save made before the defender chose how a leader's 1 counts (11.1)
 * goes on from a Chinese attack with its next action: the attack is
 * rolled as it was then (as many leaders on the die as may), and the
 * action applied after it; on a refusal nothing has changed. */
static int apply_undecided(pk_state *st, const pk_action *a, glog *log, char *why, size_t n)
{
    pk_state *was = pk_clone(st);
    int rc, owns = st->owns_data;

    if (!was)
        return why_set(why, n, "Out of memory.");
    rc = pk_defend_resolve(st, -1, log, why, n);
    if (rc == 0 && st->ntasks > 0 && st->task[0].kind == PK_TASK_DEFEND)
        rc = why_set(why, n, "Say first how the defending leader's 1 counts (11.1).");
    if (rc == 0)
        rc = pk_do(st, a, log, why, n);
    if (rc < 0) {
        *st = *was;
        st->owns_data = owns;
    }
    free(was);
    return rc;
}

int pk_do(pk_state *st, const pk_action *a, glog *log, char *why, size_t n)
{
    int rc = 0, side = pk_to_move(st);

    if (side < 0)
        return why_set(why, n, "The game is over.");
    if (st->ntasks > 0 && st->task[0].kind == PK_TASK_DEFEND && a->type != PK_A_DEFEND)
        return apply_undecided(st, a, log, why, n);
    if (st->ntasks > 0) {
        rc = pk_task_do(st, a, log, why, n);
    } else {
        switch (a->type) {
        case PK_A_END:
            rc = end_phase(st, log, why, n);
            break;
        case PK_A_PLACE:
            rc = place(st, a, log, why, n);
            break;
        case PK_A_MOVE:
        case PK_A_ENTER:
            if ((a->type == PK_A_ENTER) != (side == PK_CHINESE) && a->type == PK_A_ENTER)
                return why_set(why, n, "Only Chinese units enter from the edge.");
            if (a->n > 0 && a->units[0] >= 0 && a->units[0] < st->nunits &&
                st->u[a->units[0]].side != side)
                return why_set(why, n, "Those are not your units.");
            rc = pk_move(st, a, log, why, n);
            if (rc == 0 && st->phase == PK_PH_CMOVE)
                st->step = 1;
            break;
        case PK_A_GUN:
            if (!pk_gun_place_ok(st, a->unit, a->cell))
                return why_set(why, n, "A Big Gun goes within 3 hexes of a map edge, not in an "
                                       "Allied ZOC, once a turn (10).");
            st->gun_cell[a->unit] = a->cell;
            {
                char h[8];
                glog_add(log, "Big Gun %d is placed at %s.", a->unit + 1,
                         pk_label(st->d, a->cell, h, sizeof h));
            }
            break;
        case PK_A_SHELL:
            rc = pk_shell_fire(st, a->unit, a->dir, log, why, n);
            break;
        case PK_A_MINE:
            rc = pk_mine_lay(st, a->cell, log, why, n);
            break;
        case PK_A_FORT:
            rc = pk_fortify(st, a->cell, log, why, n);
            break;
        case PK_A_ATTACK:
            if (!((st->phase == PK_PH_ACOMBAT) ||
                  (st->phase == PK_PH_CCOMBAT && st->step == 1)))
                return why_set(why, n, "Attacks are made in the phasing side's combat phase.");
            rc = pk_attack(st, a, log, why, n);
            break;
        case PK_A_CHARGE:
            rc = pk_charge(st, a, log, why, n);
            break;
        case PK_A_SNIPE:
            rc = pk_snipe(st, a->unit, log, why, n);
            break;
        case PK_A_WITHDRAW:
            rc = pk_withdraw(st, a->unit, log, why, n);
            break;
        case PK_A_LEAVE:
            rc = leave(st, a->cell, log, why, n);
            break;
        default:
            return why_set(why, n, "That action is not open now.");
        }
    }
    if (rc == 0) {
        st->nactions++;
        check_victory(st, log);
    }
    return rc;
}
