/* peking_crt: the combat results table (8.2): the odds column of an
 * attack, the result a die gives in a column, and the results' names. */
#include "peking.h"

static const char *const result_names[PK_RESULTS] = { "AE", "AL1", "AR", "DR", "DL1",
                                                      "DE", "EX" };

const char *pk_result_name(int r)
{
    return r >= 0 && r < PK_RESULTS ? result_names[r] : "?";
}

/* The CRT column of att against def, dropping fractions (8.2): 0 is 1-3,
 * 9 is 8-1 (and above); -1 below 1-3, an automatic AE. */
int pk_odds_column(int att, int def)
{
    int r;

    if (def <= 0)
        return 9;
    if (att >= def) {
        r = att / def;
        return r >= 8 ? 9 : r + 1;
    }
    if (att * 2 >= def)
        return 1;
    if (att * 3 >= def)
        return 0;
    return -1;
}

int pk_crt(const pk_state *st, int col, int die)
{
    if (col > 9)
        col = 9;
    if (die < 1)
        die = 1;
    if (die > 6)
        die = 6;
    return st->d->crt[die - 1][col];
}
