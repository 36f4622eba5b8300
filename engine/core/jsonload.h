/* jsonload: reading JSON data files with precise error locations.
 * A jdoc keeps the text beside the cJSON tree so any node can be traced to
 * its line. The jc_* checkers test one field each and report problems as
 *   file:line: json.path: expected <what>, found <what>
 * into an errs list; they return 1 when the field is good. Loaders use them
 * in two passes: shape and types first, then cross-references (jc_ref). */
#ifndef ENGINE_JSONLOAD_H
#define ENGINE_JSONLOAD_H

#include <cJSON.h>

#include "errs.h"

typedef struct jdoc {
    char *path;     /* as given, used in messages */
    char *text;
    size_t len;
    cJSON *root;    /* NULL when the text did not parse */
    int *lines;     /* line of each node, in pre-order (internal) */
    int nlines;
    /* node -> pre-order index, an open-addressing table (internal): a
     * line lookup is O(1), so reporting many problems stays linear */
    const cJSON **hkey;
    int *hval;
    size_t hcap;
} jdoc;

/* Read and parse a file. On a syntax error reports
 * "file:line:col: syntax error: ..." and returns 0 (root stays NULL). */
int jdoc_load(jdoc *d, const char *path, errs *e);
/* Parse text already in memory; name is used in messages. */
int jdoc_parse(jdoc *d, const char *name, const char *text, errs *e);
void jdoc_free(jdoc *d);
/* Design notes (*.md beside the data): a regular, non-empty file of UTF-8
 * text without NUL bytes. 1 when good; otherwise a message in e. */
int jdoc_check_notes(const char *path, errs *e);
/* 1-based line where node starts (0 if unknown). */
int jdoc_line(const jdoc *d, const cJSON *node);

/* The one safe way a JSON number becomes an int: 1 when v is a number,
 * finite, whole and within lo..hi (inclusive), with *out set; 0 otherwise
 * and *out untouched. Never casts before the range check (a double out of
 * int range cast to int is undefined behaviour). */
int jnum_int(const cJSON *v, int lo, int hi, int *out);

/* A short name of the node's JSON type: "object", "string", "number"... */
const char *jc_type_name(const cJSON *node);

/* How a found value reads in a message: 7, "three", true, null, an object,
 * an array, nothing (NULL). For custom "expected ..., found %s" texts. */
const char *jc_describe(const cJSON *node, char *buf, size_t n);

/* Report a problem at node: "file:line: path: " + formatted text. */
void jc_fail(const jdoc *d, errs *e, const cJSON *node, const char *path,
             const char *fmt, ...) __attribute__((format(printf, 5, 6)));

/* obj must be an object whose keys are all in the NULL-terminated list
 * allowed; each unknown key is an error naming it. */
int jc_object(const jdoc *d, errs *e, const cJSON *obj, const char *path,
              const char *const *allowed);
/* Field key of obj. required: missing is an error; otherwise the default
 * stays in *out. Ranges are inclusive. */
int jc_int(const jdoc *d, errs *e, const cJSON *obj, const char *key,
           const char *path, int required, int lo, int hi, int *out);
int jc_num(const jdoc *d, errs *e, const cJSON *obj, const char *key,
           const char *path, int required, double lo, double hi, double *out);
int jc_bool(const jdoc *d, errs *e, const cJSON *obj, const char *key,
            const char *path, int required, int *out);
/* String copied into out (size n); too long is an error. */
int jc_str(const jdoc *d, errs *e, const cJSON *obj, const char *key,
           const char *path, int required, char *out, size_t n);
/* String that must be one of the NULL-terminated choices; *out = index. */
int jc_enum(const jdoc *d, errs *e, const cJSON *obj, const char *key,
            const char *path, int required, const char *const *choices,
            int *out);
/* Array field with lo..hi elements; *out = the array (NULL if absent and
 * not required). */
int jc_array(const jdoc *d, errs *e, const cJSON *obj, const char *key,
             const char *path, int required, int lo, int hi,
             const cJSON **out);
/* Object field; *out = the object. Unknown keys checked with allowed. */
int jc_child(const jdoc *d, errs *e, const cJSON *obj, const char *key,
             const char *path, int required, const char *const *allowed,
             const cJSON **out);
/* Cross-reference: name must be one of the n ids; *out = its index.
 * Reports "path: no <what> called "<name>"" as a dangling reference. */
int jc_ref(const jdoc *d, errs *e, const cJSON *node, const char *path,
           const char *what, const char *name, const char *const *ids, int n,
           int *out);

/* Builds "parent.key" or "parent[i]" into buf; returns buf. */
const char *jc_path(char *buf, size_t n, const char *parent, const char *key);
const char *jc_pathi(char *buf, size_t n, const char *parent, int i);

#endif
