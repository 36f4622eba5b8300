/* fuzz.h: what the fuzz targets' files share (see fuzz.c). */
#ifndef TESTS_FUZZ_H
#define TESTS_FUZZ_H

#include <stddef.h>
#include <stdint.h>

#include "errs.h"
#include "game.h"

#define FUZZ_DATA 1
#define FUZZ_SAVE 2
#define FUZZ_SETTINGS 3
#define FUZZ_SCRIPT 4
#define FUZZ_JSON 5
#define FUZZ_CATALOG 6

/* Inputs past this are skipped: the loaders' speed on big files is tested
 * apart (tests/suites/robust.sh), the fuzzer's time is better spent on
 * shapes than on sizes. */
#define FUZZ_MAX_LEN 65536

const game_rules *fuzz_find_rules(const char *id);
/* Every message must be one printable line: no byte below 32, no DEL. */
void fuzz_check_messages(const errs *e);
/* Per kind: set up once (root holds a private copy of the data). */
void fuzz_init(const char *root);
void fuzz_save(const uint8_t *data, size_t size);
void fuzz_json(const uint8_t *data, size_t size);
void fuzz_catalog(const uint8_t *data, size_t size);
void fuzz_settings(const uint8_t *data, size_t size);
void fuzz_script(const uint8_t *data, size_t size);

#endif
