/* replay: a saved game shown again (no SDL). A session holding the whole
 * game gives sessions at any position of it, steps one of them forward by
 * the next action, and walks the game position by position so that the
 * viewer can mark where turns and cards begin, which log lines each
 * action wrote, and the story charts can sample the game. */
#ifndef ENGINE_REPLAY_H
#define ENGINE_REPLAY_H

#include "errs.h"
#include "session.h"

/* A new session at the position after the first n actions of full: the
 * same scenario, options, seed, start and dice (rolls), so it is the
 * position `replay --at n` loads. NULL with the reason in e. */
session *replay_at(const session *full, int n, errs *e);
/* Apply to s (a session made by replay_at from full) the next action of
 * full. 0, or -1 with why (s is at the end, or the rules refused). */
int replay_step(session *s, const session *full, char *why, size_t n);

/* What a walk of the game learned, position by position (0..n). */
typedef struct replay_map {
    int n;              /* actions in the game */
    long *line_end;     /* line_end[p]: log lines written by then (total) */
    int *turn;          /* turn[p]: the game's turn there (0 without story) */
    int *card;          /* card[p]: cards drawn there (-1 without cards) */
} replay_map;

/* Walk full from its start, calling visit (may be NULL) at every
 * position p = 0..n with the state and its log, and fill map. 0, or -1
 * with the reason in e. */
typedef void (*replay_visit_fn)(void *ctx, int p, const void *state, const glog *log);
int replay_walk(const session *full, replay_map *map, replay_visit_fn visit, void *ctx, errs *e);
void replay_map_free(replay_map *map);
/* The action whose log lines hold line number line (a total count, as
 * glog's total): the position to show for it; -1 when none. */
int replay_action_of_line(const replay_map *map, long line);

#endif
