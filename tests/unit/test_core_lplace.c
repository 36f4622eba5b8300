/* Unit tests of engine/ui/lplace, the label placer: the verdict keeps its
 * first place and a name there moves aside; a name with no clear place
 * shrinks, or is left out when it may be; keep-outs (counters) are not
 * covered while a clear spot remains; no label ever covers a higher one; labels stay inside their bounds;
 * equal priorities go in the order given. */
#include "ui/lplace.h"
#include "test.h"

static lplace P;   /* large: not on the stack */

static lplace_label label(int prio, int w, int h, float x, float y)
{
    lplace_label l = {0};
    l.prio = prio;
    l.w = w;
    l.h = h;
    l.spot[0] = (lplace_spot){x, y, 0.5f, 0.5f};
    l.nspot = 1;
    return l;
}

static void spot(lplace_label *l, float x, float y, float ax, float ay)
{
    l->spot[l->nspot++] = (lplace_spot){x, y, ax, ay};
}

static void verdict_wins_names_move_aside(void)
{
    lplace_label name = label(LPLACE_NAME, 60, 20, 100, 100), v;
    int in, iv;

    spot(&name, 100, 140, 0.5f, 0.5f);   /* below, clear */
    v = label(LPLACE_VERDICT, 80, 22, 100, 100);
    lplace_begin(&P, (lplace_rect){0, 0, 400, 400});
    in = lplace_add(&P, &name);          /* the name is added first */
    iv = lplace_add(&P, &v);
    lplace_solve(&P);
    CHECK(P.lab[iv].shown && P.lab[in].shown);
    CHECK_INT(P.lab[iv].at.x, 60);       /* the verdict where it asked */
    CHECK_INT(P.lab[iv].at.y, 89);
    CHECK_INT(P.lab[in].at.y, 130);      /* the name went below */
    CHECK_INT(lplace_overlap(P.lab[iv].at, P.lab[in].at), 0);
}

static void names_shrink_then_drop(void)
{
    lplace_label v = label(LPLACE_VERDICT, 100, 20, 100, 100), name, gone;
    int in, ig;

    /* the full name runs into the verdict, its short form fits beside */
    name = label(LPLACE_NAME, 120, 20, 110, 130);
    name.sw = 40;
    name.sh = 20;
    name.spot[0] = (lplace_spot){200, 100, 1, 0.5f}; /* ends at x 200 */
    lplace_begin(&P, (lplace_rect){0, 0, 400, 400});
    lplace_add(&P, &v);
    in = lplace_add(&P, &name);
    /* one that may be left out, with no clear place and no short form */
    gone = label(LPLACE_NAME, 50, 20, 100, 100);
    gone.flags = LPLACE_MAY_DROP;
    ig = lplace_add(&P, &gone);
    lplace_solve(&P);
    CHECK(P.lab[in].shown);
    CHECK_INT(P.lab[in].shrunk, 1);
    CHECK_INT(P.lab[in].at.w, 40);
    CHECK_INT(lplace_overlap(P.lab[in].at, P.lab[0].at), 0);
    CHECK_INT(P.lab[ig].shown, 0);
}

static void keep_outs_not_covered(void)
{
    lplace_label t = label(LPLACE_TAG, 30, 14, 50, 50);
    int i;

    spot(&t, 50, 90, 0.5f, 0.5f);
    spot(&t, 90, 50, 0.5f, 0.5f);
    lplace_begin(&P, (lplace_rect){0, 0, 400, 400});
    lplace_keep(&P, (lplace_rect){30, 30, 40, 40}, 1);   /* a counter */
    lplace_keep(&P, (lplace_rect){40, 80, 20, 20}, 1);   /* a star */
    i = lplace_add(&P, &t);
    lplace_solve(&P);
    CHECK(P.lab[i].shown);
    CHECK_INT(P.lab[i].at.x, 75);
    CHECK_INT(P.lab[i].at.y, 43);
    /* everywhere covered: a label that must show takes the least covered */
    lplace_begin(&P, (lplace_rect){0, 0, 400, 400});
    lplace_keep(&P, (lplace_rect){0, 0, 400, 400}, 1);
    lplace_keep(&P, (lplace_rect){30, 30, 40, 40}, 5);
    i = lplace_add(&P, &t);
    lplace_solve(&P);
    CHECK(P.lab[i].shown);
    CHECK_INT(P.lab[i].at.y, 83);        /* the second spot: off the heavy one */
}

/* A label that must show still never covers one placed before it: with
 * every spot on the verdict it is left out. */
static void never_over_a_higher_label(void)
{
    lplace_label v = label(LPLACE_VERDICT, 100, 40, 100, 100), p = label(LPLACE_PLATE, 40, 20, 90, 100);
    int ip;

    spot(&p, 110, 110, 0.5f, 0.5f);
    lplace_begin(&P, (lplace_rect){0, 0, 400, 400});
    lplace_add(&P, &v);
    ip = lplace_add(&P, &p);
    lplace_solve(&P);
    CHECK(P.lab[0].shown);
    CHECK_INT(P.lab[ip].shown, 0);
}

static void kept_in_bounds(void)
{
    lplace_label l = label(LPLACE_PLATE, 100, 22, 390, 5);
    int i;

    l.flags = LPLACE_IN_BOUNDS;
    lplace_begin(&P, (lplace_rect){10, 10, 380, 380});
    i = lplace_add(&P, &l);
    lplace_solve(&P);
    CHECK_INT(P.lab[i].at.x, 290);
    CHECK_INT(P.lab[i].at.y, 10);
}

static void equal_priorities_in_order(void)
{
    lplace_label a = label(LPLACE_MARK, 40, 20, 100, 100), b = a;
    int ia, ib;

    spot(&a, 100, 200, 0.5f, 0.5f);
    spot(&b, 100, 200, 0.5f, 0.5f);
    lplace_begin(&P, (lplace_rect){0, 0, 400, 400});
    ia = lplace_add(&P, &a);
    ib = lplace_add(&P, &b);
    lplace_solve(&P);
    CHECK_INT(P.lab[ia].at.y, 90);
    CHECK_INT(P.lab[ib].at.y, 190);
}

int main(void)
{
    RUN(verdict_wins_names_move_aside);
    RUN(names_shrink_then_drop);
    RUN(keep_outs_not_covered);
    RUN(never_over_a_higher_label);
    RUN(kept_in_bounds);
    RUN(equal_priorities_in_order);
    TEST_END();
}
