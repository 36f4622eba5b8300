/* test_kutf_walls: kutf.h's wall words as the rules build uses them (SSE2
 * on this machine) against the rule (body in test_kutf_walls.h). */
#define WALLS_PLAIN 0
#include "test_kutf_walls.h"
