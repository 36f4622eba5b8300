/* dice: d6, d10, 2d6 and the average die (2,3,3,4,4,5), all through the
 * seeded rng, with a script of forced results so tests can replay the
 * worked examples of the rule texts exactly. */
#ifndef ENGINE_DICE_H
#define ENGINE_DICE_H

#include "rng.h"

#define DICE_SCRIPT_MAX 64

typedef struct dice {
    rng r;
    int script[DICE_SCRIPT_MAX]; /* forced face values, used first in order */
    int nscript, pos;
    int last[2];  /* faces of the last roll (2d6 fills both) */
    int nlast;
} dice;

void dice_init(dice *d, uint64_t seed);
/* Queue forced faces; each die rolled afterwards takes the next one.
 * A forced face out of range for the die asserts. */
void dice_force(dice *d, const int *faces, int n);
int dice_forced_left(const dice *d);
int dice_roll(dice *d, int sides);  /* 1..sides */
int dice_d6(dice *d);
int dice_d10(dice *d);
int dice_2d6(dice *d);              /* two d6 summed; faces in last[] */
int dice_avg(dice *d);              /* average die: 2,3,3,4,4,5 */

#endif
