/* prefs: checking a settings file (the screens keep it: engine/ui/settings.c). */
#ifndef ENGINE_PREFS_H
#define ENGINE_PREFS_H

#include "jsonload.h"

/* A flat object of numbers and strings, no key twice; width 800-8192,
 * height 500-8192, fullscreen 0 or 1, font a string. 1 when good. */
int prefs_check(const jdoc *d, errs *e);

#endif
