/* peking_json: the JSON side of Siege at Peking: names of actions, kinds
 * and places, actions to JSON and back, and the state as JSON with its
 * inverse (a position). */
#ifndef GAMES_PEKING_RULES_PEKING_JSON_H
#define GAMES_PEKING_RULES_PEKING_JSON_H

#include <cJSON.h>

#include "jsonload.h"
#include "peking.h"

extern const char *const pk_dir_names[HEX_DIRS];
extern const char *const pk_action_names[PK_ACTIONS];
extern const char *const pk_where_names[4];
extern const char *const pk_kind_names[PK_KINDS];
extern const char *const pk_task_names[5];

/* The switches for the other side of a reading: option and position key,
 * and where in pk_state (an int, 0 or 1). */
#define PK_READING_OPTS 7
typedef struct pk_reading_opt {
    const char *key;
    size_t off;
} pk_reading_opt;
extern const pk_reading_opt pk_reading_opts[PK_READING_OPTS];
int *pk_reading_field(pk_state *st, int k);
int pk_reading_on(const pk_state *st, int k);

int pk_unit_by_id(const pk_state *st, const char *id);
int pk_action_from_json(const pk_state *st, const cJSON *j, pk_action *a, char *why, size_t n);
cJSON *pk_action_json(const pk_state *st, const pk_action *a);
cJSON *pk_state_json(const void *st);
/* pk_state_json without the rng and the bot's salt (game_rules.public_json). */
cJSON *pk_public_json(const void *st);
void *pk_state_load(const char *datadir, const char *scenario, const cJSON *options,
                    const jdoc *d, const cJSON *pos, const char *path, errs *e);

#endif
