/* Unit tests of engine/core/geom: bearings, arcs, segments, polygons. */
#include <math.h>

#include "geom.h"
#include "test.h"

#define NEAR(a, b) (fabs((a) - (b)) < 1e-9)

static const vec2 square[4] = { { 0, 0 }, { 10, 0 }, { 10, 10 }, { 0, 10 } };

static void distance_and_bearing(void)
{
    vec2 o = geom_v(0, 0);

    CHECK(NEAR(geom_dist(o, geom_v(3, 4)), 5));
    CHECK(NEAR(geom_bearing(o, geom_v(1, 0)), 0));
    CHECK(NEAR(geom_bearing(o, geom_v(0, 1)), 90));
    CHECK(NEAR(geom_bearing(o, geom_v(-1, 0)), 180));
    CHECK(NEAR(geom_bearing(o, geom_v(0, -1)), 270));
    CHECK(NEAR(geom_bearing(o, geom_v(1, -1)), 315));
    CHECK(geom_bearing(o, geom_v(1, -1e-12)) < 360);
}

static void angle_differences(void)
{
    CHECK(NEAR(geom_angle_diff(10, 350), 20));
    CHECK(NEAR(geom_angle_diff(350, 10), 20));
    CHECK(NEAR(geom_angle_diff(0, 180), 180));
    CHECK(NEAR(geom_angle_diff(90, 90), 0));
    CHECK(NEAR(geom_angle_diff(-90, 270), 0));
    CHECK(NEAR(geom_angle_diff(720 + 45, 0), 45));
}

static void arcs(void)
{
    vec2 o = geom_v(0, 0);

    /* Facing north with a 90-degree arc: 45 each side. */
    CHECK(geom_in_arc(o, 90, 90, geom_v(0, 5)));
    CHECK(geom_in_arc(o, 90, 90, geom_v(5, 5)));     /* exactly on the edge */
    CHECK(geom_in_arc(o, 90, 90, geom_v(-5, 5)));
    CHECK(!geom_in_arc(o, 90, 90, geom_v(5, 4.9)));
    CHECK(!geom_in_arc(o, 90, 90, geom_v(0, -5)));
    /* An arc across the 0/360 seam. */
    CHECK(geom_in_arc(o, 0, 60, geom_v(5, -2)));
    CHECK(geom_in_arc(o, 350, 60, geom_v(5, 1)));
    CHECK(!geom_in_arc(o, 0, 60, geom_v(-5, -2)));
    /* All round. */
    CHECK(geom_in_arc(o, 0, 360, geom_v(-5, 0)));
    CHECK(geom_in_arc(o, 0, 10, o));
}

static void segment_intersections(void)
{
    vec2 a = geom_v(0, 0), b = geom_v(4, 4);

    CHECK(geom_seg_intersect(a, b, geom_v(0, 4), geom_v(4, 0)));     /* X */
    CHECK(!geom_seg_intersect(a, b, geom_v(1, 0), geom_v(5, 4)));    /* parallel */
    CHECK(geom_seg_intersect(a, b, geom_v(4, 4), geom_v(6, 0)));     /* touch at end */
    CHECK(geom_seg_intersect(a, b, geom_v(2, 2), geom_v(9, 0)));     /* T */
    CHECK(geom_seg_intersect(a, b, geom_v(3, 3), geom_v(6, 6)));     /* overlap */
    CHECK(!geom_seg_intersect(a, b, geom_v(5, 5), geom_v(6, 6)));    /* collinear apart */
    CHECK(!geom_seg_intersect(a, b, geom_v(0, 4), geom_v(1, 3.5)));  /* short of it */
}

static void points_in_polygons(void)
{
    static const vec2 ell[6] = { { 0, 0 }, { 4, 0 }, { 4, 1 }, { 1, 1 }, { 1, 4 }, { 0, 4 } };

    CHECK(geom_point_in_poly(geom_v(5, 5), square, 4));
    CHECK(geom_point_in_poly(geom_v(10, 5), square, 4));  /* boundary */
    CHECK(geom_point_in_poly(geom_v(0, 0), square, 4));   /* corner */
    CHECK(!geom_point_in_poly(geom_v(10.01, 5), square, 4));
    CHECK(!geom_point_in_poly(geom_v(-1, -1), square, 4));
    /* A concave L: its notch is outside. */
    CHECK(geom_point_in_poly(geom_v(0.5, 3), ell, 6));
    CHECK(geom_point_in_poly(geom_v(3, 0.5), ell, 6));
    CHECK(!geom_point_in_poly(geom_v(2, 2), ell, 6));
    CHECK(!geom_point_in_poly(geom_v(2, 2), ell, 2));      /* not a polygon */
}

static void segments_hitting_polygons(void)
{
    CHECK(geom_seg_hits_poly(geom_v(-5, 5), geom_v(15, 5), square, 4));  /* through */
    CHECK(geom_seg_hits_poly(geom_v(2, 2), geom_v(3, 3), square, 4));    /* inside */
    CHECK(geom_seg_hits_poly(geom_v(-5, 5), geom_v(5, 5), square, 4));   /* enters */
    CHECK(!geom_seg_hits_poly(geom_v(-5, -5), geom_v(-5, 15), square, 4));
    CHECK(geom_seg_hits_poly(geom_v(-5, 15), geom_v(15, -5), square, 4)); /* diagonal */
}

static void length_inside_polygons(void)
{
    static const vec2 ell[6] = { { 0, 0 }, { 4, 0 }, { 4, 1 }, { 1, 1 }, { 1, 4 }, { 0, 4 } };

    /* Straight through a 10-inch square: 10 inches of it. */
    CHECK(NEAR(geom_seg_len_in_poly(geom_v(-5, 5), geom_v(15, 5), square, 4), 10));
    /* Half in. */
    CHECK(NEAR(geom_seg_len_in_poly(geom_v(-5, 5), geom_v(5, 5), square, 4), 5));
    /* Wholly inside. */
    CHECK(NEAR(geom_seg_len_in_poly(geom_v(1, 1), geom_v(4, 5), square, 4), 5));
    /* Corner to corner. */
    CHECK(NEAR(geom_seg_len_in_poly(geom_v(-1, -1), geom_v(11, 11), square, 4),
               10 * sqrt(2.0)));
    /* Missing it. */
    CHECK(NEAR(geom_seg_len_in_poly(geom_v(-5, -5), geom_v(-5, 15), square, 4), 0));
    /* Across the concave L at y = 0.5 (in for 4), and at x = 2 (in for 1,
     * out through the notch). */
    CHECK(NEAR(geom_seg_len_in_poly(geom_v(-2, 0.5), geom_v(8, 0.5), ell, 6), 4));
    CHECK(NEAR(geom_seg_len_in_poly(geom_v(2, -3), geom_v(2, 8), ell, 6), 1));
    /* A line that enters the L's two arms: y = 3 - x from (-1, 4) to (4, -1):
     * in the vertical arm for x in [0, 1] and the horizontal arm for
     * x in [2, 3] (y in [0, 1]); each piece is sqrt(2) long. */
    CHECK(NEAR(geom_seg_len_in_poly(geom_v(-1, 4), geom_v(4, -1), ell, 6),
               2 * sqrt(2.0)));
    /* Along an edge counts as inside (boundary is inside). */
    CHECK(NEAR(geom_seg_len_in_poly(geom_v(-2, 0), geom_v(12, 0), square, 4), 10));
}

static void distance_to_segments(void)
{
    vec2 a = geom_v(0, 0), b = geom_v(10, 0);

    CHECK(NEAR(geom_dist_to_seg(geom_v(5, 3), a, b), 3));
    CHECK(NEAR(geom_dist_to_seg(geom_v(-3, 4), a, b), 5));     /* past the end */
    CHECK(NEAR(geom_dist_to_seg(geom_v(13, -4), a, b), 5));
    CHECK(NEAR(geom_dist_to_seg(geom_v(3, 4), a, a), 5));      /* a point */
}

static void moving_toward(void)
{
    vec2 a = geom_v(0, 0), b = geom_v(6, 8), p;

    p = geom_toward(a, b, 5);
    CHECK(NEAR(p.x, 3) && NEAR(p.y, 4));
    p = geom_toward(a, b, 50);   /* never overshoots */
    CHECK(NEAR(p.x, 6) && NEAR(p.y, 8));
    p = geom_toward(a, b, 0);
    CHECK(NEAR(p.x, 0) && NEAR(p.y, 0));
    p = geom_toward(a, a, 3);
    CHECK(NEAR(p.x, 0) && NEAR(p.y, 0));
}

/* Facings by their nearest compass point, 0 east and 90 north, each point
 * 22.5 degrees either side, any turn of the circle. */
static void compass_points(void)
{
    CHECK_STR(geom_compass(0), "east");
    CHECK_STR(geom_compass(22.4), "east");
    CHECK_STR(geom_compass(22.6), "north-east");
    CHECK_STR(geom_compass(92), "north");
    CHECK_STR(geom_compass(180), "west");
    CHECK_STR(geom_compass(315), "south-east");
    CHECK_STR(geom_compass(-45), "south-east");
    CHECK_STR(geom_compass(359), "east");
    CHECK_STR(geom_compass(720 + 270), "south");
}

int main(void)
{
    RUN(compass_points);
    RUN(distance_and_bearing);
    RUN(angle_differences);
    RUN(arcs);
    RUN(segment_intersections);
    RUN(points_in_polygons);
    RUN(segments_hitting_polygons);
    RUN(length_inside_polygons);
    RUN(distance_to_segments);
    RUN(moving_toward);
    TEST_END();
}
