/* kutf_query: small questions about a Keep Up The Fire! state (tracks,
 * defenders, names, victory points), the dice tray's rolls and the log's
 * long lines; shared by the other parts of the rules core. */
#include <stdio.h>
#include <string.h>

#include "kutf.h"
#include "kutf_local.h"

/* ---- small queries -------------------------------------------------- */

int kutf_speed_drm(const kutf_state *s)
{
    return s->data->speed.drm[s->speed_box];
}

int kutf_power_drm(const kutf_state *s)
{
    return s->data->power.drm[s->power_box];
}

int kutf_defenders(const kutf_state *s, int track)
{
    int u, n = 0;

    for (u = 0; u < KUTF_UNITS; u++)
        if (s->utrack[u] == track && s->cp[u] > 0)
            n++;
    return n;
}

int kutf_engaged(const kutf_state *s, int t)
{
    return s->ch[t].kind != KUTF_NOBODY && s->ch[t].space >= KUTF_WALL;
}

int kutf_frozen(const kutf_state *s, int unit)
{
    int t = unit == KUTF_GUN ? s->gun_track : s->utrack[unit];

    return t >= 0 && kutf_engaged(s, t);
}

int kutf_slot_taken(const kutf_state *s, int track, int slot)
{
    int u;

    for (u = 0; u < KUTF_UNITS; u++)
        if (s->utrack[u] == track && s->uslot[u] == slot && s->cp[u] > 0)
            return 1;
    return 0;
}

int kutf_free_slot(const kutf_state *s, int track)
{
    return kutf_slot_taken(s, track, 0) ? 1 : 0;
}

int kutf_in_hand(const kutf_state *s, int card)
{
    int i;

    for (i = 0; i < s->nhand; i++)
        if (s->hand[i] == card)
            return i;
    return -1;
}

const char *kutf_track_name(const kutf_state *s, int t)
{
    return s->data->track[t].name;
}

const char *kutf_kind_name(int kind)
{
    return kind == KUTF_BOXER ? "Boxer" : kind == KUTF_QING ? "Qing" : "no";
}

const char *kutf_box_name(const kutf_state *s, int box, int gun, char *buf,
                          size_t n)
{
    if (gun)
        snprintf(buf, n, "%sG", s->data->track[box & 3].id);
    else
        snprintf(buf, n, "%s%d", s->data->track[(box / 2) & 3].id, box % 2 + 1);
    return buf;
}

const char *kutf_outcome_name(int outcome)
{
    static const char *const names[KUTF_NOUT] = {
        "", "decisive-defeat", "substantive-defeat", "moderate-defeat",
        "pyrrhic-victory", "minor-victory", "moderate-victory",
        "substantive-victory", "decisive-victory"
    };
    return outcome >= 0 && outcome < KUTF_NOUT ? names[outcome] : "";
}

int kutf_victory_level(int vp)
{
    if (vp >= 75)
        return KUTF_OUT_DECISIVE;
    if (vp >= 63)
        return KUTF_OUT_SUBSTANTIVE;
    if (vp >= 46)
        return KUTF_OUT_MODERATE;
    if (vp >= 29)
        return KUTF_OUT_MINOR;
    return KUTF_OUT_PYRRHIC;
}

void kutf_vp_now(const kutf_state *s, kutf_vp *v)
{
    int u;

    memset(v, 0, sizeof *v);
    for (u = 0; u < KUTF_UNITS; u++)
        if (s->cp[u] > 0)
            v->cp += s->cp[u];
    v->cards = s->deck.ndraw;
    v->drm = kutf_speed_drm(s) + kutf_power_drm(s);
    v->heroic = 5 * s->heroic;
    v->total = v->cp + v->cards + v->drm + v->heroic;
}

const char *kutf_mod_label(const kutf_state *s, const kutf_mod *m, char *buf,
                           size_t n)
{
    switch (m->src) {
    case KUTF_SRC_UNIT:
        snprintf(buf, n, "%s", m->arg >= 0 && m->arg < KUTF_UNITS ?
                 s->data->unit[m->arg].name : "unit");
        break;
    case KUTF_SRC_GUN: snprintf(buf, n, "Gun"); break;
    case KUTF_SRC_BOXER: snprintf(buf, n, "Boxer"); break;
    case KUTF_SRC_STREET: snprintf(buf, n, "Street Fighting"); break;
    case KUTF_SRC_EXTREME: snprintf(buf, n, "Extreme Range"); break;
    case KUTF_SRC_WALL: snprintf(buf, n, "Wall"); break;
    case KUTF_SRC_ONE_CP: snprintf(buf, n, "Chinese at 1 CP"); break;
    case KUTF_SRC_CARD: snprintf(buf, n, "Card"); break;
    case KUTF_SRC_EVENT: snprintf(buf, n, "Event"); break;
    case KUTF_SRC_POWER: snprintf(buf, n, "Combat Power"); break;
    case KUTF_SRC_SPEED: snprintf(buf, n, "Speed"); break;
    case KUTF_SRC_PERM: snprintf(buf, n, "Permanent event"); break;
    default: snprintf(buf, n, "?"); break;
    }
    return buf;
}


/* A sentence longer than a log line is split after a "; ". */
void kutf_log_long(glog *log, const char *text)
{
    char part[GLOG_LINE];
    size_t len = strlen(text), cut;

    while (len >= GLOG_LINE) {
        cut = GLOG_LINE - 1;
        while (cut > 0 && !(text[cut - 1] == ';' && text[cut] == ' '))
            cut--;
        if (cut == 0)
            cut = GLOG_LINE - 1;
        snprintf(part, sizeof part, "%.*s", (int)cut, text);
        glog_add(log, "%s", part);
        text += cut;
        while (*text == ' ')
            text++;
        len = strlen(text);
    }
    glog_add(log, "%s", text);
}

/* ---- dice tray ------------------------------------------------------- */

/* "5 +2 (Italy +1, Gun +1) = 7" */
const char *kutf_roll_text(const kutf_state *s, const kutf_roll *r, char *buf,
                             size_t n)
{
    char lab[32];
    size_t k;
    int i, sum = 0;

    if (r->nmods == 0) {
        snprintf(buf, n, "%d", r->die);
        return buf;
    }
    for (i = 0; i < r->nmods; i++)
        sum += r->mod[i].value;
    k = (size_t)snprintf(buf, n, "%d %+d (", r->die, sum);
    for (i = 0; i < r->nmods && k < n; i++)
        k += (size_t)snprintf(buf + k, n - k, "%s%s %+d", i ? ", " : "",
                              kutf_mod_label(s, &r->mod[i], lab, sizeof lab),
                              r->mod[i].value);
    if (k < n)
        snprintf(buf + k, n - k, ") = %d", r->total);
    return buf;
}
