/* catalog: scenarios/<id>/scenarios.json, the list of a game's scenarios
 * and the options the launcher offers for each. Shape:
 *   {"scenarios": [{"id": "standard", "title": "...", "description": "...",
 *     "options": [{"key": "deck", "label": "Deck", "kind": "choice",
 *                  "choices": [{"id": "epochs", "label": "Two epochs",
 *                               "help": "What it means (a tooltip)"}],
 *                  "default": "epochs"},
 *                 {"key": "seats", "label": "Seats", "kind": "seats",
 *                  "names": ["British", ...], "min": 2, "default":
 *                  ["human","human","computer","computer"]},
 *                 {"key": "seed", "label": "Seed", "kind": "seed"},
 *                 {"key": "edition", "label": "Rules edition", "kind": "edition",
 *                  "default": 2}]}]}
 * A choice with "per_seat": true (the computer's level) may also hold one
 * choice a seat: an array as long as the scenario's seats option, or on
 * the command line a comma-separated list ("hard,easy").
 * The launcher turns the chosen values into the options object passed to
 * the game's create(). An "edition" is no choice: it has no setup row and
 * no --option, every new game writes its default (the rules it is played
 * by), and a save may hold an earlier one (or none: a save from before the
 * game had editions), which the game replays by the rules of then. */
#ifndef ENGINE_CATALOG_H
#define ENGINE_CATALOG_H

#include <cJSON.h>

#include "errs.h"
#include "jsonload.h"

#define CAT_MAX_SCEN 16
#define CAT_MAX_OPT 16
#define CAT_MAX_CHOICE 8

enum { CAT_CHOICE, CAT_SEATS, CAT_SEED, CAT_BOOL, CAT_EDITION };
#define CAT_MAX_EDITION 99

typedef struct cat_option {
    char key[32];
    char label[48];
    int kind;
    int nchoices;                    /* CAT_CHOICE; CAT_SEATS: seat count */
    char choice_id[CAT_MAX_CHOICE][32];   /* choice ids / seat names */
    char choice_label[CAT_MAX_CHOICE][64];
    char choice_help[CAT_MAX_CHOICE][240]; /* "help": CAT_CHOICE, what each
                                              choice means; CAT_BOOL, [0]:
                                              what the switch does ("": none) */
    int def;                         /* default choice index / bool / edition */
    int seat_def[CAT_MAX_CHOICE];    /* CAT_SEATS: 0 human, 1 computer, 2 empty */
    int seat_min;                    /* CAT_SEATS: fewest seats that play */
    int per_seat;                    /* CAT_CHOICE: one choice a seat allowed */
} cat_option;

typedef struct cat_scenario {
    char id[32];
    char title[64];
    char description[256];
    int nopts;
    cat_option opt[CAT_MAX_OPT];
    int line;    /* of its "id" in the catalog, for messages (0: unknown) */
} cat_scenario;

typedef struct catalog {
    int n;
    cat_scenario scen[CAT_MAX_SCEN];
} catalog;

/* Load scenarios/<game>/scenarios.json under datadir. 1 on success. */
int catalog_load(catalog *c, const char *datadir, const char *game, errs *e);
/* Check a scenarios.json file (for `legation validate`). */
int catalog_validate_file(const char *path, errs *e);
const cat_scenario *catalog_find(const catalog *c, const char *id);
/* The number of seats of scenario s (its seats option; 0: none). */
int catalog_seat_count(const cat_scenario *s);
/* Default options object for a scenario (caller frees). */
cJSON *catalog_default_options(const cat_scenario *s);

/* Check an options object of scenario s found in document d at path (a
 * save's "options"): only the scenario's option keys, no key twice, each
 * value one the launcher could have chosen (an edition: a whole number from
 * 1 to the catalog's, never a later one; a per_seat choice: a choice id,
 * or an array of one a seat). Missing keys take their defaults (a missing
 * edition is for the game to read). 1 when good. */
int catalog_check_options(const cat_scenario *s, const jdoc *d, errs *e,
                          const cJSON *opts, const char *path);

#endif
