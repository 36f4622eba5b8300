/* chart: a line-and-bar chart drawn with the engine's own gfx, for the
 * story page of every game and the widget gallery. Points stand evenly
 * along the x axis (a game's turns); each series is drawn as a line, as
 * bars beside the other bar series, or as marks under the axis at the
 * points where its value is above 0 (routs, melees). */
#ifndef ENGINE_UI_CHART_H
#define ENGINE_UI_CHART_H

#include "ui/ui.h"

enum { UI_CHART_LINE, UI_CHART_BAR, UI_CHART_MARK }; /* = STORY_LINE.. */

typedef struct ui_chart_series {
    const char *name;
    unsigned color;       /* 0xRRGGBB */
    int kind;             /* UI_CHART_* */
    const double *v;      /* n values */
} ui_chart_series;

typedef struct ui_chart {
    const char *title;
    const char *x_name;   /* "turn": the axis's name and the tooltip's */
    int n;                /* points */
    const int *x;         /* each point's label on the axis (a turn) */
    const int *ticks;     /* each point: small marks under the axis (cards
                             drawn since the last point); may be NULL */
    const char *ticks_name;
    int nseries;
    const ui_chart_series *s;
} ui_chart;

/* Draw c into r. Each point's column is a target "NAME point K" (K from
 * 0) and the pointer over it shows the values; returns the point clicked
 * this frame, or -1. */
int ui_chart_draw(ui_app *a, SDL_Rect r, const ui_chart *c, const char *name);

#endif
