/* tuan_query: small questions the screen asks of the Tuan rules that the
 * public header does not answer (kept apart so the rules' own header stays
 * theirs). */
#ifndef GAMES_TUAN_QUERY_H
#define GAMES_TUAN_QUERY_H

#include "tuan.h"

/* Terrain kinds that hide a target from fire (1 << kind). */
#define TU_SIGHT_BLOCK ((1u << TK_ROCK) | (1u << TK_BRUSH) | (1u << TK_WOODS) | \
                        (1u << TK_HOUSE) | (1u << TK_WALL))

/* Inches of tray i's allowance a straight move to `to` costs through the
 * terrain (its own rates), or -1 when the way is barred. */
double tu_move_cost(const tu_state *st, int i, vec2 to);
/* Does side hold objective o now (its trays there, no enemy)? */
int tu_view_objective_held(const tu_state *st, int o, int side);
/* Is tray i in the activated group with actions left? */
int tu_view_in_group(const tu_state *st, int i);

#endif
