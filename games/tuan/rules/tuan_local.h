/* tuan_local: what the files of the Tuan rules core share among themselves
 * (not for the view). */
#ifndef GAMES_TUAN_LOCAL_H
#define GAMES_TUAN_LOCAL_H

#include <stddef.h>

#include "tuan.h"

extern const char *const tu_arm_ids[];
extern const char *const tu_class_ids[];
extern const char *const tu_force_ids[];
extern const char *const tu_opt_ids[];

int tu_refuse(char *why, size_t n, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
int tu_on_table(const tu_tray *t);
/* What the next die is for, when the dice are asked or fed ("Roll my own
 * dice", a save's faces); nothing to format for a die rolled at random. */
void tu_die_for(tu_state *st, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
int tu_enemy_side(int side);
/* mover rates for path costs (tuan_move.c) */
void tu_rates(const tu_state *st, int i, table_rates *r);
/* the pieces of every tray on the table, in tray order; blockers */
int tu_pieces(const tu_state *st, table_piece *out);
/* may tray i stand at p (facing f)? 0 with a reason if not */
int tu_place_ok(const tu_state *st, int i, const table_piece *p, char *why, size_t n);
/* move a tray up to inches straight away from `from`; leaves the table when
 * it reaches the edge. face: 0 keep facing, 1 face away (a rout), 2 face
 * `from` (a retreat: the owner chooses the facing; the program turns it to
 * the enemy it fell back from, so it may fire back). */
void tu_fall_back(tu_state *st, int i, vec2 from, double inches, int face_away, glog *log);
int tu_nearest_enemy(const tu_state *st, int i);
double tu_tray_dist(const tu_state *st, int a, int b);
int tu_in_cover(const tu_state *st, vec2 p);
int tu_charge_contact(const tu_state *st, int i, int target, table_piece *dest);

/* positions that place their own terrain and trays (tuan_data.c): the
 * scenario's shapes, read at path and written back the same way */
int tu_load_terrain(const jdoc *d, errs *e, const cJSON *arr, const char *path, tu_state *st);
cJSON *tu_terrain_json(const tu_state *st);
int tu_load_tray_def(const jdoc *d, errs *e, const cJSON *o, const char *path, tu_tray *t);
cJSON *tu_tray_def_json(const tu_tray *t);

/* combat (tuan_combat.c) */
/* tu_can_fire_at, or (friendly) at a tray of i's own side: random event 2 */
int tu_can_fire_on(const tu_state *st, int i, int target, int friendly, char *why, size_t n);
int tu_fire(tu_state *st, const int *trays, int n, int target, glog *log,
            char *why, size_t wn);
/* the same, with the spotter the action named (-1: the computer's pick;
 * at: where a cannon's own leader stands, NULL: where the program finds) */
int tu_fire_spotted(tu_state *st, const int *trays, int n, int target, int spotter,
                    const vec2 *at, glog *log, char *why, size_t wn);
int tu_fire_dice(const tu_state *st, int i);
void tu_melee(tu_state *st, int att, int def, int charging, int side_of, glog *log);
/* several attackers against several defenders in one fight;
 * side_of[k * nd + m] is the side of defender m attacker k came from;
 * open_path may be NULL (judged from where the trays stand) */
void tu_melee_many(tu_state *st, const int *att, const int *side_of, int na, const int *def,
                   int nd, int charging, const int *open_path, glog *log);
/* the attackers' expected hits less the defenders', for a charge the
 * attackers would make from where they stand (the computer's estimate) */
double tu_melee_edge(const tu_state *st, const int *att, int na, const int *def, int nd);
void tu_melee_tidy(tu_state *st);
void tu_morale_check(tu_state *st, int i, int hits, vec2 from, glog *log);
void tu_take_casualty(tu_state *st, int i, int by_artillery, glog *log);
void tu_lose_officer(tu_state *st, int i, glog *log);

/* the turn (tuan_rules.c) */
/* the set-up of turn 1; tu_start then rolls who activates first, while
 * tu_begin leaves that roll to the action "start" (phase TU_P_OPEN) */
void tu_start(tu_state *st, glog *log);
void tu_begin(tu_state *st, glog *log);
void tu_next_initiative(tu_state *st, glog *log);
void tu_random_event(tu_state *st, int i, glog *log);
/* event 2: i fires one action on the friendly tray j */
void tu_friendly_fire(tu_state *st, int i, int j, glog *log);
int tu_available(const tu_state *st, int i);
int tu_must_rally(const tu_state *st, int i);
int tu_member_ok(const tu_state *st, int lead, int j, char *why, size_t wn);
int tu_group_ok(const tu_state *st, const int *trays, int n, char *why, size_t wn);
int tu_objective_held(const tu_state *st, int o, int side);
void tu_check_end(tu_state *st, int end_of_turn, glog *log);
void tu_activate(tu_state *st, const int *trays, int n, glog *log);
void tu_after_act(tu_state *st, glog *log);
int tu_rally(tu_state *st, int i, glog *log, char *why, size_t n);

/* the actions of activated trays (tuan_apply.c) */
int tu_do_limber(tu_state *st, int i, glog *log, char *why, size_t n);
int tu_move_ok(const tu_state *st, int i, vec2 to, double facing, table_piece *out,
               char *why, size_t n);
int tu_charge_ok(const tu_state *st, int i, int target, char *why, size_t n);
/* inches of allowance a charge pays to reach to (structures: touching is
 * enough); -1 when it cannot go that way */
double tu_charge_cost(const tu_state *st, int i, vec2 to);
int tu_in_group(const tu_state *st, int i);
/* where attacker i stands in contact with target and touching every tray
 * of more[] too, within allow inches of charge: straight at target
 * first, then sliding along the side it charges from (when a friend
 * stands in the way, or to reach the others). 0 when no such place. */
int tu_charge_spot(const tu_state *st, int i, int target, const int *more, int nmore,
                   double allow, table_piece *dest, double *cost);
/* may the tray whose facing is to be chosen turn to facing? */
int tu_face_ok(const tu_state *st, int i, double facing, char *why, size_t n);

/* the choices play waits for (tuan_choice.c): a retreated tray's facing,
 * the friend fired on under random event 2 (clears one that lapsed) */
int tu_do_face(tu_state *st, const tu_action *a, glog *log, char *why, size_t n);
int tu_do_friendly_fire(tu_state *st, const tu_action *a, int i, glog *log, char *why,
                        size_t n);
void tu_lapse_ff(tu_state *st, glog *log);

/* choices (tuan_legal.c) */
int tu_full_group(const tu_state *st, int lead, int *g);
int tu_move_targets(const tu_state *st, int i, vec2 *out, int max);
/* the enemy trays i could fight together with j in one charge, touching
 * both from a place it reaches within allow inches */
int tu_charge_extras(const tu_state *st, int i, int j, double allow, int *out);
/* positions and facings as an action's JSON keeps them (1/1000", 1/10
 * degree): what the computer and the legal list plan with, so an action
 * read back from a save or the screen is the one that was checked */
vec2 tu_snap_pos(vec2 p);
double tu_snap_facing(double f);

#endif
