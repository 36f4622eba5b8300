/* race_field: the distance field the computer players of Race to the
 * Legations steer by (bot_ctx.dist): the cost from every hex to the
 * nearest free legation hex, by Dial's algorithm. When it is built is
 * race_bot.c's business (refresh). */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "race_bot_local.h"

#define WALL_COST 5

enum { BLOCKED = 255 };

/* The cost of entering cell c: unscouted 2, scouted and empty 1, Boxers
 * 4, Qing and their guns 5; impassable BLOCKED. Read off scouted and
 * counter (& 7: Qing, guns, Boxers, empty, impassable, -, -, none),
 * which lie side by side: on a little-endian machine as one 16-bit load,
 * scouted in bit 0 and the counter in bits 8 to 10. */
static inline int enter_cost(const race_cell *c)
{
    _Static_assert(RACE_C_QING == 0 && RACE_C_QING_ART == 1 && RACE_C_BOXER == 2 &&
                   RACE_C_EMPTY == 3 && RACE_C_IMPASSABLE == 4 && (RACE_C_NONE & 7) == 7,
                   "enter_cost's columns");
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    static const unsigned char by_key[0x702] = {
        [0x000] = 2, [0x100] = 2, [0x200] = 2, [0x300] = 2, [0x400] = BLOCKED, [0x700] = 2,
        [0x001] = 5, [0x101] = 5, [0x201] = 4, [0x301] = 1, [0x401] = BLOCKED, [0x701] = 1
    };
    uint16_t v;

    _Static_assert(offsetof(race_cell, counter) == offsetof(race_cell, scouted) + 1,
                   "scouted and counter side by side");
    memcpy(&v, &c->scouted, sizeof v);
    return by_key[v & 0x701];
#else
    static const unsigned char by_counter[2][8] = {
        { 2, 2, 2, 2, BLOCKED, 0, 0, 2 }, { 5, 5, 4, 1, BLOCKED, 0, 0, 1 }
    };

    return by_counter[c->scouted][c->counter & 7];
#endif
}

/* What a wall adds to the step across each side of a cell, by the cell's
 * closed sides (bot_closed): one load a side in the flood. */
#define WA(m, d) (((m) >> (d) & 1) * WALL_COST)
#define WA_ROW(m) { WA(m, 0), WA(m, 1), WA(m, 2), WA(m, 3), WA(m, 4), WA(m, 5) }
#define WA_4(m) WA_ROW(m), WA_ROW((m) + 1), WA_ROW((m) + 2), WA_ROW((m) + 3)
#define WA_16(m) WA_4(m), WA_4((m) + 4), WA_4((m) + 8), WA_4((m) + 12)
static const unsigned char wall_add[64][HEX_DIRS] = {
    WA_16(0), WA_16(16), WA_16(32), WA_16(48)
};
#undef WA_16
#undef WA_4
#undef WA_ROW
#undef WA

/* Dial's algorithm from the free legation hexes outwards (edge costs are
 * below 16, so 16 circular buckets suffice). The cost of a step is the
 * cost of entering the cell (unknown hexes, Chinese units cost extra;
 * impassable hexes and legation hexes already held block: units that
 * reached the legation stay there, a wall for the others) plus
 * WALL_COST across an unbreached wall. Each bucket is a stack in one
 * shared pool; a bit per bucket says which hold entries, so the runs of
 * empty buckets before the far hexes (behind walls and Chinese units,
 * hundreds away) are jumped in one step. A blocked cell gets its
 * distance like any other but relaxes nothing when taken. This is most
 * of the bot's time in a game: keep it lean. */
void race_bot_field(bot_ctx *b, const race_state *st)
{
    /* a cell is queued at most once from each neighbour taken, plus
     * once as a source: the pool never fills */
    enum { NB = 16, POOL = RACE_MAX_CELLS * 7 };
    int head[NB], next[POOL], npool = 0, n = st->cols * st->rows;
    short cellof[POOL];
    int *dist = b->dist;
    int i, cur = 0, held = 0;
    unsigned full = 0;  /* bit s: bucket s holds entries */

    b->legmask = bot_legation_mask(b, st);
    memset(dist, 1, (size_t)n * sizeof *dist);  /* INF everywhere */
    dist[n] = -1;  /* off the map: never improved */
    for (i = 0; i < NB; i++)
        head[i] = -1;
    for (i = 0; i < RACE_LEGATION_HEXES; i++) {
        int c = st->legation[i];
        if (st->cell[c].unit >= 0) {
            /* held: a dead end, whose distance is worked out after the
             * flood; meanwhile never improved, so never taken */
            dist[c] = -1;
            held |= 1 << i;
            continue;
        }
        dist[c] = 0;
        cellof[npool] = (short)c;
        next[npool] = head[0];
        head[0] = npool++;
        full = 1;
    }
#define RELAX(x, nd)                                         \
    do {                                                     \
        int x_ = (x), nd_ = (nd);                            \
        if (nd_ < dist[x_]) {                                \
            int s_ = nd_ & (NB - 1);                         \
            dist[x_] = nd_;                                  \
            cellof[npool] = (short)x_;                       \
            next[npool] = head[s_];                          \
            head[s_] = npool++;                              \
            full |= 1u << s_;                                \
        }                                                    \
    } while (0)
    /* every queued entry lies within NB - 1 of cur */
    while (full) {
        int slot = cur & (NB - 1), e;
        unsigned rot = ((full >> slot) | (full << (NB - slot))) & ((1u << NB) - 1);
        cur += __builtin_ctz(rot);
        slot = cur & (NB - 1);
        e = head[slot];
        head[slot] = -1;
        full &= ~(1u << slot);
        for (; e >= 0; e = next[e]) {
            int y = cellof[e], base, k;
            const short *nb;
            unsigned cl;
            if (dist[y] != cur)
                continue;  /* stale: y was reached cheaper since */
            /* the cost of entering y, read only now: most cells are
             * taken once */
            k = enter_cost(&st->cell[y]);
            if (k == BLOCKED)
                continue;  /* a dead end: relaxes nothing */
            base = cur + k;
            nb = b->nbs[y];
            cl = bot_closed(st, y);
            if (!cl) {
                /* most cells: no wall, one cost for all six sides, so
                 * one bucket */
                int s = base & (NB - 1);
                unsigned bit = 1u << s;
#define RELAX1(x)                                            \
    do {                                                     \
        int x_ = (x);                                        \
        if (base < dist[x_]) {                               \
            dist[x_] = base;                                 \
            cellof[npool] = (short)x_;                       \
            next[npool] = head[s];                           \
            head[s] = npool++;                               \
            full |= bit;                                     \
        }                                                    \
    } while (0)
                RELAX1(nb[0]);
                RELAX1(nb[1]);
                RELAX1(nb[2]);
                RELAX1(nb[3]);
                RELAX1(nb[4]);
                RELAX1(nb[5]);
#undef RELAX1
                continue;
            }
            {
                const unsigned char *wa = wall_add[cl & 63];
                RELAX(nb[0], base + wa[0]);
                RELAX(nb[1], base + wa[1]);
                RELAX(nb[2], base + wa[2]);
                RELAX(nb[3], base + wa[3]);
                RELAX(nb[4], base + wa[4]);
                RELAX(nb[5], base + wa[5]);
            }
        }
    }
#undef RELAX
    /* a held legation hex: reached like any other from its neighbours
     * that relax (reached, not blocked; the other held hexes are still
     * at -1 here: all are set at the end) */
    if (held) {
        int got[RACE_LEGATION_HEXES];
        for (i = 0; i < RACE_LEGATION_HEXES; i++) {
            int h = st->legation[i], d;
            got[i] = INF;
            if (!((held >> i) & 1))
                continue;
            for (d = 0; d < HEX_DIRS; d++) {
                int y = b->nbs[h][d], k, v;
                if (dist[y] < 0 || dist[y] == INF)
                    continue;  /* off the map, held, or never reached */
                k = enter_cost(&st->cell[y]);
                if (k == BLOCKED)
                    continue;
                v = dist[y] + k +
                    (int)((bot_closed(st, y) >> race_dir_between(st, y, h)) & 1) * WALL_COST;
                if (v < got[i])
                    got[i] = v;
            }
        }
        for (i = 0; i < RACE_LEGATION_HEXES; i++)
            if ((held >> i) & 1)
                dist[st->legation[i]] = got[i];
    }
}
