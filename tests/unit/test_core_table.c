/* Unit tests of engine/core/table: terrain costs (the 1:2 slope example),
 * distances between trays, arcs, sides, line of sight past a tray and over
 * a hill, moving away and keeping a group together, the kinds at a point
 * and the corners of a piece. */
#include <math.h>

#include "table.h"
#include "test.h"

#define NEAR(a, b) (fabs((a) - (b)) < 1e-6)

static table_rates infantry(void)
{
    table_rates r;
    for (int k = 0; k < TK_KINDS; k++)
        r.ratio[k] = table_kind_is_broken(k) ? 2 : 1;
    r.ratio[TK_HOUSE] = r.ratio[TK_WALL] = r.ratio[TK_TRENCH] =
        r.ratio[TK_ENTRENCH] = TABLE_FULL_MOVE;
    r.ratio[TK_ROAD] = 6.0 / 8.0;
    return r;
}

static table_rates cavalry(void)
{
    table_rates r = infantry();
    for (int k = 0; k < TK_KINDS; k++)
        if (table_kind_is_broken(k))
            r.ratio[k] = 3;
    r.ratio[TK_ROCK] = r.ratio[TK_HOUSE] = r.ratio[TK_WALL] = TABLE_IMPASSABLE;
    r.ratio[TK_ROAD] = 12.0 / 14.0;
    return r;
}

static void square(vec2 *p, double x0, double y0, double x1, double y1)
{
    p[0] = geom_v(x0, y0);
    p[1] = geom_v(x1, y0);
    p[2] = geom_v(x1, y1);
    p[3] = geom_v(x0, y1);
}

static table_piece tray(double x, double y, double facing)
{
    table_piece p = { { x, y }, facing, 4, 1, 0 };
    return p;
}

static void slope_costs_double(void)
{
    table t;
    vec2 p[4];
    table_rates inf = infantry(), cav = cavalry();

    table_init(&t, 48, 48);
    square(p, 10, 0, 20, 48);
    CHECK(table_add_area(&t, TK_SLOPE, 1, p, 4, 0, 0, "slope") == 0);
    /* the rule's example: 4" up a slope costs an infantry platoon 8" */
    CHECK(NEAR(table_path_cost(&t, geom_v(12, 5), geom_v(16, 5), &inf, 6), 8));
    /* 2" of open then 4" of slope: 2 + 8 */
    CHECK(NEAR(table_path_cost(&t, geom_v(8, 5), geom_v(14, 5), &inf, 6), 10));
    /* cavalry pays 1:3 */
    CHECK(NEAR(table_path_cost(&t, geom_v(12, 5), geom_v(16, 5), &cav, 12), 12));
    /* with 6" an infantry platoon from 8 gets 2" open + 2" into the slope */
    vec2 r = table_path_reach(&t, geom_v(8, 5), geom_v(30, 5), &inf, 6);
    CHECK(NEAR(r.x, 12) && NEAR(r.y, 5));
    /* leaving the table is refused */
    CHECK(table_path_cost(&t, geom_v(1, 5), geom_v(-3, 5), &inf, 6) < 0);
}

static void roads_rocks_and_structures(void)
{
    table t;
    vec2 p[4], line[3] = { { 0, 10 }, { 20, 10 }, { 40, 10 } };
    table_rates inf = infantry(), cav = cavalry();

    table_init(&t, 48, 48);
    CHECK(table_add_area(&t, TK_ROAD, 0, line, 3, 2, 0, "road") == 0);
    square(p, 10, 20, 20, 30);
    CHECK(table_add_area(&t, TK_ROCK, 1, p, 4, 0, 0, NULL) == 1);
    square(p, 30, 20, 34, 24);
    CHECK(table_add_area(&t, TK_HOUSE, 1, p, 4, 0, 0, "farm") == 2);
    CHECK_STR(table_kind_id(TK_ENTRENCH), "entrenchment");
    CHECK_INT(table_kind_from_id("woods"), TK_WOODS);
    CHECK_INT(table_kind_from_id("swamp"), -1);
    /* 8" along the road cost an infantry platoon its 6" */
    CHECK(NEAR(table_path_cost(&t, geom_v(5, 10), geom_v(13, 10), &inf, 6), 6));
    /* cavalry may not enter a rock field; infantry pays 1:2 */
    CHECK(table_path_cost(&t, geom_v(5, 25), geom_v(15, 25), &cav, 12) < 0);
    CHECK(NEAR(table_path_cost(&t, geom_v(5, 25), geom_v(15, 25), &inf, 6), 15));
    vec2 r = table_path_reach(&t, geom_v(5, 25), geom_v(15, 25), &cav, 12);
    CHECK(r.x < 10 && r.x > 9.99);
    /* entering a house takes the whole move, however short */
    CHECK(NEAR(table_path_cost(&t, geom_v(29, 22), geom_v(31, 22), &inf, 6), 6));
    CHECK(table_path_cost(&t, geom_v(29, 22), geom_v(31, 22), &cav, 12) < 0);
    /* moving inside it costs nothing extra */
    CHECK(NEAR(table_path_cost(&t, geom_v(31, 22), geom_v(33, 22), &inf, 6), 2));
    CHECK(table_point_in_kind(&t, geom_v(32, 22), TK_HOUSE));
    CHECK(!table_point_in_kind(&t, geom_v(32, 25), TK_HOUSE));
    CHECK(table_point_in_kind(&t, geom_v(30, 10.9), TK_ROAD));
    table_piece in_rocks = tray(11, 25, 0);
    CHECK(table_piece_blocked(&t, &in_rocks, &cav));
    CHECK(!table_piece_blocked(&t, &in_rocks, &inf));
    table_piece edge = tray(1, 25, 90);
    CHECK(table_piece_blocked(&t, &edge, &inf));   /* hangs off the table */
}

static void hill_climb(void)
{
    table t;
    vec2 p[4];
    table_rates art = cavalry();

    table_init(&t, 48, 48);
    square(p, 20, 20, 26, 26);
    CHECK(table_add_area(&t, TK_HILL, 1, p, 4, 0, 1, "hill") == 0);
    CHECK(NEAR(table_elev(&t, geom_v(23, 23)), 1));
    CHECK(NEAR(table_elev(&t, geom_v(10, 23)), 0));
    /* up: 2" open then 3" onto the hill at 1:3 */
    CHECK(NEAR(table_path_cost(&t, geom_v(18, 23), geom_v(23, 23), &art, 10), 11));
    /* down: open */
    CHECK(NEAR(table_path_cost(&t, geom_v(23, 23), geom_v(18, 23), &art, 10), 5));
}

static void distances_and_touching(void)
{
    table_piece a = tray(10, 10, 90), b = tray(10, 14, 270), c = tray(10, 11, 90);
    table_piece d = tray(17, 10, 90), round = { { 10, 20 }, 0, 1, 0, 1 };

    /* facing north, 1" deep: fronts at 10.5 and 13.5 */
    CHECK(NEAR(table_piece_dist(&a, &b), 3));
    CHECK(table_within(&a, &b, 3));
    CHECK(!table_within(&a, &b, 2.9));
    CHECK(table_touching(&a, &c));
    CHECK(!table_overlap(&a, &c));
    c.pos.y = 10.5;
    CHECK(table_overlap(&a, &c));
    /* side by side, 4" wide: edges at 12 and 15 */
    CHECK(NEAR(table_piece_dist(&a, &d), 3));
    /* a round base of 1": from 10.5 to the tray front at 14.5 - 1 */
    CHECK(NEAR(table_piece_dist(&round, &b), 20 - 0.5 - 14.5));
    table_piece r2 = round;
    r2.pos.x = 12;
    CHECK(NEAR(table_piece_dist(&round, &r2), 1));
}

/* The kinds covering a point, which kinds are structures, and the four
 * corners of a tray and of a round base. */
static void kinds_and_corners(void)
{
    table t;
    vec2 p[4], c[4];
    table_piece a = tray(10, 10, 90), round = { { 20, 20 }, 0, 2, 0, 1 };
    unsigned m;

    table_init(&t, 48, 48);
    square(p, 0, 0, 20, 20);
    table_add_area(&t, TK_WOODS, 1, p, 4, 0, 0, "woods");
    square(p, 5, 5, 10, 10);
    table_add_area(&t, TK_HOUSE, 1, p, 4, 0, 0, "house");
    m = table_kinds_at(&t, geom_v(7, 7));
    CHECK(m == ((1u << TK_WOODS) | (1u << TK_HOUSE)));
    CHECK(table_kinds_at(&t, geom_v(15, 15)) == 1u << TK_WOODS);
    CHECK(table_kinds_at(&t, geom_v(30, 30)) == 0);
    CHECK(table_kind_is_structure(TK_HOUSE) && table_kind_is_structure(TK_WALL) &&
          table_kind_is_structure(TK_TRENCH) && table_kind_is_structure(TK_ENTRENCH));
    CHECK(!table_kind_is_structure(TK_WOODS) && !table_kind_is_structure(TK_ROAD) &&
          !table_kind_is_structure(TK_OPEN) && !table_kind_is_structure(TK_HILL));
    CHECK(table_kind_is_broken(TK_SLOPE) && !table_kind_is_broken(TK_HILL) &&
          !table_kind_is_broken(TK_HOUSE));
    /* facing north, 4" wide, 1" deep: front-left is to the west */
    table_piece_corners(&a, c);
    CHECK(NEAR(c[0].x, 8) && NEAR(c[0].y, 10.5));
    CHECK(NEAR(c[1].x, 12) && NEAR(c[1].y, 10.5));
    CHECK(NEAR(c[2].x, 12) && NEAR(c[2].y, 9.5));
    CHECK(NEAR(c[3].x, 8) && NEAR(c[3].y, 9.5));
    /* turned to face east, the front is the edge at x = 10.5 */
    a.facing = 0;
    table_piece_corners(&a, c);
    CHECK(NEAR(c[0].x, 10.5) && NEAR(c[1].x, 10.5) && NEAR(c[2].x, 9.5));
    CHECK(NEAR(fabs(c[0].y - c[1].y), 4));
    /* a round base: four points on its circle */
    table_piece_corners(&round, c);
    for (int k = 0; k < 4; k++)
        CHECK(NEAR(geom_dist(c[k], round.pos), 1));
}

static void arcs_and_sides(void)
{
    table_piece a = tray(10, 10, 90);
    table_piece ahead = tray(10, 20, 0), wide = tray(30, 11, 0), behind = tray(10, 2, 0);
    table_piece diag = tray(18, 12, 0);

    CHECK(table_in_front_arc(&a, 180, &ahead));
    CHECK(table_in_front_arc(&a, 180, &wide));   /* far to the side but ahead */
    CHECK(!table_in_front_arc(&a, 180, &behind));
    CHECK(table_in_front_arc(&a, 90, &ahead));
    CHECK(!table_in_front_arc(&a, 90, &wide));    /* outside +/-45 */
    CHECK(!table_in_front_arc(&a, 90, &diag));
    CHECK_INT(table_side_of(&a, geom_v(10, 20)), TABLE_FRONT);
    CHECK_INT(table_side_of(&a, geom_v(30, 10)), TABLE_FLANK);
    CHECK_INT(table_side_of(&a, geom_v(10, 0)), TABLE_REAR);
    /* the diagonal through the front-right corner: x-10 = 4*(y-10) */
    CHECK_INT(table_side_of(&a, geom_v(13, 11)), TABLE_FRONT);
    CHECK_INT(table_side_of(&a, geom_v(13, 10.5)), TABLE_FLANK);
}

static void line_of_sight(void)
{
    table t;
    vec2 p[4];
    table_piece pcs[3] = { tray(10, 5, 90), tray(10, 30, 270), tray(10, 15, 90) };
    int who;

    table_init(&t, 48, 48);
    /* past a tray: the middle tray hides the far one, until it steps aside */
    CHECK(!table_los(&t, pcs[0].pos, pcs[1].pos, 0, pcs, 3, 0, 1, &who));
    CHECK_INT(who, 2);
    pcs[2].pos.x = 16.5;   /* its left edge at 14.5: the line at x=10 passes */
    CHECK(table_los(&t, pcs[0].pos, pcs[1].pos, 0, pcs, 3, 0, 1, &who));
    CHECK_INT(who, -1);
    /* grazing its corner still blocks */
    pcs[2].pos.x = 12;
    CHECK(!table_los(&t, pcs[0].pos, pcs[1].pos, 0, pcs, 3, 0, 1, &who));
    /* woods in between block; the woods the target stands in do not */
    square(p, 0, 20, 20, 24);
    table_add_area(&t, TK_WOODS, 1, p, 4, 0, 0, "woods");
    CHECK(!table_los(&t, geom_v(10, 5), geom_v(10, 30), 1u << TK_WOODS, NULL, 0, -1, -1, &who));
    CHECK_INT(who, -1);
    CHECK(table_los(&t, geom_v(10, 5), geom_v(10, 22), 1u << TK_WOODS, NULL, 0, -1, -1, &who));
    CHECK(table_los(&t, geom_v(10, 5), geom_v(10, 30), 0, NULL, 0, -1, -1, &who));
    /* a hill between two low trays hides them; from its top one sees down */
    table_init(&t, 48, 48);
    square(p, 0, 14, 20, 18);
    table_add_area(&t, TK_HILL, 1, p, 4, 0, 1, "hill");
    CHECK(!table_los(&t, geom_v(10, 5), geom_v(10, 30), 0, NULL, 0, -1, -1, NULL));
    CHECK(table_los(&t, geom_v(10, 16), geom_v(10, 30), 0, NULL, 0, -1, -1, NULL));
    CHECK(table_los(&t, geom_v(30, 5), geom_v(30, 30), 0, NULL, 0, -1, -1, NULL));
    /* a second, higher hill hides a low target from the first hill */
    square(p, 0, 24, 20, 26);
    table_add_area(&t, TK_HILL, 1, p, 4, 0, 2, "ridge");
    CHECK(!table_los(&t, geom_v(10, 16), geom_v(10, 30), 0, NULL, 0, -1, -1, NULL));
}

/* Which area hides a target, for the screen's marker. */
static void los_blocking_area(void)
{
    table t;
    vec2 p[4];

    table_init(&t, 48, 48);
    square(p, 0, 20, 20, 24);
    table_add_area(&t, TK_WOODS, 1, p, 4, 0, 0, "woods");
    square(p, 30, 14, 40, 18);
    table_add_area(&t, TK_HILL, 1, p, 4, 0, 1, "hill");
    CHECK_INT(table_los_area(&t, geom_v(10, 5), geom_v(10, 30), 1u << TK_WOODS), 0);
    CHECK_INT(table_los_area(&t, geom_v(10, 5), geom_v(10, 30), 0), -1);
    CHECK_INT(table_los_area(&t, geom_v(10, 5), geom_v(10, 22), 1u << TK_WOODS), -1);
    CHECK_INT(table_los_area(&t, geom_v(35, 5), geom_v(35, 30), 0), 1);
    CHECK_INT(table_los_area(&t, geom_v(35, 16), geom_v(35, 30), 0), -1);
}

static void away_and_groups(void)
{
    vec2 v = table_away_from(geom_v(10, 10), geom_v(10, 4), 12);
    vec2 g[4] = { { 0, 0 }, { 1, 0 }, { 2, 0 }, { 3, 0.5 } };

    CHECK(NEAR(v.x, 10) && NEAR(v.y, 22));
    v = table_away_from(geom_v(3, 4), geom_v(0, 0), 5);
    CHECK(NEAR(v.x, 6) && NEAR(v.y, 8));
    CHECK(table_group_coherent(g, 4, 1.2));
    CHECK(!table_group_coherent(g, 4, 1.0));  /* the last is 1.118 away */
    g[3].x = 9;
    CHECK(!table_group_coherent(g, 4, 1.2));
    CHECK(table_group_coherent(g, 1, 1));
}

static void full_tables_refuse(void)
{
    table t;
    vec2 p[4];

    table_init(&t, 10, 10);
    square(p, 1, 1, 2, 2);
    for (int i = 0; i < TABLE_MAX_AREAS; i++)
        CHECK(table_add_area(&t, TK_BRUSH, 1, p, 4, 0, 0, NULL) == i);
    CHECK(table_add_area(&t, TK_BRUSH, 1, p, 4, 0, 0, NULL) == -1);
    table_init(&t, 10, 10);
    CHECK(table_add_area(&t, TK_WALL, 0, p, 2, 0, 0, NULL) == -1);  /* no width */
    CHECK(table_add_area(&t, TK_WOODS, 1, p, 2, 0, 0, NULL) == -1); /* 2 corners */
}

int main(void)
{
    RUN(slope_costs_double);
    RUN(roads_rocks_and_structures);
    RUN(hill_climb);
    RUN(distances_and_touching);
    RUN(kinds_and_corners);
    RUN(arcs_and_sides);
    RUN(line_of_sight);
    RUN(los_blocking_area);
    RUN(away_and_groups);
    RUN(full_tables_refuse);
    TEST_END();
}
