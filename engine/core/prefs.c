/* prefs: the check of a settings file (settings.json), apart from the
 * screens that use it so it can be tested and fuzzed without SDL. The
 * file is a flat object of numbers and strings; the keys the program
 * knows must hold values it can use, others are kept as they are (the
 * launcher remembers choices under keys it makes up). */
#include <limits.h>
#include <string.h>

#include "prefs.h"

int prefs_check(const jdoc *d, errs *e)
{
    const cJSON *it;
    int ok = 1, x;

    if (!cJSON_IsObject(d->root)) {
        jc_fail(d, e, d->root, "", "expected an object, found %s", jc_type_name(d->root));
        return 0;
    }
    if (!jc_object(d, e, d->root, "", NULL))   /* no key twice */
        ok = 0;
    cJSON_ArrayForEach(it, d->root) {
        if (!cJSON_IsNumber(it) && !cJSON_IsString(it)) {
            char p[256];
            jc_fail(d, e, it, jc_path(p, sizeof p, "", it->string),
                    "expected a number or a string, found %s", jc_type_name(it));
            ok = 0;
        }
    }
    ok &= jc_int(d, e, d->root, "width", "", 0, 800, 8192, &x);
    ok &= jc_int(d, e, d->root, "height", "", 0, 500, 8192, &x);
    ok &= jc_int(d, e, d->root, "fullscreen", "", 0, 0, 1, &x);
    if (cJSON_GetObjectItemCaseSensitive(d->root, "font")) {
        char font[1024];
        ok &= jc_str(d, e, d->root, "font", "", 0, font, sizeof font);
    }
    return ok;
}
