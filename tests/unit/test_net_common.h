/* Network play without the network: a host state and a client state in
 * one program. The host applies each action with its dice recording
 * (dice_record); the client, built by state_load from the host's public
 * position as text (what a joiner receives), applies the same action with
 * those outcomes fed strictly. After every action both public digests
 * must be equal, and the client's public position must hold no rng. */
#ifndef TEST_NET_COMMON_H
#define TEST_NET_COMMON_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "jsonload.h"
#include "test.h"

#define NET_REC_MAX 4096

typedef struct net_run {
    long actions;        /* applied on both */
    long faces;          /* outcomes sent */
    long same_choice;    /* the client's bot chose what the host's did */
    long rejoins;        /* clients built afresh mid-game */
    int over;            /* the game reached its end */
    char outcome[64];
} net_run;

/* The rng fields a public position must not hold. */
static inline int net_has_rng(const cJSON *j)
{
    const cJSON *dc = cJSON_GetObjectItemCaseSensitive(j, "dice");

    return cJSON_GetObjectItemCaseSensitive(j, "rng") ||
           cJSON_GetObjectItemCaseSensitive(j, "rng_uses") ||
           cJSON_GetObjectItemCaseSensitive(j, "bot_salt") ||
           (dc && (cJSON_GetObjectItemCaseSensitive(dc, "rng") ||
                   cJSON_GetObjectItemCaseSensitive(dc, "uses")));
}

/* A client state from the host's public position, through its text. */
static inline void *net_client(const game_rules *r, const char *scenario,
                               const cJSON *options, const void *host)
{
    cJSON *pub = game_public_json(r, host);
    char *text = cJSON_PrintUnformatted(pub);
    jdoc d;
    errs e;
    void *st = NULL;

    errs_clear(&e);
    memset(&d, 0, sizeof d);
    CHECK(pub && !net_has_rng(pub));
    if (text && jdoc_parse(&d, "public", text, &e))
        st = r->state_load(".", scenario, options, &d, d.root, "start", &e);
    if (!st) {
        printf("  %s: the public position does not load:\n", r->id);
        errs_print(&e, stdout);
        t_cur = 1;
    }
    jdoc_free(&d);
    free(text);
    cJSON_Delete(pub);
    return st;
}

/* The two public positions differ: say where (the first 160 characters
 * from the first difference), for the one who must find out why. */
static inline void net_show_difference(const game_rules *r, const void *a, const void *b)
{
    cJSON *ja = game_public_json(r, a), *jb = game_public_json(r, b);
    char *ta = cJSON_PrintUnformatted(ja), *tb = cJSON_PrintUnformatted(jb);
    size_t i = 0;

    while (ta && tb && ta[i] && ta[i] == tb[i])
        i++;
    if (ta && tb)
        printf("  host:   ...%.160s\n  client: ...%.160s\n", ta + (i > 40 ? i - 40 : 0),
               tb + (i > 40 ? i - 40 : 0));
    free(ta);
    free(tb);
    cJSON_Delete(ja);
    cJSON_Delete(jb);
}

/* The digest is FNV-1a over the public position's text (it hashes the
 * tree without writing it: the two must agree on every game's state). */
static inline int net_digest_is_of_text(const game_rules *r, const void *st)
{
    cJSON *j = game_public_json(r, st);
    char *t = j ? cJSON_PrintUnformatted(j) : NULL;
    uint64_t h = 0xcbf29ce484222325ull;

    for (const unsigned char *p = (const unsigned char *)t; p && *p; p++)
        h = (h ^ *p) * 0x100000001b3ull;
    free(t);
    cJSON_Delete(j);
    return h == game_public_digest(r, st);
}

/* Play one bot game of game r in lockstep; the client's bot decides when
 * client_decides (it must see only the public position), the host's
 * otherwise. Every rejoin_every actions (0: never) the client is built
 * afresh from the host's public position, as a player rejoining. sync,
 * when given, copies to the client what its own bot keeps apart from the
 * game (a seed-derived salt), so that the two bots' choices compare. */
static inline int net_lockstep(const game_rules *r, const char *scenario, const cJSON *options,
                               uint64_t seed, long max_actions, int client_decides,
                               long rejoin_every, void (*sync)(const void *host, void *client),
                               net_run *run)
{
    static int rec[NET_REC_MAX];
    errs e;
    void *host, *client;
    char why[256];
    int ok = 1;

    memset(run, 0, sizeof *run);
    errs_clear(&e);
    host = r->create(".", scenario, options, seed, &e);
    if (!host) {
        errs_print(&e, stdout);
        t_cur = 1;
        return 0;
    }
    client = net_client(r, scenario, options, host);
    if (!client) {
        r->destroy(host);
        return 0;
    }
    if (sync)
        sync(host, client);
    while (ok && run->actions < max_actions && r->seat_to_move(host) >= 0) {
        cJSON *a, *other;
        dice *hd = r->state_dice(host), *cd = r->state_dice(client);
        int n, used, rc;
        char *ta, *tb;

        a = r->bot_action(client_decides ? client : host);
        other = r->bot_action(client_decides ? host : client);
        ta = a ? cJSON_PrintUnformatted(a) : NULL;
        tb = other ? cJSON_PrintUnformatted(other) : NULL;
        run->same_choice += ta && tb && strcmp(ta, tb) == 0;
        if (getenv("NET_DEBUG") && ta && tb && strcmp(ta, tb) != 0)
            printf("  %s seed %llu action %ld: the bots chose %s and %s\n", r->id,
                   (unsigned long long)seed, run->actions, ta, tb);
        free(ta);
        free(tb);
        cJSON_Delete(other);
        if (!a) {
            printf("  %s seed %llu: no bot action after %ld\n", r->id,
                   (unsigned long long)seed, run->actions);
            ok = 0;
            break;
        }
        dice_record(hd, rec, NET_REC_MAX);
        rc = r->apply(host, a, NULL, why, sizeof why);
        n = dice_unrecord(hd);
        if (rc != 0 || n < 0) {
            printf("  %s seed %llu action %ld: the host refused %s (%s)\n", r->id,
                   (unsigned long long)seed, run->actions, rc ? "it" : "nothing",
                   rc ? why : "record overflow");
            cJSON_Delete(a);
            ok = 0;
            break;
        }
        dice_feed(cd, rec, n, 1);
        rc = r->apply(client, a, NULL, why, sizeof why);
        if (cd->starved || cd->bad >= 0 || rc != 0) {
            printf("  %s seed %llu action %ld: the client %s (%s; %s)\n", r->id,
                   (unsigned long long)seed, run->actions,
                   rc ? "refused it" : cd->starved ? "starved" : "had a bad face", why,
                   cd->want_purpose);
            ok = 0;
        }
        used = dice_unfeed(cd);
        if (ok && used != n) {
            printf("  %s seed %llu action %ld: the client used %d of %d outcomes\n", r->id,
                   (unsigned long long)seed, run->actions, used, n);
            ok = 0;
        }
        cJSON_Delete(a);
        run->faces += n;
        run->actions++;
        if (ok && game_public_digest(r, host) != game_public_digest(r, client)) {
            printf("  %s seed %llu action %ld: the digests differ\n", r->id,
                   (unsigned long long)seed, run->actions);
            net_show_difference(r, host, client);
            ok = 0;
        }
        if (ok && run->actions % 61 == 1 && !net_digest_is_of_text(r, host)) {
            printf("  %s seed %llu action %ld: the digest is not the text's\n", r->id,
                   (unsigned long long)seed, run->actions);
            ok = 0;
        }
        if (ok && rejoin_every > 0 && run->actions % rejoin_every == 0) {
            r->destroy(client);
            client = net_client(r, scenario, options, host);
            if (!client) {
                r->destroy(host);
                return 0;
            }
            if (sync)
                sync(host, client);
            run->rejoins++;
            if (game_public_digest(r, host) != game_public_digest(r, client)) {
                printf("  %s seed %llu action %ld: a rejoined client differs\n", r->id,
                       (unsigned long long)seed, run->actions);
                net_show_difference(r, host, client);
                ok = 0;
            }
        }
    }
    run->over = r->outcome(host, run->outcome, sizeof run->outcome);
    if (ok) {
        char co[64];
        cJSON *pub = game_public_json(r, client);
        CHECK(!net_has_rng(pub));
        cJSON_Delete(pub);
        CHECK_INT(r->outcome(client, co, sizeof co), run->over);
        if (run->over)
            CHECK_STR(co, run->outcome);
    }
    r->destroy(host);
    r->destroy(client);
    if (!ok)
        t_cur = 1;
    return ok;
}

#endif
