/* kutf_data_local.h: what the two data loaders of Keep Up The Fire!
 * (kutf_data.c: map, scenario, files; kutf_cards.c: cards) share. */
#ifndef KUTF_DATA_LOCAL_H
#define KUTF_DATA_LOCAL_H

#include <stddef.h>

#include "jsonload.h"
#include "kutf.h"

/* Ids of the map, needed to check the cards' references. */
typedef struct map_ids {
    int ok;
    const char *track[KUTF_TRACKS];
    int ntracks;
    const char *unit[KUTF_UNITS];
    int nunits;
    const char *blocker[KUTF_MAX_BLOCKERS];
    int nblockers;
} map_ids;

/* Chinese unit kinds by their JSON names (KUTF_BOXER - 1, ...), NULL-ended. */
extern const char *const KUTF_KIND_NAMES[];

/* Id fields: a short non-empty string, unique among the earlier ones. */
int kutf_check_id(const jdoc *j, errs *e, const cJSON *obj, const char *path,
                  char *out, size_t n, char (*prev)[24], int nprev);
/* The cards file's root object into d (the map already loaded: m). */
int kutf_load_cards(const jdoc *j, errs *e, const map_ids *m, kutf_data *d);

#endif
