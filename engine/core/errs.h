/* errs: a list of readable error messages, collected by loaders and
 * validators so a bad file is reported in full, not one line at a time. */
#ifndef ENGINE_ERRS_H
#define ENGINE_ERRS_H

#include <stdio.h>

#define ERRS_MAX 32
#define ERRS_LEN 512

typedef struct errs {
    char msg[ERRS_MAX][ERRS_LEN];
    int n;       /* messages kept */
    int total;   /* messages reported, kept or not */
} errs;

void errs_clear(errs *e);
/* Copies in to out (size n) with every byte below 32 and DEL written as
 * \n, \t, \r or \xNN, so text from a file prints as one harmless line.
 * Cut short to fit. Returns out. Every message added is escaped so. */
const char *errs_escape(char *out, size_t n, const char *in);
void errs_add(errs *e, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* One message per line to f. */
void errs_print(const errs *e, FILE *f);
/* The first message, or "" when there is none. */
const char *errs_first(const errs *e);

#endif
