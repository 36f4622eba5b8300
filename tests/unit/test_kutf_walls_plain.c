/* test_kutf_walls_plain: kutf.h's plain-loop wall words, which a machine
 * without SSE2 plays with, against the rule (body in test_kutf_walls.h). */
#define KUTF_PLAIN
#define WALLS_PLAIN 1
#include "test_kutf_walls.h"
