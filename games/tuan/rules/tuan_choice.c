/* tuan_choice: the choices a side makes outside its activated trays'
 * actions, while play waits for them: the facing of a tray that has just
 * retreated (section IV, morale checks) and the friendly tray fired on
 * under random event 2 (its owner picks it). */
#include <math.h>
#include <stdio.h>

#include "tuan_local.h"

int tu_face_pending(const tu_state *st)
{
    for (int i = 0; i < st->ntrays; i++)
        if (st->tray[i].face_choice && tu_on_table(&st->tray[i]) && !st->tray[i].routed)
            return i;
    return -1;
}

/* a choice is pending while the tray stands and still has a friend in
 * its sights (what happened meanwhile, as the rest of its group's events,
 * may have taken them away: then the event lapses, tu_lapse_ff) */
static int ff_live(const tu_state *st, int i)
{
    if (!st->tray[i].ff_choice || !tu_on_table(&st->tray[i]) || st->tray[i].routed)
        return 0;
    for (int j = 0; j < st->ntrays; j++)
        if (tu_ff_target_ok(st, i, j))
            return 1;
    return 0;
}

int tu_ff_pending(const tu_state *st)
{
    if (tu_face_pending(st) >= 0)
        return -1;
    for (int i = 0; i < st->ntrays; i++)
        if (ff_live(st, i))
            return i;
    return -1;
}

void tu_lapse_ff(tu_state *st, glog *log)
{
    for (int i = 0; i < st->ntrays; i++)
        if (st->tray[i].ff_choice && !ff_live(st, i)) {
            st->tray[i].ff_choice = 0;
            glog_add(log, "%s has no friendly tray left in its sights: event 2 lapses.",
                     st->tray[i].name);
        }
}

/* Random event 2 with a choice: the owner names the friendly tray the
 * event's tray fires on; nothing else happens until he has. */
int tu_do_friendly_fire(tu_state *st, const tu_action *a, int i, glog *log, char *why,
                        size_t n)
{
    if (a->type != TA_FIRE || a->n != 1 || a->trays[0] != i)
        return tu_refuse(why, n, "First the %s choose the friendly tray %s fires on "
                         "(random event 2).", tu_side_name(st->tray[i].side),
                         st->tray[i].name);
    if (!tu_ff_target_ok(st, i, a->target))
        return tu_refuse(why, n, "%s cannot fire on that tray.", st->tray[i].name);
    tu_friendly_fire(st, i, a->target, log);
    /* the activation goes on, or ends when nobody in it has an action
     * left (when the event's tray had none, it has already moved on) */
    if (st->phase == TU_P_ACT)
        tu_after_act(st, log);
    else
        tu_check_end(st, 0, log);
    return 0;
}

/* the facing it has, as an action's JSON keeps it (1/10 degree): kept
 * exactly, since even that much of a turn may touch a neighbour */
static int keeps_facing(const tu_tray *t, double facing)
{
    return geom_angle_diff(tu_snap_facing(facing), tu_snap_facing(t->p.facing)) < 0.06;
}

int tu_face_ok(const tu_state *st, int i, double facing, char *why, size_t n)
{
    const tu_tray *t;
    table_piece q;
    int j;

    if (i < 0 || i >= st->ntrays || i != tu_face_pending(st))
        return tu_refuse(why, n, "Only a tray that has just retreated is turned this way.");
    t = &st->tray[i];
    if (!isfinite(facing))
        return tu_refuse(why, n, "A facing is a number of degrees.");
    if (keeps_facing(t, facing))
        return 0;
    q = t->p;
    q.facing = tu_snap_facing(facing);
    if (!tu_place_ok(st, i, &q, why, n))
        return -1;
    /* it may not turn into contact (one that could not get away and
     * still touches an enemy may turn as it likes) */
    for (j = 0; j < st->ntrays; j++)
        if (st->tray[j].side != t->side && tu_on_table(&st->tray[j]) &&
            table_touching(&q, &st->tray[j].p) && !table_touching(&t->p, &st->tray[j].p))
            return tu_refuse(why, n, "Turned that way %s would touch %s.", t->name,
                             st->tray[j].name);
    return 0;
}

/* The owner of a tray that retreated faces it as he likes (section IV,
 * morale checks); nothing else happens until he has. */
int tu_do_face(tu_state *st, const tu_action *a, glog *log, char *why, size_t n)
{
    tu_tray *t;

    if (tu_face_ok(st, a->tray, a->facing, why, n) < 0)
        return -1;
    t = &st->tray[a->tray];
    if (!keeps_facing(t, a->facing))
        t->p.facing = tu_snap_facing(a->facing);
    t->face_choice = 0;
    glog_add(log, "%s faces %s (%.0f\xC2\xB0).", t->name, geom_compass(t->p.facing), t->p.facing);
    return 0;
}
