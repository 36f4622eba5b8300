/* peking_guns: the Chinese Big Guns (10): placing them and each shot's
 * flight, landing and damage (kept for the view in pk_state.shell), the
 * Chinese mines (16) and the fortifications both sides build (13). */
#include <stdio.h>
#include <string.h>

#include "peking.h"

static int why_set(char *why, size_t n, const char *s)
{
    if (why && n)
        snprintf(why, n, "%s", s);
    return -1;
}

int pk_gun_place_ok(const pk_state *st, int g, int cell)
{
    return st->phase == PK_PH_BIGGUN && g >= 0 && g < st->d->nbig_guns &&
           st->gun_cell[g] < 0 && st->gun_shots[g] == 0 && cell >= 0 &&
           cell < st->d->cols * st->d->rows && st->d->band[cell] &&
           !st->zoc[PK_ALLIED][cell] && !st->occ[PK_ALLIED][cell];
}

int pk_shell_fire(pk_state *st, int g, int dir, glog *log, char *why, size_t n)
{
    int die, dist, c, k, t, r;
    char h[8];
    pk_shell *sh;

    if (st->phase != PK_PH_BIGGUN || g < 0 || g >= st->d->nbig_guns || st->gun_cell[g] < 0)
        return why_set(why, n, "Place that Big Gun first (10).");
    if (st->gun_shots[g] >= st->d->gun_shots)
        return why_set(why, n, "That Big Gun has fired all its shots this turn.");
    if (dir < 0 || dir >= HEX_DIRS)
        return why_set(why, n, "A shell flies along one of the six hex lines (dir 0-5).");
    st->gun_shots[g]++;
    die = dice_d6(&st->dice);
    dist = die * st->d->gun_perpip;
    c = st->gun_cell[g];
    sh = &st->shell;
    memset(sh, 0, sizeof *sh);
    sh->valid = 1;
    sh->turn = st->turn;
    sh->gun = g;
    sh->dir = dir;
    sh->from = c;
    sh->die = die;
    sh->dist = dist;
    for (k = 0; k < dist && c >= 0; k++) {
        c = st->d->nb[c][dir];
        if (c >= 0 && sh->n < (int)(sizeof sh->path / sizeof sh->path[0]))
            sh->path[sh->n++] = (short)c;
    }
    sh->land = c;
    sh->outcome = PK_SHELL_OFFMAP;
    if (c < 0) {
        glog_add(log, "Big Gun %d fires: die %d, %d hexes, the shell lands off the map.",
                 g + 1, die, dist);
        return 0;
    }
    pk_label(st->d, c, h, sizeof h);
    t = pk_terrain(st, c);
    if (t == PK_T_TARTAR) {
        sh->outcome = PK_SHELL_TARTAR;
        glog_add(log, "Big Gun %d fires: die %d, %d hexes to %s on the Tartar Wall: no effect.",
                 g + 1, die, dist, h);
        return 0;
    }
    if (st->fort[c] >= 0 || (t != PK_T_OPEN && t != PK_T_CLEAR) || pk_wall_at(st, c) >= 0) {
        int d2 = dice_d6(&st->dice);
        r = st->d->gun_nonclear[d2 - 1];
        sh->outcome = PK_SHELL_NONCLEAR;
        sh->damage_die = d2;
        sh->result = r;
        glog_add(log, "Big Gun %d fires: die %d, %d hexes to %s; damage die %d: %s.", g + 1,
                 die, dist, h, d2, r == PK_G_RUIN ? "RUIN" : r == PK_G_SL ? "SL" : "no effect");
        if (r == PK_G_RUIN) {
            if (st->fort[c] >= 0) {
                st->forts_left[(int)st->fort[c]]++;
                st->fort[c] = -1;
                glog_add(log, "The fortification at %s is destroyed (its counter may be "
                         "used again).", h);
            } else if (t == PK_T_BUILDING || t == PK_T_BRIDGE || pk_wall_at(st, c) >= 0) {
                st->ruin[c] = 1;
                pk_ruin_changed(st, c);
                glog_add(log, "%s is in ruins.", h);
            }
            pk_refresh(st);
        }
        return 0;
    }
    if (!st->occ[0][c] && !st->occ[1][c]) {
        sh->outcome = PK_SHELL_EMPTY;
        glog_add(log, "Big Gun %d fires: die %d, %d hexes to %s, open ground with no units.",
                 g + 1, die, dist, h);
        return 0;
    }
    /* the option gun_spares_chinese: the Big Guns never hurt Chinese
     * units (as we read 10, the units hit are whoever's are there) */
    if (st->gun_spares && !st->occ[PK_ALLIED][c]) {
        sh->outcome = PK_SHELL_EMPTY;
        glog_add(log, "Big Gun %d fires: die %d, %d hexes to %s, open ground with only "
                 "Chinese units: they are spared.", g + 1, die, dist, h);
        return 0;
    }
    {
        int d2 = dice_d6(&st->dice), i;
        r = st->d->gun_clear[d2 - 1];
        sh->outcome = PK_SHELL_UNITS;
        sh->damage_die = d2;
        sh->result = r;
        glog_add(log, "Big Gun %d fires: die %d, %d hexes to %s; damage die %d: %s.", g + 1,
                 die, dist, h, d2, r == PK_G_SL ? "SL" : r == PK_G_RUIN ? "RUIN" : "no effect");
        if (r != PK_G_SL)
            return 0;
        for (i = 0; i < st->nunits; i++)
            if (st->u[i].where == PK_W_MAP && st->u[i].cell == c &&
                st->u[i].kind == PK_K_CIVILIAN)
                pk_eliminate(st, i, log, "shelled in the open");
        if (st->ntasks < PK_MAX_TASKS) {
            pk_task *tk = &st->task[st->ntasks++];
            memset(tk, 0, sizeof *tk);
            tk->kind = PK_TASK_LOSS;
            tk->from_gun = 1;
            tk->need = 1;
            for (i = 0; i < st->nunits; i++)
                if (st->u[i].where == PK_W_MAP && st->u[i].cell == c && tk->n < 64 &&
                    !(st->u[i].side == PK_ALLIED && st->u[i].kind == PK_K_GUN)) {
                    tk->side = st->u[i].side;
                    tk->unit[tk->n++] = (short)i;
                }
            if (!tk->n)
                st->ntasks--;
        }
        pk_tasks_run(st, log);
        pk_check_civilians(st, log);
    }
    return 0;
}

const pk_shell *pk_last_shell(const pk_state *st)
{
    return st->shell.valid && st->shell.turn == st->turn ? &st->shell : NULL;
}

int pk_mine_ok(const pk_state *st, int cell)
{
    int t, d;

    if (st->phase != PK_PH_CMOVE || st->step != 0 || st->turn < st->d->mines_from ||
        st->mines_left <= 0 || cell < 0 || cell >= st->d->cols * st->d->rows)
        return 0;
    t = pk_terrain(st, cell);
    if (t == PK_T_OPEN || t == PK_T_TARTAR || t == PK_T_CANAL ||
        (t == PK_T_CLEAR && pk_wall_at(st, cell) < 0))
        return 0;
    for (d = 0; d < HEX_DIRS; d++) {
        int nc = st->d->nb[cell][d];
        if (nc >= 0 && st->occ[PK_CHINESE][nc])
            return 1;
    }
    return 0;
}

int pk_mine_lay(pk_state *st, int cell, glog *log, char *why, size_t n)
{
    char h[8];
    int i;

    if (!pk_mine_ok(st, cell))
        return why_set(why, n, "A mine goes off from turn 4, before any Chinese move, in a "
                               "non-clear hex (not the Tartar Wall) next to a Chinese unit (16).");
    st->mines_left--;
    st->ruin[cell] = 1;
    pk_ruin_changed(st, cell);
    glog_add(log, "A Chinese mine explodes under %s: the hex is in ruins.",
             pk_label(st->d, cell, h, sizeof h));
    for (i = 0; i < st->nunits; i++) {
        int die;
        if (st->u[i].where != PK_W_MAP || st->u[i].cell != cell || st->u[i].side != PK_ALLIED ||
            st->u[i].kind == PK_K_GUN)
            continue;
        die = dice_d6(&st->dice);
        glog_add(log, "Mine: %s rolls %d (1-3 loses a step).", st->d->allied[st->u[i].def].name,
                 die);
        if (die <= 3)
            pk_lose_step(st, i, log, "mine");
    }
    pk_refresh(st);
    pk_check_civilians(st, log);
    return 0;
}

int pk_fort_ok(const pk_state *st, int cell)
{
    int side, i, sp = 0, t;

    if (st->phase == PK_PH_ACOMBAT && !st->combat_started && st->charge_used == 0)
        side = PK_ALLIED;
    else if (st->phase == PK_PH_CCOMBAT && st->step == 1 && !st->combat_started)
        side = PK_CHINESE;
    else
        return 0;
    if (cell < 0 || cell >= st->d->cols * st->d->rows || st->forts_left[side] <= 0 ||
        st->sp[side][cell] < st->d->fort_sp[side])
        return 0;
    t = pk_terrain(st, cell);
    if ((t != PK_T_CLEAR && t != PK_T_OPEN) || pk_wall_at(st, cell) >= 0 || st->fort[cell] >= 0)
        return 0;
    for (i = 0; i < st->nunits; i++) {
        const pk_unit *u = &st->u[i];
        if (u->where == PK_W_MAP && u->cell == cell && u->side == side && !u->moved &&
            pk_is_combat(u))
            sp += pk_strength(st, u);
    }
    return sp >= st->d->fort_sp[side];
}

int pk_fortify(pk_state *st, int cell, glog *log, char *why, size_t n)
{
    char h[8];
    int side = st->phase == PK_PH_ACOMBAT ? PK_ALLIED : PK_CHINESE;

    if (!pk_fort_ok(st, cell))
        return why_set(why, n, "A fortification needs 5 Allied / 10 Chinese strength points "
                               "that did not move, in a clear hex without ruins, before "
                               "combat, and a counter left (13).");
    st->fort[cell] = (signed char)side;
    st->forts_left[side]--;
    glog_add(log, "The %s fortify %s (%d counters left).",
             side == PK_ALLIED ? "Allies" : "Chinese", pk_label(st->d, cell, h, sizeof h),
             st->forts_left[side]);
    pk_refresh(st);
    return 0;
}
