/* session_local: what session.c (play) and session_save.c (the save
 * file) share inside engine/core; not for games or views. */
#ifndef ENGINE_CORE_SESSION_LOCAL_H
#define ENGINE_CORE_SESSION_LOCAL_H

#include "session.h"

/* Apply action to the session's state for real and record it (rolls
 * from the save first); 0, or -1 with why (s->bad_roll names a save's
 * roll the rules refused). */
int session_apply_real(session *s, const cJSON *action, char *why, size_t n);
/* Append a die face to the session's feed (s->rolls); 0 when out of
 * memory. */
int session_push_roll(session *s, int face);

#endif
