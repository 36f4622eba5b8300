/* col_local: Colonial Siege's state and the functions its rules files share.
 * The defender (seat 0: the colonial garrison) holds a compound against the
 * attacker (seat 1: the natives); a 54-card deck says who acts. Single
 * figures on round bases stand on the shared table (engine/core/table.h);
 * groups are squads, native bands and guns. No SDL here. */
#ifndef COL_LOCAL_H
#define COL_LOCAL_H

#include <stddef.h>
#include <stdint.h>

#include <cJSON.h>

#include "deck.h"
#include "dice.h"
#include "errs.h"
#include "glog.h"
#include "jsonload.h"
#include "table.h"

enum { COL_DEF, COL_ATT, COL_SIDES };

#define COL_MAX_FIG 420
#define COL_MAX_GROUP 96
#define COL_MAX_ROOM 16
#define COL_MAX_BUILD 10
#define COL_MAX_DOOR 32
#define COL_MAX_WALL 40
#define COL_MAX_COVER 24
#define COL_MAX_TYPES 6
#define COL_MAX_POST 24
#define COL_MAX_QUEUE 16
#define COL_MAX_LEGAL 1200
#define COL_MAX_SQUADS 16      /* squads a scenario file lists */
#define COL_MAX_COMP 4          /* areas of "the compound" (set-up) */
#define COL_BASE 1.0         /* a foot figure's base, inches across */
#define COL_TOUCH 0.05       /* bases this close touch (as table.h measures) */
/* Rules editions (the catalog's hidden option "edition"; a save without
 * it has 1): 2 is the second audit's table rules (issue 27): friends block
 * sight by their whole bases, the follow-up also after a wipe-out, a
 * native field gun stands without its crew. 3: a scenario's "tuned" order
 * of battle (Two Legations, full forces) is played unless the option
 * forces asks for the literal one, and a position says the longest range
 * a squad has fired at ("reach"); earlier games keep the literal forces
 * and their positions print as before. */
#define COL_EDITION 3
#define COL_ED_TUNED 3

/* Options (the catalog's bool and choice keys). */
enum {
    CO_RANGE, CO_HIDDEN_AMMO, CO_CAVALRY, CO_FIRES, CO_COMPOSITION, CO_SCHEME,
    CO_JOKER_CHOOSE, CO_DEPLOY,
    CO_LITERAL,     /* "forces": the scenario's literal order of battle, not "tuned" */
    CO_COUNT
};
extern const char *const col_opt_ids[CO_COUNT];

enum { GK_SQUAD, GK_GUN, GK_NATIVE };       /* group kinds */
enum { COVER_OPEN = 6, COVER_SOFT = 9, COVER_HARD = 12 };

/* stages of the card cycle; decisions interrupt them */
enum { ST_ACT, ST_POST, ST_MELEES, ST_REINF, ST_CHECK, ST_DRAW };
enum {
    DEC_NONE, DEC_CASUALTY, DEC_SPECIAL, DEC_PLACE, DEC_EDGE, DEC_REGROUP, DEC_DEPLOY,
    DEC_FOLLOW,
    DEC_OPEN     /* no set-up: the natives' opening roll waits for "start" */
};
/* what follows a casualty choice */
enum { THEN_SHOT, THEN_MELEE_DEF, THEN_MELEE_ATT, THEN_FIRE };

typedef struct col_type {   /* a kind of native in the pool */
    char id[24], name[40];
    int total;              /* figures of this kind in the whole force */
    int special, fanatic, shoots, mounted, gun;
} col_type;

typedef struct col_room {
    char id[24];
    int building;
    int area;               /* its table area */
    vec2 lo, hi;            /* bounding box */
} col_room;

typedef struct col_build {
    char id[24], name[40];
    int floors;             /* storeys above the ground floor */
    int roof;               /* a flat roof to stand on */
    int matches, smoke, orig, burned;   /* the fire rules */
} col_build;

typedef struct col_door {
    vec2 at;
    int room[2];            /* room[1] -1: the door leads outside */
} col_door;

typedef struct col_wall {
    char id[24];
    int high, barricade, intact;
    int gate, gate_open;    /* one gate in the wall (at gate_at) */
    vec2 gate_at;
    int n;
    vec2 pt[8];
    double width;
} col_wall;

typedef struct col_cover {   /* woods, rocks and brush */
    int area, hard, blocks;
} col_cover;

typedef struct col_fig {
    int used;
    int group;
    int officer;
    vec2 pos;
} col_fig;

typedef struct col_group {
    int used, side, kind, type;  /* type: native pool type, -1 colonial */
    int mounted;
    char name[40];
    int floor;              /* 0 ground, 1.. upper storeys, floors+1 roof */
    double facing;          /* guns */
    vec2 gun;               /* where the gun piece stands */
    int fired;              /* native field gun: fired, fixed for good */
    int melee;              /* melee id, -1 */
    int mcover;             /* divisor for kills on it in its melee */
    int acts;               /* actions this card */
    int crew0;              /* guns: full crew */
    int regroup;            /* squad of a melee just fought: may combine for free */
} col_group;

typedef struct col_reinf {   /* one reinforcement roll waiting */
    int edge;               /* 0..3, -1: roll the edge */
    int reroll;             /* 5s and 6s rolled again */
    int joker;              /* composition option may apply */
} col_reinf;

typedef struct col_state {
    /* scenario (fixed) */
    char scen_id[32];
    table tab;
    int ntypes;
    col_type type[COL_MAX_TYPES];
    int nrooms, nbuilds, ndoors, nwalls, ncovers, nposts;
    col_room room[COL_MAX_ROOM];
    col_build build[COL_MAX_BUILD];
    col_door door[COL_MAX_DOOR];
    col_wall wall[COL_MAX_WALL];
    col_cover cover[COL_MAX_COVER];
    vec2 post[COL_MAX_POST];      /* wall posts the computer mans */
    vec2 centre;                  /* the compound's middle (the bot aims here) */
    int ncomp, compn[COL_MAX_COMP];
    vec2 comp[COL_MAX_COMP][12];  /* the compound: where the defender sets up */
    int doubled;                  /* double-sized battle */
    int opt[CO_COUNT];
    int seat[COL_SIDES];          /* 0 human, 1 computer */
    int rifle0, gun0;             /* ammunition at the start */
    int own_terrain;              /* a position laid its own walls and cover */
    int legacy;                   /* options without "deploy": a game begun before the
                                   * set-up and the follow-up choice, played as then */
    int edition;                  /* the rules edition played by (COL_EDITION) */

    /* the play */
    dice dice;
    deck deck;
    int card;                     /* card in play, -1 */
    int sighted, sight_joker;     /* column sighted; the joker after it came */
    int side;                     /* whose actions */
    int actions;                  /* left on this card */
    int stage, dec;               /* stage of the card cycle, decision open */
    int over, winner;             /* winner: COL_DEF or COL_ATT */
    /* hidden_removed: the rifle counters the hidden-ammunition die took
     * away; -1 in a state built from a public position, which knows only
     * what the defender may: rifle is then the count he believes (the
     * supply less the rounds spent) and ammo_low_told whether the umpire
     * has warned him (network play). */
    int rifle, gunammo, hidden_removed;
    int ammo_low_told;
    int pool[COL_MAX_TYPES];      /* figures off table, ready */
    int dead[COL_MAX_TYPES];      /* native dead */
    int col_total, col_dead;      /* colonial figures */
    int nfig;                     /* slots in use up to */
    col_fig fig[COL_MAX_FIG];
    col_group grp[COL_MAX_GROUP];
    int next_melee;
    /* queues */
    int melq[COL_MAX_GROUP], nmelq, melpos;
    col_reinf rq[COL_MAX_QUEUE];
    int nrq;
    int auto_done;                /* the empty-table roll made this card */
    /* casualty decision */
    int cas_side, cas_group, cas_melee, cas_left, cas_then, cas_count;
    /* melee in resolution */
    int mel_id, mel_lost[COL_SIDES], mel_before[COL_SIDES];
    vec2 mel_at[COL_SIDES];       /* the ground each side held as it was fought */
    /* fire casualties: which building burned */
    int fire_build;
    /* special/place decision: the group being formed */
    int pend_edge, pend_size, pend_type, pend_joker, pend_hi, pend_units;
    /* follow-up decision: the winner of a melee may take the ground */
    int fol_side, fol_group, fol_nm;
    vec2 fol_at;
    int fol_members[COL_MAX_GROUP];
    int cards_drawn;
    int bands;                    /* the highest number a native band has had: a
                                   * new band takes the next, never a fallen one's */
    int reach;                    /* the longest range (whole inches) a defending
                                   * squad has fired at so far: seen by both sides */
    int bot_old;                  /* sides (bits) the old computer plays: sim only */
    int level[COL_SIDES];         /* GAME_LEVEL_* of each side's computer (the
                                     difficulty option; easy: the old one) */
} col_state;

/* one action, parsed */
enum {
    CA_END, CA_MOVE, CA_CHARGE, CA_FIRE, CA_FACE, CA_FLOOR, CA_COMBINE,
    CA_WITHDRAW, CA_GATE, CA_CLIMB, CA_PULL, CA_IGNITE, CA_FIGHTFIRE,
    CA_RECREW, CA_CREWMAN, CA_CASUALTY, CA_SPECIAL, CA_PLACE, CA_EDGE,
    CA_DEPLOY, CA_FOLLOW, CA_START, CA_TYPES
};
extern const char *const col_action_ids[CA_TYPES];

typedef struct col_action {
    int type;
    int group, target;      /* group ids; target also wall/gate/building */
    int n;                  /* floor, figure, type, edge, mode; follow: take */
    double x, y;            /* move destination; place: along the edge */
} col_action;

/* squared distance: the hot loops compare these instead of calling hypot */
static inline double col_d2(vec2 a, vec2 b)
{
    return (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y);
}

/* col_data.c */
int col_load_scenario(col_state *st, const char *path, errs *e);
int col_load_terrain(col_state *st, const jdoc *d, errs *e, const cJSON *pos, const char *path);
cJSON *col_terrain_json(const col_state *st);
int col_validate_scenario(const char *path, errs *e);

/* col_state.c */
int col_refuse(char *why, size_t n, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
col_state *col_new(const char *datadir, const char *scenario, const int opt[CO_COUNT],
                   const int seat[COL_SIDES], uint64_t seed, errs *e);
/* The start of a game: the deck, hidden ammunition, then the defender's
 * set-up (DEC_DEPLOY) or the natives' opening roll. col_begin leaves that
 * roll waiting for the action "start" (DEC_OPEN), so a player rolling his
 * own dice is asked for it; col_open_roll rolls it. */
void col_start(col_state *st, glog *log);
void col_begin(col_state *st, glog *log);
void col_open_roll(col_state *st, glog *log);
void col_advance(col_state *st, glog *log);
int col_count(const col_state *st, int g);
int col_leader(const col_state *st, int g);
int col_new_group(col_state *st, int side, int kind, int type);
/* The highest band number among the native bands standing (a position
 * that does not say "bands" means this one). */
int col_bands_standing(const col_state *st);
int col_new_fig(col_state *st, int g, int officer, vec2 at);
void col_kill_fig(col_state *st, int f);
void col_remove_group(col_state *st, int g, int to_pool);
int col_natives_on_table(const col_state *st);
int col_defenders_alive(const col_state *st);
int col_room_at(const col_state *st, vec2 p);
int col_group_room(const col_state *st, int g);
double col_allowance(const col_state *st, int g);
int col_spot_ok(const col_state *st, int g, vec2 p, int room);
int col_form(col_state *st, int g, vec2 centre, int lead, int allow_inside);
int col_card_actions(const col_state *st, int card);
void col_draw(col_state *st, glog *log);
int col_check_invariants(const col_state *st, char *why, size_t n);
int col_native_type_of(const col_state *st, int special_only, int k);
double col_enemy_dist(const col_state *st, int g, int side);
const char *col_side_name(int side);

/* col_deploy.c */
int col_in_compound(const col_state *st, vec2 p);
int col_deploy_ok(col_state *st, int g, vec2 p, char *why, size_t n);
int col_deploy(col_state *st, const col_action *a, glog *log, char *why, size_t n);
int col_deploy_legal(const col_state *st, col_state *scratch, col_action *out, int max);

/* col_reinf.c */
void col_queue_reinf(col_state *st, int edge, int reroll, int joker);
void col_reinf_step(col_state *st, glog *log);
int col_place_ok(const col_state *st, double at, vec2 *out, int count);
void col_place(col_state *st, double at, glog *log);
double col_edge_len(const col_state *st, int edge);
int col_special_ok(const col_state *st, int t);
void col_choose_special(col_state *st, int t, glog *log);

/* col_move.c */
int col_path_ok(const col_state *st, int g, vec2 a, vec2 b, double allow,
                char *why, size_t n);
int col_do_move(col_state *st, int g, vec2 to, glog *log, char *why, size_t n);
int col_do_charge(col_state *st, int g, int h, glog *log, char *why, size_t n);
int col_special(col_state *st, const col_action *a, glog *log, char *why, size_t n);
int col_regroup_ok(const col_state *st, int g, int t);
void col_offer_regroup(col_state *st);
int col_regroup(col_state *st, const col_action *a, glog *log, char *why, size_t n);
void col_fall_back(col_state *st, int g, vec2 from);
int col_wall_defended(const col_state *st, int w, vec2 at, int mover_side);

/* col_fight.c */
int col_is_gun(const col_state *st, int g);
/* A native field gun whose whole crew has fallen stands until a defender
 * touches it, and is then destroyed (the attacker's field gun rule). */
void col_gun_contact(col_state *st, glog *log);
int col_cover_of(const col_state *st, int tg, int fg, int melee);
int col_los(const col_state *st, int fg, int tg);
int col_fire_dice(const col_state *st, int g);
int col_can_fire(const col_state *st, int g, int h, char *why, size_t n);
int col_do_fire(col_state *st, int g, int h, glog *log, char *why, size_t n);
int col_kills(int total, int cover, int long_range);
void col_start_casualties(col_state *st, int side, int group, int melee, int count,
                          int then, glog *log);
int col_cas_candidate(const col_state *st, int f);
void col_take_casualty(col_state *st, int f, glog *log);
int col_morale(col_state *st, int casualties, int *roll);
void col_melee_begin(col_state *st, int m, glog *log);
/* the middle of the figures of side in melee m (the ground it holds) */
vec2 col_melee_ground(const col_state *st, int m, int side);
void col_melee_after(col_state *st, glog *log);
int col_follow_choice(const col_state *st);
void col_follow(col_state *st, int take, glog *log);
void col_fire_after(col_state *st, glog *log);
void col_shot_after(col_state *st, glog *log);
void col_fire_tick(col_state *st, int acting_group, glog *log);
void col_fire_check(col_state *st, glog *log);
int col_ammo_low(const col_state *st);
/* The rifle counters the defender may count on: all of them, or with
 * hidden ammunition the supply less the rounds spent, and no more than a
 * quarter once the umpire has warned (what the computer decides from). */
int col_rifle_seen(const col_state *st);
int col_in_melee_count(const col_state *st, int m, int side);

/* col_apply.c */
int col_apply(col_state *st, const col_action *a, glog *log, char *why, size_t n);
int col_legal(const col_state *st, col_action *out, int max);
int col_action_from_json(const col_state *st, const cJSON *j, col_action *a,
                         char *why, size_t n);
cJSON *col_action_json(const col_state *st, const col_action *a);

/* col_bot.c */
int col_bot_choose(col_state *st, col_action *a, glog *log);
int col_bot_pick(const col_state *st, col_action *a);

/* col_bot_shot.c */
double col_exact_kills(int n, int div, int cap);
double col_shot_value(const col_state *st, int g, double *threat);
double col_group_gap(const col_state *st, int g, int h);

/* col_bot_old.c: the first computer players, for comparison in the simulator */
int col_bot_old_choose(col_state *st, col_action *a, glog *log);

/* col_game.c */
const char *col_result_name(const col_state *st);
int col_seat_to_move(const col_state *st);
int col_play_out(col_state *st, glog *log, int (*check)(const col_state *, char *, size_t),
                 char *why, size_t n);

/* col_json.c */
cJSON *col_state_json(const col_state *st);
/* col_state_json without the rng, the undrawn cards sorted (what every
 * seat may see: game_rules.public_json). */
cJSON *col_public_json(const col_state *st);
col_state *col_state_load(const char *datadir, const char *scenario,
                          const int opt[CO_COUNT], const int seat[COL_SIDES],
                          const jdoc *d, const cJSON *pos, const char *path, errs *e);

#endif
