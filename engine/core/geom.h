/* geom: the miniatures table, measured in inches. Points, distances,
 * facing arcs, and segment/polygon tests for line of sight and terrain
 * areas. Angles are in degrees, 0 = east (+x), counter-clockwise, with
 * y pointing up the table (the view flips it for the screen). */
#ifndef ENGINE_GEOM_H
#define ENGINE_GEOM_H

typedef struct vec2 {
    double x, y;
} vec2;

vec2 geom_v(double x, double y);
double geom_dist(vec2 a, vec2 b);
/* Bearing from a to b in degrees [0, 360). */
double geom_bearing(vec2 a, vec2 b);
/* Smallest difference between two angles, in [0, 180]. */
double geom_angle_diff(double a, double b);
/* The nearest of the eight compass points to an angle ("north-east"),
 * the table's north being +y: how the logs and screens name a facing. */
const char *geom_compass(double deg);
/* Is target within the arc of arc_deg total width centred on facing? */
int geom_in_arc(vec2 from, double facing_deg, double arc_deg, vec2 target);
/* Do segments ab and cd intersect (touching counts)? */
int geom_seg_intersect(vec2 a, vec2 b, vec2 c, vec2 d);
/* Point inside a simple polygon (boundary counts as inside). */
int geom_point_in_poly(vec2 p, const vec2 *poly, int n);
/* Does the segment ab cross or enter the polygon? */
int geom_seg_hits_poly(vec2 a, vec2 b, const vec2 *poly, int n);
/* Length of segment ab that lies inside the polygon (e.g. how much woods
 * a line of sight passes through). */
double geom_seg_len_in_poly(vec2 a, vec2 b, const vec2 *poly, int n);
/* Distance from p to the segment ab. */
double geom_dist_to_seg(vec2 p, vec2 a, vec2 b);
/* Move from a towards b by at most d inches. */
vec2 geom_toward(vec2 a, vec2 b, double d);

#endif
