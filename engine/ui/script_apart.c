/* script_apart: script commands that check the rectangles of the last
 * frame's click targets and named parts, kept out of script.c:
 * assert-apart (no two whose names hold a text overlap: labels drawn over
 * each other), assert-clear (none whose name holds one text overlaps one
 * whose name holds another: a label over a counter) and assert-size (each such is at least so large: counters
 * and marks that must stay legible). */
#include <stdio.h>
#include <stdlib.h>
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

/* The number ending text (after its last space), cut off with the spaces
 * before it; 0 when there is none. */
static long pop_number(char *text)
{
    char *sp = strrchr(text, ' '), *end;
    long v;

    if (!sp)
        return 0;
    v = strtol(sp + 1, &end, 10);
    if (*end || end == sp + 1)
        return 0;
    while (sp > text && sp[-1] == ' ')
        sp--;
    *sp = 0;
    return v;
}

int script_check_size(const ui_app *a, const char *args, char *why, size_t n)
{
    char text[256];
    long minw, minh;
    size_t len;
    SDL_Rect r;
    int found = 0;

    /* TEXT W H: the two numbers at the end, the text before them */
    snprintf(text, sizeof text, "%s", args);
    len = strlen(text);
    while (len && text[len - 1] == ' ')
        text[--len] = 0;
    if ((minh = pop_number(text)) <= 0 || (minw = pop_number(text)) <= 0)
        goto usage;
    len = strlen(text);
    if (len >= 2 && text[0] == '"' && text[len - 1] == '"') {
        memmove(text, text + 1, len - 2);
        text[len - 2] = 0;
    }
    if (!text[0])
        goto usage;
    for (int i = 0; i < ui_target_count(a); i++) {
        const char *name = ui_target_name(a, i, &r);
        if (!strstr(name, text))
            continue;
        found++;
        if (r.w < minw || r.h < minh) {
            snprintf(why, n, "\"%s\" is %dx%d, less than %ldx%ld", name, r.w, r.h, minw, minh);
            return -1;
        }
    }
    if (!found) {
        snprintf(why, n, "nothing on the last frame is named with \"%s\"", text);
        return -1;
    }
    return 0;
usage:
    snprintf(why, n, "needs TEXT W H (part of a name, the least width and height)");
    return -1;
}

/* The next word of *s, or the text between double quotes, into out. */
static int take_word(const char **s, char *out, size_t n)
{
    const char *p = *s, *e;
    size_t len;

    while (*p == ' ')
        p++;
    if (*p == '"') {
        p++;
        if (!(e = strchr(p, '"')))
            return -1;
        len = (size_t)(e - p);
        *s = e + 1;
    } else {
        e = p + strcspn(p, " ");
        len = (size_t)(e - p);
        *s = e;
    }
    if (!len || len >= n)
        return -1;
    memcpy(out, p, len);
    out[len] = 0;
    return 0;
}

int script_check_clear(const ui_app *a, const char *args, char *why, size_t n)
{
    char one[128], other[128];
    const char *p = args;
    SDL_Rect r, q;
    int found = 0, found_other = 0;

    if (take_word(&p, one, sizeof one) || take_word(&p, other, sizeof other)) {
        snprintf(why, n, "needs two parts of names (\"label\" \"counter \")");
        return -1;
    }
    for (int j = 0; j < ui_target_count(a); j++)
        if (strstr(ui_target_name(a, j, &q), other))
            found_other++;
    for (int i = 0; i < ui_target_count(a); i++) {
        const char *name = ui_target_name(a, i, &r);
        if (!strstr(name, one))
            continue;
        found++;
        for (int j = 0; j < ui_target_count(a); j++) {
            const char *o = ui_target_name(a, j, &q);
            if (j != i && strstr(o, other) && SDL_HasIntersection(&r, &q)) {
                snprintf(why, n, "\"%s\" at %d,%d %dx%d overlaps \"%s\" at %d,%d %dx%d", name, r.x, r.y, r.w,
                         r.h, o, q.x, q.y, q.w, q.h);
                return -1;
            }
        }
    }
    if (!found || !found_other) {
        snprintf(why, n, "nothing on the last frame is named with \"%s\"", found ? other : one);
        return -1;
    }
    return 0;
}
