/* peking: the rules of Siege at Peking (no SDL). The data (map, terrain
 * chart, tables, forces) loaded from scenarios/peking/, the state of one
 * game, the actions and the entry points the view, the bot, the tests and
 * game.h use. Rule numbers in comments are the sections of the rule text. */
#ifndef GAMES_PEKING_RULES_PEKING_H
#define GAMES_PEKING_RULES_PEKING_H

#include <stddef.h>
#include <stdint.h>

#include "dice.h"
#include "errs.h"
#include "game.h"
#include "glog.h"
#include "hex.h"

#define PK_MAX_COLS 40
#define PK_MAX_ROWS 40
#define PK_CELLS (PK_MAX_COLS * PK_MAX_ROWS)
#define PK_MAX_UNITS 128
#define PK_MAX_WALLS 16
#define PK_MAX_WALL_HEXES 24
#define PK_MAX_BLDG 32
#define PK_MAX_VIC 16
#define PK_MAX_SEL 24       /* units in one move / attack */
#define PK_MAX_DEF 6        /* defending hexes in one attack */
#define PK_MAX_GUNS 6
#define PK_MAX_ACTIONS 12000
#define PK_MAX_TASKS 8
/* Rules editions (the catalog's hidden option "edition"; a save without it
 * was made before edition 2 and plays by edition 1): 1 the order of battle
 * tuned against the first Allied computer, 2 the one re-tuned against the
 * hard Allies (siege.json "editions"; notes.md). */
#define PK_EDITION 2

enum { PK_ALLIED, PK_CHINESE };
enum { PK_SEAT_HUMAN, PK_SEAT_COMPUTER };

/* Terrain kinds of the chart (18). The last two are hex features. */
enum { PK_T_OPEN, PK_T_CLEAR, PK_T_BUILDING, PK_T_TARTAR, PK_T_CANAL,
       PK_T_BRIDGE, PK_T_RUIN, PK_T_WALL, PK_T_FORT, PK_TERRAINS };
/* Who pays what to move (5.2): index of the move chart. */
enum { PK_MV_BOXER, PK_MV_IMPERIAL, PK_MV_ALLIED, PK_MOVERS };

enum { PK_K_INFANTRY, PK_K_VOLUNTEER, PK_K_LEADER, PK_K_GUN, PK_K_DOCTOR,
       PK_K_CIVILIAN, PK_K_BOXER, PK_K_IMPERIAL, PK_KINDS };
enum { PK_N_BRITISH, PK_N_RUSSIAN, PK_N_AMERICAN, PK_N_GERMAN, PK_N_FRENCH,
       PK_N_AUSTRIAN, PK_N_ITALIAN, PK_N_JAPANESE, PK_N_VOLUNTEER,
       PK_N_CIVILIAN, PK_N_CHINESE, PK_NATIONS };
/* Where a unit is: on the map, off it ready to enter (Chinese), in the
 * pool of eliminated Chinese units (19), or gone for good (Allied). */
enum { PK_W_MAP, PK_W_OFF, PK_W_POOL, PK_W_DEAD };

/* Combat results (CRT). */
enum { PK_R_AE, PK_R_AL1, PK_R_AR, PK_R_DR, PK_R_DL1, PK_R_DE, PK_R_EX, PK_RESULTS };
/* Big Gun chart results. */
enum { PK_G_NE, PK_G_RUIN, PK_G_SL };

/* Phases of a turn (4), with the set-up before turn 1 and the end of turn
 * (the Chinese may take units off the map, 22). */
enum { PK_PH_SETUP, PK_PH_BIGGUN, PK_PH_CMOVE, PK_PH_AREACT, PK_PH_SNIPER,
       PK_PH_CCOMBAT, PK_PH_AMOVE, PK_PH_ACOMBAT, PK_PH_END, PK_PH_OVER,
       PK_PHASES };

/* How a game ended. */
enum { PK_END_NONE, PK_END_ALLIED_HOLD, PK_END_SUDDEN, PK_END_PRIMARY,
       PK_END_ANNIHILATION, PK_ENDS };

typedef struct pk_wall {
    char id[32];
    char name[64];
    int barricade;
    int n;
    short cell[PK_MAX_WALL_HEXES]; /* in order along the wall */
} pk_wall;

typedef struct pk_building {
    char id[24];
    char name[64];
} pk_building;

/* One unit of the order of battle as the data gives it. */
typedef struct pk_unit_def {
    char id[24];
    char name[48];
    int kind, nation;
    int strength, reduced;  /* reduced 0: one step */
    int bonus, defence;     /* guns */
    int at;                 /* set-up cell (Allied) */
    int plural;             /* the name is plural ("US Marines (1)"): the log's verbs agree */
} pk_unit_def;

typedef struct pk_data {
    int cols, rows;
    hexgrid grid;
    short nb[PK_CELLS][HEX_DIRS];
    short cq[PK_CELLS], cr[PK_CELLS]; /* axial coordinates, for distances */
    unsigned char terrain[PK_CELLS];
    signed char wall[PK_CELLS];      /* wall index, -1 none */
    signed char bldg[PK_CELLS];      /* building index, -1 none */
    unsigned char ramp[PK_CELLS], hospital[PK_CELLS], victory[PK_CELLS];
    unsigned char inside[PK_CELLS];  /* inside the set-up perimeter (22) */
    unsigned char edge[PK_CELLS];    /* map edge hex */
    unsigned char band[PK_CELLS];    /* within the Big Gun band of an edge */
    int nwall;
    pk_wall walls[PK_MAX_WALLS];
    int nbldg;
    pk_building bldgs[PK_MAX_BLDG];
    int nvic, nprimary;
    short vic[PK_MAX_VIC];           /* primary first */
    int nperim;
    short perim[32];
    char map_title[64];
    /* terrain effects chart */
    char tname[PK_TERRAINS][40];
    int move[PK_TERRAINS][PK_MOVERS];  /* 0: impassable */
    int defence[PK_TERRAINS];
    int blocks_los[PK_TERRAINS], zoc_into[PK_TERRAINS];
    int tartar_outside, tartar_legation, tartar_along;
    int crt[6][10];
    int gun_nonclear[6], gun_clear[6];
    int nbig_guns, gun_shots, gun_perpip, gun_band;
    int nturns;
    char turn_label[16][24];
    /* rule numbers */
    int stack[2], range[2], art_range;
    int mp[PK_MOVERS];
    int cc_same, cc_other, cc_vol, cc_full_out, cc_react_out;
    int charge_max, charge_mult;
    int forts, fort_sp[2];
    int mines, mines_from;
    int attrition_from;
    int repl_from, repl[2];          /* [0] boxers, [1] imperial */
    int recov_max, recov_ok;
    int withdraw_ok, withdraw_hexes;
    int sniper_hit, retreat_hexes, civ_discount;
    /* forces */
    int nallied;
    pk_unit_def allied[PK_MAX_UNITS];
    int nchin_kinds;
    pk_unit_def chinese[4];
    int chin_count[PK_EDITION][4];   /* [edition - 1][kind]: counters */
} pk_data;

typedef struct pk_unit {
    char id[24];
    short def;            /* index in its side's list of the data */
    signed char side, kind, nation;
    signed char where;
    short cell;           /* on the map: cell */
    signed char reduced;  /* 1: showing its back */
    signed char mp;       /* movement points left this phase */
    unsigned char moved;  /* moved in the current / last movement phase */
    unsigned char stopped;/* entered an enemy ZOC this phase */
    unsigned char attacked, defended; /* this combat phase */
    unsigned char no_attack; /* failed recovery this turn (8.6) */
    unsigned char cc;     /* in command control at the phase start */
    unsigned char was_charging;
} pk_unit;

/* A decision the rules are waiting for, in the middle of a phase. */
/* DEFEND: a Chinese attack waits for the Allied player to say how a
 * defending leader's 1 counts (11.1): unit[] the attackers, cell[] the
 * hexes attacked, need the most leaders that may go on the die. STACK: a
 * hex over the stacking limit after something the owner could not refuse
 * (a forced retreat, a recovery in hospital, a loaded position): the
 * owner eliminates units there until it is legal (7); cell[0] the hex. */
enum { PK_TASK_LOSS, PK_TASK_RETREAT, PK_TASK_WITHDRAW, PK_TASK_ADVANCE,
       PK_TASK_ATTRITION, PK_TASK_DEFEND, PK_TASK_STACK, PK_TASKS };
typedef struct pk_task {
    int kind, side;
    int need;             /* LOSS: steps to take (0: see need_sp) */
    int need_sp;          /* LOSS after an exchange: strength still owed */
    int n;
    short unit[64];       /* units concerned */
    short cell[PK_MAX_DEF + PK_MAX_SEL]; /* ADVANCE: hexes that may be vacated */
    int leader;           /* ADVANCE: a leader took part (Allied) */
    int ncell;
    int flexible;         /* RETREAT: 1-3 hexes allowed (buildings) */
    /* RETREAT / WITHDRAW: the unit retreating hex by hex now (8.3: the
     * owner picks each step) and the hexes it has been in, start first;
     * plen 0 when no retreat is under way. */
    int cur, plen;
    short path[8];
    int from_gun;         /* LOSS from a Big Gun: leaders allowed */
} pk_task;

/* The last combat, for the view and the log: every term of the odds. */
typedef struct pk_combat {
    int valid;
    int side;             /* attacker */
    int att, def;         /* strengths after terrain */
    int att_raw, att_mult;/* attackers' face values (before the leader's
                           * point goes to the die) and the charge's x4 */
    short def_raw[PK_MAX_DEF];          /* each defending hex's strength */
    unsigned char def_mult[PK_MAX_DEF]; /* and its terrain multiplier */
    int col, shift, drm, die, total, result;
    int charge;
    int nbatt, natt;
    short att_units[PK_MAX_SEL];
    unsigned char ranged[PK_MAX_SEL];
    int ndef;
    short def_cells[PK_MAX_DEF];
    char text[200];
} pk_combat;

/* The last Big Gun shot (10): the hexes the shell flew over on the map
 * (landing hex last), where it landed and what the landing hex was. */
enum { PK_SHELL_OFFMAP, PK_SHELL_TARTAR, PK_SHELL_NONCLEAR, PK_SHELL_EMPTY,
       PK_SHELL_UNITS };
typedef struct pk_shell {
    int valid, turn;
    int gun, dir, from;   /* gun number, hex line, the gun's hex */
    int die, dist;        /* flight die and hexes (die x 4) */
    int n;
    short path[6 * 8];    /* on-map hexes flown over, the landing hex last */
    int land;             /* -1: it left the map */
    int outcome;          /* PK_SHELL_* */
    int damage_die;       /* 0: none rolled */
    int result;           /* PK_G_* when a damage die was rolled */
} pk_shell;

/* The last movement flood (peking_move.c), kept so that the move the
 * computer has just chosen from it is not flooded again: the hexes
 * reached in order with their cost and way back. Cleared by every change
 * a flood reads (pk_refresh, ruins). */
typedef struct pk_flood_memo {
    int valid, start, side, mover, budget, reaction, nr;
    short reached[PK_CELLS];
    short pred[PK_CELLS];           /* by order reached */
    unsigned char cost[PK_CELLS];   /* by order reached */
} pk_flood_memo;

typedef struct pk_state {
    pk_data *d;
    int owns_data;
    char scenario[32];
    int seat[2];
    dice dice;
    int turn, phase, step;  /* step: sub-stage of a phase */
    int end, winner;        /* PK_END_*, side */
    int nunits;
    pk_unit u[PK_MAX_UNITS];
    unsigned char ruin[PK_CELLS];
    signed char fort[PK_CELLS];      /* -1 none, else the side that built */
    signed char control[PK_CELLS];   /* victory hexes: side in control */
    int forts_left[2];
    int mines_left, mine_this_turn;
    int gun_cell[4], gun_shots[4];
    int sniped;
    int charge_used;                 /* strength charged this turn */
    int combat_started;              /* a normal attack was made this phase */
    int withdraw_tried[PK_MAX_UNITS];
    int doctors_dead, civs_dead;
    int cc_rule;                     /* command control in use (option) */
    int edition;                     /* the rules edition (PK_EDITION) */
    int tartar_shared;               /* option: one attacker on the Tartar
                                      * Wall cancels its x4 (18.1) */
    int cc_line;                     /* option: command traced along the
                                      * straight line only (11.2) */
    /* options giving the other side of five more readings (notes.md
     * "Rules audit"), all off by default: */
    int loser_stays;                 /* AL1/DL1: the unit that lost the
                                      * step stays put (CRT legend) */
    int adv_retreat;                 /* advance only into hexes left by a
                                      * retreat, not by elimination (8.4) */
    int leaders_add;                 /* every leader's +1 / -1 counts (11.1) */
    int gun_spares;                  /* Big Guns never hurt Chinese units (10) */
    int attr_react;                  /* attrition at the start of the
                                      * reaction phase (14) */
    int tartar_ramps;                /* the Wall climbed from the legation
                                      * side only at the map's ramps (5.1) */
    int ntasks;
    pk_task task[PK_MAX_TASKS];
    pk_combat last;
    pk_shell shell;                  /* the last Big Gun shot */
    /* derived, rebuilt by pk_refresh after every change */
    unsigned char zoc[2][PK_CELLS];  /* cell in the ZOC of that side */
    unsigned char occ[2][PK_CELLS];  /* units of that side there */
    unsigned char sp[2][PK_CELLS];   /* stacking strength there */
    unsigned char guns[PK_CELLS];    /* Allied guns there */
    unsigned char mvcost[PK_MOVERS][PK_CELLS]; /* to enter, off the Wall */
    unsigned char zocdirs[PK_CELLS];  /* directions a ZOC from there reaches */
    pk_flood_memo flood;
    long nactions;
    /* the computer player's notes for the current phase */
    unsigned char bot_done[PK_MAX_UNITS];
    int bot_key, bot_target, bot_second, bot_dist_key;
    int bot_old;                     /* 1 << side: that side plays the old bot */
    int level[2];                    /* GAME_LEVEL_* of each side's computer
                                        (the difficulty option) */
    uint32_t bot_salt;               /* the computer's tie-breaks, from the seed */
    short bot_dist[2][PK_CELLS];    /* Chinese movement cost to the targets */
    int max_chinese_hexes;           /* most victory hexes held at once */
} pk_state;

/* Actions (see peking_game.c for their JSON). */
enum { PK_A_END, PK_A_PLACE, PK_A_MOVE, PK_A_ENTER, PK_A_GUN, PK_A_SHELL,
       PK_A_MINE, PK_A_FORT, PK_A_ATTACK, PK_A_CHARGE, PK_A_SNIPE,
       PK_A_WITHDRAW, PK_A_LOSE, PK_A_RETREAT, PK_A_ADVANCE, PK_A_ATTRITION,
       PK_A_LEAVE, PK_A_DEFEND, PK_A_ELIMINATE, PK_ACTIONS };

typedef struct pk_action {
    int type;
    int unit;                 /* leader, gun number, loss / retreat unit */
    int cell;                 /* destination / target hex (-1: off map) */
    int dir;
    int drm;                  /* use a leader as a die bonus */
    int ddie;                 /* DEFEND: defending leaders whose 1 goes on
                               * the die (11.1); in an attack's odds, -1:
                               * not chosen yet, as many as may */
    int n;
    short units[PK_MAX_SEL];
    int nd;
    short defs[PK_MAX_DEF];
    int ng;
    short guns[PK_MAX_GUNS];
} pk_action;

/* ---- data (peking_data.c) ---- */
pk_data *pk_data_load(const char *dir, errs *e);
int pk_validate_file(const char *path, errs *e);
int pk_cell(const pk_data *d, const char *label);  /* -1 if not a hex */
const char *pk_label(const pk_data *d, int cell, char *buf, size_t n);

/* ---- state (peking_turn.c) ---- */
/* A new game by the rules of edition (1..PK_EDITION): its order of battle. */
pk_state *pk_new(const char *datadir, const int seat[2], int cc_rule, int edition,
                 uint64_t seed, errs *e);
void pk_free(pk_state *st);
pk_state *pk_clone(const pk_state *st);   /* shares the data */
void pk_refresh(pk_state *st);
void pk_terrain_changed(pk_state *st); /* after ruins: the whole map */
void pk_ruin_changed(pk_state *st, int cell); /* after one ruin */
int pk_do(pk_state *st, const pk_action *a, glog *log, char *why, size_t n);
int pk_legal(const pk_state *st, pk_action *out, int max);
int pk_to_move(const pk_state *st);
int pk_end_ok(const pk_state *st);  /* the phase may end now */       /* seat, -1 over */
const char *pk_phase_name(int phase);
const char *pk_end_name(int end);
int pk_victory_held(const pk_state *st, int side);
int pk_victory_needed(const pk_state *st);
/* The condition that ended the game, as met: the counts of 21 with the
 * civilians' discount of 15 when it applied ("the Chinese hold 5 of the 7
 * primary victory hexes ..."); a clause, lower case, no full stop. */
void pk_end_reason(const pk_state *st, char *buf, size_t n);
void pk_action_init(pk_action *a, int type);
/* ---- Big Guns, mines, fortifications (peking_guns.c) ---- */
int pk_gun_place_ok(const pk_state *st, int g, int cell);
/* The log's verb for unit i: one or many, as its name is singular or plural. */
const char *pk_verb(const pk_state *st, int i, const char *one, const char *many);
int pk_mine_ok(const pk_state *st, int cell);
int pk_fort_ok(const pk_state *st, int cell);
/* The last Big Gun shot of this turn, or NULL. */
const pk_shell *pk_last_shell(const pk_state *st);
int pk_shell_fire(pk_state *st, int g, int dir, glog *log, char *why, size_t n);
int pk_mine_lay(pk_state *st, int cell, glog *log, char *why, size_t n);
int pk_fortify(pk_state *st, int cell, glog *log, char *why, size_t n);

/* ---- map queries (peking_map.c) ---- */
int pk_nb(const pk_state *st, int cell, int dir);
/* The small queries every search asks thousands of times are inline. */
static inline int pk_dist(const pk_state *st, int a, int b)
{
    int dq = st->d->cq[a] - st->d->cq[b], dr = st->d->cr[a] - st->d->cr[b], ds = dq + dr;

    return ((dq < 0 ? -dq : dq) + (dr < 0 ? -dr : dr) + (ds < 0 ? -ds : ds)) / 2;
}

static inline int pk_terrain(const pk_state *st, int cell) /* with ruins */
{
    int t = st->d->terrain[cell];

    return st->ruin[cell] && t != PK_T_TARTAR ? PK_T_RUIN : t;
}

int pk_wall_at(const pk_state *st, int cell);      /* wall index or -1 */
int pk_wall_side(const pk_state *st, int wall, int cell); /* +1/-1, 0 on it */
int pk_los(const pk_state *st, int from, int to, int *blocker);
int pk_exerts_zoc(const pk_state *st, int unit);
int pk_zoc_reaches(const pk_state *st, int from, int to);
static inline int pk_is_combat(const pk_unit *u) /* may attack */
{
    return u->kind == PK_K_INFANTRY || u->kind == PK_K_VOLUNTEER || u->kind == PK_K_LEADER ||
           u->kind == PK_K_BOXER || u->kind == PK_K_IMPERIAL;
}

static inline int pk_strength(const pk_state *st, const pk_unit *u) /* face value */
{
    const pk_unit_def *d = u->side == PK_ALLIED ? &st->d->allied[u->def] : &st->d->chinese[u->def];

    return u->reduced ? d->reduced : d->strength;
}

/* Stacking counts combat strength and leaders; guns and civilians are
 * free (7); doctors are civilians. */
static inline int pk_stack_sp(const pk_unit *u, const pk_state *st)
{
    if (u->kind == PK_K_GUN || u->kind == PK_K_CIVILIAN || u->kind == PK_K_DOCTOR)
        return 0;
    return pk_strength(st, u);
}

/* Movement points to enter to from from (0: impassable); the Tartar Wall,
 * whose cost depends on where from, is worked out in peking_map.c. */
int pk_enter_cost_wall(const pk_state *st, int mover, int from, int to);
static inline int pk_enter_cost(const pk_state *st, int mover, int from, int to)
{
    return st->d->terrain[to] != PK_T_TARTAR ? st->mvcost[mover][to]
                                             : pk_enter_cost_wall(st, mover, from, to);
}
int pk_mover(const pk_unit *u);
int pk_in_cc(const pk_state *st, int unit);
int pk_manned(const pk_state *st, int cell);
int pk_civ_escort_ok(const pk_state *st, const short *grp, int ng, int dest);

/* ---- combat (peking_combat.c) ---- */
int pk_odds_column(int att, int def);              /* -1: below 1-3 */
int pk_crt(const pk_state *st, int col, int die);
const char *pk_result_name(int r);
int pk_attack_check(const pk_state *st, const pk_action *a, pk_combat *c,
                    char *why, size_t n);
int pk_attack(pk_state *st, const pk_action *a, glog *log, char *why, size_t n);
/* The most defending Allied leaders whose 1 may go on the die instead of
 * their strength against a Chinese attack on cells (11.1: a leader with
 * troops in his hex; one, or each with leaders_add); 0: no choice. */
int pk_defend_choices(const pk_state *st, const short *cells, int nc);
/* The attack waiting for the defender's choice (a DEFEND task) as an
 * action, with ddie leaders on the die; -1 if none waits. Its odds: the
 * same check the attack passed, the attack's own marks set aside. */
int pk_defend_attack(const pk_state *st, int ddie, pk_action *a);
int pk_defend_odds(const pk_state *st, int ddie, pk_combat *c);
/* Roll the attack waiting in task[0] with ddie leaders on the die. */
int pk_defend_resolve(pk_state *st, int ddie, glog *log, char *why, size_t n);
/* Hexes of side over the stacking limit (7) into out; how many. */
int pk_overstacked(const pk_state *st, int side, short *out, int max);
/* Queue the owner's eliminations for every overstacked hex (7). */
void pk_stack_tasks(pk_state *st);
int pk_charge_check(const pk_state *st, const pk_action *a, int *sp, char *why, size_t n);
/* The odds of a proposed charge as pk_charge will resolve them (att,
 * def with its per-hex terms, col; no shift, no die modifier). */
int pk_charge_odds(const pk_state *st, const pk_action *a, pk_combat *c, char *why, size_t n);
int pk_charge(pk_state *st, const pk_action *a, glog *log, char *why, size_t n);
int pk_snipe_ok(const pk_state *st, int leader);
int pk_snipe(pk_state *st, int leader, glog *log, char *why, size_t n);
int pk_withdraw_units(const pk_state *st, int leader, short *out);
int pk_withdraw(pk_state *st, int leader, glog *log, char *why, size_t n);
int pk_retreat_dests(const pk_state *st, int unit, int withdraw, short *out,
                     int max, const char **reason);
/* The unit retreating hex by hex in the current task, or -1. */
int pk_retreating(const pk_state *st);
/* The hexes unit may end its retreat in after the step to (its own hex:
 * stop; -1: off the map), for look-ahead. */
int pk_retreat_ends_after(const pk_state *st, int unit, int to, short *out, int max);
int pk_task_do(pk_state *st, const pk_action *a, glog *log, char *why, size_t n);
int pk_task_legal(const pk_state *st, pk_action *out, int max);
void pk_tasks_run(pk_state *st, glog *log);
void pk_lose_step(pk_state *st, int unit, glog *log, const char *why);
void pk_eliminate(pk_state *st, int unit, glog *log, const char *why);
void pk_check_civilians(pk_state *st, glog *log);

/* ---- movement (peking_move.c) ---- */
int pk_move_reach(const pk_state *st, const short *units, int n, int *cost);
/* The hexes a group can reach (its own first among them, by hex number)
 * into cells; cost[] their movement cost (255 where not reached). */
int pk_move_reach_list(const pk_state *st, const short *units, int n, short *cells,
                       unsigned char *cost);
int pk_move(pk_state *st, const pk_action *a, glog *log, char *why, size_t n);
int pk_move_check(const pk_state *st, const pk_action *a, char *why, size_t n);
int pk_stack_ok(const pk_state *st, int side, int cell, const short *units, int n);
/* NULL when units may stand in cell; else why not (into buf): a second
 * Allied gun, or the strength points over the limit (7). */
const char *pk_stack_why(const pk_state *st, int side, int cell, const short *units, int n,
                         char *buf, size_t len);

/* ---- the computer player (peking_bot.c) and whole games (peking_play.c) ---- */
int pk_bot_choose(pk_state *st, pk_action *a);
/* The Chinese computer's targets and distance maps worked out now (sim:
 * once in the template every game starts from, not once a game). */
void pk_bot_prepare(pk_state *st);
/* The computer's tie-breaks for a game of this seed (pk_new does it; sim
 * again for each game): drawn from an engine rng of their own seeded from
 * the game's seed, so the dice are not touched. */
void pk_bot_seed(pk_state *st, uint64_t seed);
/* How the computer breaks ties between hexes (and k: a unit, a purpose)
 * it likes equally: a hash mixed with the game's bot_salt, so that each
 * seed opens differently and the same seed always plays the same game. */
static inline uint32_t pk_bot_hash(const pk_state *st, int cell, int k)
{
    uint32_t x = (uint32_t)cell * 2654435761u ^ (uint32_t)k * 0x85ebca6bu ^ st->bot_salt;

    x ^= x >> 16; /* an avalanche mix: every bit of the salt moves every bit */
    x *= 0x7feb352du;
    x ^= x >> 15;
    x *= 0x846ca68bu;
    return x ^ x >> 16;
}
int pk_random_choose(pk_state *st, pk_action *a, rng *r);
/* Inside the bot (peking_bot.c, peking_bot_tasks.c): the choice inside a
 * pending task (l: room for PK_MAX_ACTIONS), how much an Allied unit likes
 * a hex, Chinese strength within radius of a hex. */
int pk_bot_task(pk_state *st, pk_action *l, int side, pk_action *a);
/* The defender's choice for a DEFEND task, and the unit to eliminate from
 * an overstacked hex (STACK), as the computer makes them. */
int pk_bot_defend(const pk_state *st);
int pk_bot_overstack(const pk_state *st, const pk_action *l, int n);
int pk_bot_cell_score(const pk_state *st, int c);
int pk_bot_leader_move(pk_state *st, pk_action *a);
int pk_bot_charge_col(const pk_state *st);
int pk_bot_charge_at_evens(const pk_state *st, const pk_action *a);
int pk_bot_charge_target(const pk_state *st, int here);
int pk_bot_chinese_near(const pk_state *st, int cell, int radius);
/* What a computer level plays like, per side (peking_bot_levels.c):
 * every choice of the computer that differs between the levels reads
 * one of these numbers, so that the levels share one code path. */
typedef struct pk_bot_par {
    int first;      /* the first pass's defence: no fire brigade, no
                       withdrawal from hopeless posts, charges at 2-1 */
    int stay;       /* a post is left only for a hex worth this more */
    int jitter;     /* bits of the tie-break hash added to every hex */
    int odds;       /* Chinese: extra odds column for attacks not owed */
    int lookahead;  /* retreat steps judged by the best end they reach */
    int forward;    /* Chinese: stop to dig in forward */
    int room[2];    /* Allies: a hex with no / one way out loses this */
    int dig;        /* Allies: fortify the line to fall back on */
    int dig_keep;   /* points a victory hex keeps when guards step out */
    int dig_ring;   /* the fall-back line: clear hexes this near a victory
                       hex the Allies hold */
    int dig_from;   /* ... with the Chinese this near */
    int attack;     /* Allies: attack at 1-1 a stack on open ground next
                       to a victory hex they hold */
    /* prepared lines (peking-lines) */
    int line;       /* Allies: fortify the inner line while the Chinese
                       are far; at most this many of these counters */
    int line_safe;  /* a post lends guards only with no Chinese this near */
    int line_ring;  /* the line: clear hexes this near a victory hex held */
    int line_keep;  /* points a victory hex keeps when it lends guards */
    int line_worth; /* an Allied fortification's worth as ground to hold,
                       fall back on, withdraw and retreat to */
    int line_open;  /* a site of the line has at most this many buildings
                       next to it */
    /* charges and counter-attacks (peking-strike) */
    int fire;       /* Allies: ranged fire alone (no adverse result can
                       touch it, 8.1.1) at this odds column + 1 or
                       better; 0 never below the usual column */
    int charge;     /* Allies: charge by pk_bot_strike_charge at the true
                       odds, and a led stack that would stays unmoved */
    int charge_col; /* ... at this odds column (after the multiplier) */
    int charge_vic; /* ... columns more off a victory hex they hold */
    int charge_guard; /* ... unless the hex keeps these points */
} pk_bot_par;
const pk_bot_par *pk_bot_level(const pk_state *st, int side);
/* The first-pass play of side: its easy level, or the simulator's
 * LEGATION_PEKING_OLD switch. */
static inline int pk_bot_first(const pk_state *st, int side)
{
    return pk_bot_level(st, side)->first;
}
/* Chinese points next to cell (0: not in contact). */
/* a: the move of the ng counters grp to cell. */
void pk_bot_group_move(pk_action *a, const short *grp, int ng, int cell);
int pk_bot_contact(const pk_state *st, int cell);
/* The odds column of a charge of sp points on the Chinese at cell. */
int pk_bot_charge_odds(const pk_state *st, int sp, int cell);
/* The levels (peking_bot_levels.c): the share of the tie-break hash on
 * a hex, the fortification the Allies build, whether a group stays or
 * steps out to dig in on the fall-back line, the worth of a hex's way
 * out; the easy computer's bonus for staying where it is and its extra
 * odds column. */
int pk_bot_jitter(const pk_state *st, int side, int cell, int k);
int pk_bot_hard_fort(const pk_state *st, const pk_action *l, int n, pk_action *a);
int pk_bot_dig_in(const pk_state *st, int here);
int pk_bot_dig_move(pk_state *st, pk_action *a);
int pk_bot_stay_bonus(const pk_state *st, int side);
int pk_bot_easy_odds(const pk_state *st);
int pk_bot_dig_score(const pk_state *st, int c, int group_sp);
int pk_bot_retreat_room(const pk_state *st, int c);
/* The prepared line (peking_bot_lines.c) and what it shares with the
 * reactive dig of peking_bot_levels.c: where a fortification could
 * stand, Allied fortifications near a hex, unmoved Allied points on a
 * hex; guards of several posts gathered on one site (post: may a post
 * lend guards; site: may a hex be dug; worth: how much a site is
 * preferred); the line's move, whether a group on it stays, the worth
 * of an Allied fortification as ground. */
typedef struct pk_gather {
    int (*post)(const pk_state *st, int c);
    int (*site)(const pk_state *st, int c);
    int (*worth)(const pk_state *st, int c);
} pk_gather;
int pk_bot_fort_ground(const pk_state *st, int c);
int pk_bot_allied_fort_within(const pk_state *st, int c, int r);
int pk_bot_standing(const pk_state *st, int c);
int pk_bot_gather(pk_state *st, pk_action *a, const pk_gather *g, int keep);
int pk_bot_line_move(pk_state *st, pk_action *a);
int pk_bot_line_hold(const pk_state *st, int here);
int pk_bot_line_fort(const pk_state *st, int c);
int pk_bot_line_worth(const pk_state *st, int c);
/* peking_bot_strike.c: the hard Allies' charges and counter-attacks. */
/* Hard: a led stack in the movement phase that would charge stays; the
 * charge the combat phase makes; the columns below the usual worst odds
 * at which attack a (c its odds) is made: counter-attack, ranged fire. */
int pk_bot_brigade_holds(pk_state *st, int here);
int pk_bot_strike_charge(const pk_state *st, const pk_action *l, int n, pk_action *a);
int pk_bot_attack_ease(const pk_state *st, const pk_action *a, const pk_combat *c, int min_col);
/* One game played by bots (kind 0 computer, 1 random) per side; checks
 * invariants after each action when check is set. 0, or -1 with why. */
int pk_play(pk_state *st, const int kind[2], rng *r, int check, glog *log,
            char *why, size_t n);
/* The same, adding each action taken to counts[side][type] (for sim). */
int pk_play_counted(pk_state *st, const int kind[2], rng *r, int check, glog *log,
                    char *why, size_t n, long counts[2][PK_ACTIONS]);
/* Stacking, no unit on an enemy hex (outside tasks), Allied losses
 * permanent (was: where each unit was before the action, or NULL),
 * Chinese units kept between map, off-map and pool, fortifications. */
int pk_invariants(const pk_state *st, const signed char *was, char *why, size_t n);

#endif
