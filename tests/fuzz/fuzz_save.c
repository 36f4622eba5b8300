/* fuzz_save: the <game>-save targets and the shared message check. The
 * input is written as a save file and loaded the way `legation replay`
 * and the Load dialog do; a save that loads is then used the way a game
 * would use it (legal actions, state dump, undo, save again). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "catalog.h"
#include "fuzz.h"
#include "prefs.h"
#include "session.h"

static char save_path[700], out_path[700];
static const char *data_root;

void fuzz_check_messages(const errs *e)
{
    for (int i = 0; i < e->n; i++)
        for (const unsigned char *p = (const unsigned char *)e->msg[i]; *p; p++)
            if (*p < 32 || *p == 127) {
                fprintf(stderr, "unescaped byte %d in message: %s\n", *p, e->msg[i]);
                abort();
            }
}

#if FUZZ_KIND != FUZZ_SCRIPT
void fuzz_init(const char *root)
{
    data_root = root;
    snprintf(save_path, sizeof save_path, "%s/save.json", root);
    snprintf(out_path, sizeof out_path, "%s/again.json", root);
}
#endif

void fuzz_save(const uint8_t *data, size_t size)
{
    FILE *f = fopen(save_path, "wb");
    session *s;
    errs e;
    char why[256];

    if (!f)
        abort();
    if (size)
        fwrite(data, 1, size, f);
    fclose(f);
    errs_clear(&e);
    s = session_load(save_path, data_root, fuzz_find_rules, &e);
    fuzz_check_messages(&e);
    if (!s) {
        if (e.n == 0) {
            fprintf(stderr, "a save was refused without a message\n");
            abort();
        }
        return;
    }
    {
        cJSON *j = s->rules->legal ? s->rules->legal(s->state) : NULL;
        cJSON_Delete(j);
        j = s->rules->state_json ? s->rules->state_json(s->state) : NULL;
        cJSON_Delete(j);
    }
    if (session_can_undo(s) > 0 && session_undo(s, why, sizeof why) != 0) {
        fprintf(stderr, "undo failed on a loaded save: %s\n", why);
        abort();
    }
    errs_clear(&e);
    if (session_save(s, out_path, &e) != 0) {
        fprintf(stderr, "cannot save again: %s\n", errs_first(&e));
        abort();
    }
    session_free(s);
    /* what was written must load again */
    errs_clear(&e);
    s = session_load(out_path, data_root, fuzz_find_rules, &e);
    if (!s) {
        fprintf(stderr, "a save written back does not load: %s\n", errs_first(&e));
        abort();
    }
    session_free(s);
}

/* Walk every node with the checkers a loader would use on it. */
static void walk(const jdoc *d, errs *e, const cJSON *n, const char *path, int depth)
{
    static const char *const some[] = { "id", "type", "name", NULL };
    char sub[256], buf[96];
    const cJSON *c;
    int i = 0, x;
    double y;

    jc_describe(n, buf, sizeof buf);
    jnum_int(n, -1000, 1000, &x);
    if (cJSON_IsObject(n)) {
        jc_object(d, e, n, path, some);
        jc_int(d, e, n, "id", path, 0, 0, 99, &x);
        jc_num(d, e, n, "type", path, 0, -1, 1, &y);
        jc_str(d, e, n, "name", path, 0, buf, 8);
    }
    if (depth > 64)
        return;
    cJSON_ArrayForEach(c, n) {
        if (c->string)
            jc_path(sub, sizeof sub, path, c->string);
        else
            jc_pathi(sub, sizeof sub, path, i);
        walk(d, e, c, sub, depth + 1);
        i++;
    }
}

void fuzz_json(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    errs e;
    jdoc d;

    if (!text)
        return;
    memcpy(text, data, size);
    text[size] = 0;
    errs_clear(&e);
    if (jdoc_parse(&d, "fuzz.json", text, &e))
        walk(&d, &e, d.root, "", 0);
    else if (e.n == 0)
        abort();
    fuzz_check_messages(&e);
    jdoc_free(&d);
    free(text);
}

void fuzz_catalog(const uint8_t *data, size_t size)
{
    FILE *f = fopen(save_path, "wb");
    errs e;
    int ok;

    if (!f)
        abort();
    if (size)
        fwrite(data, 1, size, f);
    fclose(f);
    errs_clear(&e);
    ok = catalog_validate_file(save_path, &e);
    if (!ok && e.n == 0)
        abort();
    fuzz_check_messages(&e);
}

void fuzz_settings(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    errs e;
    jdoc d;

    if (!text)
        return;
    memcpy(text, data, size);
    text[size] = 0;
    errs_clear(&e);
    if (jdoc_parse(&d, "settings.json", text, &e))
        prefs_check(&d, &e);
    else if (e.n == 0)
        abort();
    fuzz_check_messages(&e);
    jdoc_free(&d);
    free(text);
}
