/* script_apart: the script command assert-apart, kept out of script.c:
 * no two click targets or named parts of the last frame whose names hold
 * a text overlap (labels drawn over each other). */
#include <stdio.h>
#include <string.h>

#include <SDL.h>

#include "ui/ui_local.h"

int script_check_apart(const ui_app *a, const char *text, char *why, size_t n)
{
    SDL_Rect r, q;
    int found = 0;

    for (int i = 0; i < ui_target_count(a); i++) {
        const char *name = ui_target_name(a, i, &r);
        if (!strstr(name, text))
            continue;
        found++;
        for (int j = i + 1; j < ui_target_count(a); j++) {
            const char *other = ui_target_name(a, j, &q);
            if (strstr(other, text) && SDL_HasIntersection(&r, &q)) {
                snprintf(why, n, "\"%s\" at %d,%d %dx%d overlaps \"%s\" at %d,%d %dx%d", name, r.x, r.y,
                         r.w, r.h, other, q.x, q.y, q.w, q.h);
                return -1;
            }
        }
    }
    if (!found) {
        snprintf(why, n, "nothing on the last frame is named with \"%s\"", text);
        return -1;
    }
    return 0;
}
