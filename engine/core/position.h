/* position: what every rules core's state_load shares. The dice (rng
 * stream, use count, last faces) as JSON and back; the check that a
 * position belongs to this game; the final check that a loaded state
 * dumps back to exactly the JSON it came from, so every derived or
 * redundant field of a position (totals, DRMs, labels) is checked without
 * each game writing a checker for it. */
#ifndef ENGINE_POSITION_H
#define ENGINE_POSITION_H

#include <cJSON.h>

#include "dice.h"
#include "errs.h"
#include "jsonload.h"

/* {"rng":["<16 hex digits>" x4],"uses":"<decimal>","last":[faces]} */
cJSON *position_dice_json(const dice *d);
/* Field key of obj into out (fresh: no script, no feed). 1 when good.
 * Without "rng" and "uses" (a public position, game_public_json) the dice
 * are blind (dice_blind), their stream seeded with POSITION_PUBLIC_SEED. */
#define POSITION_PUBLIC_SEED 0x7075626c6963ull
int position_dice_load(const jdoc *d, errs *e, const cJSON *obj, const char *key,
                       const char *path, dice *out);
/* pos is an object whose "game" is game: otherwise "path: expected a
 * position of <game>, found ...". 1 when good. */
int position_is(const jdoc *d, errs *e, const cJSON *pos, const char *path,
                const char *game);
/* pos and redump (the loaded state dumped again) must be equal. The first
 * difference is reported at its place in pos: a key the dump does not
 * have is unknown, a missing one is missing, a different value is
 * inconsistent with the rest of the position. 1 when equal. */
int position_match(const jdoc *d, errs *e, const cJSON *pos, const char *path,
                   const cJSON *redump);

/* Helpers for loaders: id lookups over arrays of fixed-size names. Builds
 * a list of pointers for jc_ref from n records of size stride starting at
 * first (ids must have room for n). */
void position_ids(const char **ids, const void *first, size_t stride, int n);

#endif
