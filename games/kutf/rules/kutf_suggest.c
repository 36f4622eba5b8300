/* kutf_suggest: the Suggest button: the computer player's move for the
 * present position (kutf_bot_choose_level) and why, in one sentence. */
#include <stdio.h>
#include <string.h>

#include "kutf.h"
#include "kutf_bot.h"

static const char *const SPACE[] = {
    "Extreme Range", "Long Range", "the Wall", "the Street", "Fort Halliday" };

static const char *kind_word(int kind)
{
    return kind == KUTF_BOXER ? "Boxer" : "Qing";
}

static void why_action(const kutf_state *s, const kutf_action *a, char *why,
                       size_t n)
{
    const kutf_data *d = s->data;
    const kutf_chinese *ch = a->track >= 0 ? &s->ch[a->track] : NULL;

    switch (a->type) {
    case KUTF_A_FIRE:
        snprintf(why, n, "Fire at the %s %s (%d CP) at %s: it is the most "
                 "dangerous target in reach, and a hit now keeps it off the "
                 "wall.", d->track[a->track].name, kind_word(ch->kind), ch->cp,
                 SPACE[ch->space]);
        break;
    case KUTF_A_MELEE:
        snprintf(why, n, "Melee the %s %s (%d CP) at %s: left alone it %s, "
                 "and the casualties it costs are worth it.",
                 d->track[a->track].name, kind_word(ch->kind), ch->cp,
                 SPACE[ch->space], ch->space == KUTF_STREET ?
                 "storms Fort Halliday next" : "reaches the streets next");
        break;
    case KUTF_A_FORTIFY:
        snprintf(why, n, "Fortify (level %d to %d): no attack is worth more "
                 "now, and each level can absorb a melee casualty.", s->fort,
                 s->fort + 1);
        break;
    case KUTF_A_PEITANG:
        snprintf(why, n, "Aid the Peitang: a die over %d gives a Heroic "
                 "Effort, worth %d VP, and no attack needs this Action more.",
                 d->peitang_target, 5 * d->peitang_heroic);
        break;
    case KUTF_A_PLAY_EVENT:
        snprintf(why, n, "Play %s now: its effect helps at once.",
                 d->card[a->card].title);
        break;
    default:
        snprintf(why, n, "End the Actions: nothing left is worth an Action "
                 "(the Chinese units are out of reach or too costly).");
        break;
    }
}

static void why_other(const kutf_state *s, const kutf_action *a, char *why,
                      size_t n)
{
    const kutf_data *d = s->data;
    const char *who = a->unit == KUTF_GUN ? "the International Gun" :
                      a->unit >= 0 && a->unit < KUTF_UNITS ?
                      d->unit[a->unit].name : "";

    switch (a->type) {
    case KUTF_A_PLACE:
        if (s->seg == KUTF_SEG_SETUP && s->pend == KUTF_PEND_NONE)
            snprintf(why, n, "Place %s on the %s wall: one fire bonus and one "
                     "melee bonus on each wall.", who,
                     d->track[a->box / 2 % KUTF_TRACKS].name);
        else
            snprintf(why, n, "Put %s on the %s wall: the most threatened wall "
                     "with room.", who, d->track[(a->unit == KUTF_GUN ? a->box :
                     a->box / 2) % KUTF_TRACKS].name);
        break;
    case KUTF_A_CASUALTY:
        if (a->unit < 0)
            snprintf(why, n, "Take it from the fortification: a level costs "
                     "no CP, and CP are lives and victory points.");
        else
            snprintf(why, n, "Take it from %s: the defender with the most CP "
                     "to spare.", who);
        break;
    case KUTF_A_GAIN:
        snprintf(why, n, "Give it to %s: the furthest below its starting CP.",
                 who);
        break;
    case KUTF_A_LOSE:
        snprintf(why, n, "Take it from %s: the unit with the most CP to lose.",
                 who);
        break;
    case KUTF_A_HALT:
        snprintf(why, n, "Hold the %s unit: it is the nearest to the "
                 "compound.", d->track[a->track].name);
        break;
    case KUTF_A_MOVE:
        snprintf(why, n, "Move %s to the %s wall: it is more threatened than "
                 "the wall it leaves.", who, d->track[a->track].name);
        break;
    case KUTF_A_END:
        snprintf(why, n, "End the movement: no unengaged unit is needed more "
                 "on another wall.");
        break;
    default:
        snprintf(why, n, "The strong player would do this now.");
        break;
    }
}

int kutf_bot_suggest(const kutf_state *s, kutf_action *out, char *why,
                     size_t n)
{
    kutf_action acts[KUTF_MAX_ACTIONS];
    int k;

    if (!kutf_bot_choose_level(s, out, s->bot_level))
        return 0;
    if (!why || !n)
        return 1;
    why[0] = 0;
    if (s->bot_level == KUTF_BOT_BASIC && (s->pend == KUTF_PEND_LOSS ||
        (s->pend == KUTF_PEND_NONE && s->seg == KUTF_SEG_COMMANDS))) {
        snprintf(why, n, "The first player's rule of thumb: Speed to +3 first, "
                 "attack with two Commands left, then advance; pay Losses "
                 "with what hurts least.");
    } else if (kutf_plan_of(s->data) && (s->pend == KUTF_PEND_LOSS ||
        (s->pend == KUTF_PEND_NONE && s->seg == KUTF_SEG_COMMANDS))) {
        k = kutf_legal(s, acts, KUTF_MAX_ACTIONS);
        if (s->pend == KUTF_PEND_LOSS)
            kutf_bot_plan_loss(s, acts, k, out, why, n);
        else
            kutf_bot_plan_command(s, acts, k, out, why, n);
    } else if (s->pend == KUTF_PEND_NONE && s->seg == KUTF_SEG_ACTIONS) {
        why_action(s, out, why, n);
    } else {
        why_other(s, out, why, n);
    }
    return 1;
}
