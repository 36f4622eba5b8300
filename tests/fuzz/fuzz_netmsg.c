/* fuzz_netmsg: the network protocol's message checker (engine/net/netmsg.c)
 * on any bytes, as the host meets them from a client and a client from
 * its host. The first byte picks the direction. A message it accepts must
 * come back the same through netmsg_text and a second parse, and every
 * refusal must say why in one printable line. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "net/netmsg.h"

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size);
int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
    char why[300];
    cJSON *m = NULL, *back = NULL;
    int dir, type;

    if (size < 1)
        return 0;
    dir = data[0] & 1 ? NETMSG_TO_CLIENT : NETMSG_TO_HOST;
    why[0] = 0;
    type = netmsg_parse(data + 1, size - 1, dir, &m, why, sizeof why);
    if (type == NETMSG_BAD) {
        if (m || !why[0])
            abort();   /* a refusal owns nothing and says why */
        for (const char *p = why; *p; p++)
            if ((unsigned char)*p < 32 || *p == 127)
                abort();
        return 0;
    }
    if (!m || type < 0 || type >= NETMSG_NTYPES)
        abort();
    {
        size_t len;
        char *text = netmsg_text(m, &len);
        if (text) {
            if (netmsg_parse(text, len, dir, &back, why, sizeof why) != type ||
                !cJSON_Compare(m, back, 1))
                abort();
            cJSON_Delete(back);
            free(text);
        }
    }
    cJSON_Delete(m);
    return 0;
}
