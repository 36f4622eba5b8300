/* paths: finding the project data, the per-user folders (XDG base
 * directories), reading whole files, and writing files so that a crash or
 * a full disk never leaves a half-written save in place of a good one. */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

#include "paths.h"

static int is_dir(const char *p)
{
    struct stat st;

    return stat(p, &st) == 0 && S_ISDIR(st.st_mode);
}

static int has_scenarios(const char *root)
{
    char p[PATH_MAX + 16];

    snprintf(p, sizeof p, "%s/scenarios", root);
    return is_dir(p);
}

static int put(char *out, size_t n, const char *s)
{
    if (!out || n == 0 || strlen(s) >= n)
        return 0;
    memcpy(out, s, strlen(s) + 1);
    return 1;
}

/* The folder above the folder holding exe ("build/legation" -> "."). */
static int parent_of_bin(const char *exe, char *out, size_t n)
{
    char buf[PATH_MAX], *slash;

    if (!exe || !*exe || strlen(exe) >= sizeof buf)
        return 0;
    strcpy(buf, exe);
    slash = strrchr(buf, '/');
    if (!slash)
        return 0;                      /* found through $PATH: no folder */
    if (slash == buf)
        return put(out, n, "/");       /* /legation: nothing above */
    *slash = 0;
    if (strlen(buf) + 4 >= sizeof buf)
        return 0;
    strcat(buf, "/..");
    return put(out, n, buf);
}

/* The data beside a binary: the folder above it (a build tree), or
 * share/legation there (`make install`: PREFIX/bin and PREFIX/share). */
static int data_near(const char *exe, char *out, size_t n)
{
    char cand[PATH_MAX], real[PATH_MAX];

    if (!parent_of_bin(exe, cand, sizeof cand))
        return 0;
    if (has_scenarios(cand))
        return put(out, n, realpath(cand, real) ? real : cand);
    if (strlen(cand) + 16 >= sizeof cand)
        return 0;
    strcat(cand, "/share/legation");
    return has_scenarios(cand) && put(out, n, realpath(cand, real) ? real : cand);
}

int paths_root(const char *argv0, char *out, size_t n)
{
    const char *env = getenv("LEGATION_DATA");
    char exe[PATH_MAX], real[PATH_MAX];
    ssize_t k;

    if (env && *env)
        return has_scenarios(env) ? put(out, n, env) : 0;
    if (argv0 && strchr(argv0, '/') && data_near(argv0, out, n))
        return 1;
    k = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (k > 0) {
        exe[k] = 0;
        if (data_near(exe, out, n))
            return 1;
    }
    if (has_scenarios("."))
        return put(out, n, getcwd(real, sizeof real) ? real : ".");
    return 0;
}

int paths_mkdirs(const char *dir)
{
    char buf[PATH_MAX];
    size_t i, len;

    if (!dir || !*dir || (len = strlen(dir)) >= sizeof buf)
        return -1;
    memcpy(buf, dir, len + 1);
    for (i = 1; i <= len; i++) {
        if (buf[i] == '/' || buf[i] == 0) {
            char c = buf[i];
            buf[i] = 0;
            if (mkdir(buf, 0755) != 0 && errno != EEXIST)
                return -1;
            buf[i] = c;
        }
    }
    return is_dir(dir) ? 0 : -1;
}

/* $var/legation/sub, or $HOME/fallback/legation/sub, created. */
static int xdg_dir(const char *var, const char *fallback, const char *sub,
                   char *out, size_t n)
{
    const char *base = getenv(var), *home = getenv("HOME");
    char buf[PATH_MAX];
    int k;

    /* The spec says a relative value is invalid and to be ignored. */
    if (base && base[0] == '/')
        k = snprintf(buf, sizeof buf, "%s/legation%s%s", base, *sub ? "/" : "", sub);
    else if (home && *home)
        k = snprintf(buf, sizeof buf, "%s/%s/legation%s%s", home, fallback,
                     *sub ? "/" : "", sub);
    else
        return 0;
    if (k < 0 || (size_t)k >= sizeof buf)
        return 0;
    if (paths_mkdirs(buf) != 0)
        return 0;
    return put(out, n, buf);
}

int paths_config_dir(char *out, size_t n)
{
    return xdg_dir("XDG_CONFIG_HOME", ".config", "", out, n);
}

int paths_save_dir(char *out, size_t n)
{
    return xdg_dir("XDG_DATA_HOME", ".local/share", "saves", out, n);
}

char *paths_read_file(const char *path, size_t *len)
{
    FILE *f;
    char *buf = NULL, *nb;
    size_t used = 0, cap = 0, got;

    if (len)
        *len = 0;
    if (!path || !(f = fopen(path, "rb")))
        return NULL;
    /* Read in chunks rather than trusting the size: works for pipes too. */
    for (;;) {
        if (cap - used < 4096) {
            cap = cap ? cap * 2 : 8192;
            nb = realloc(buf, cap + 1);
            if (!nb) {
                free(buf);
                fclose(f);
                errno = ENOMEM;
                return NULL;
            }
            buf = nb;
        }
        got = fread(buf + used, 1, cap - used, f);
        used += got;
        if (got == 0)
            break;
    }
    if (ferror(f)) {
        int err = errno;
        free(buf);
        fclose(f);
        errno = err ? err : EIO;
        return NULL;
    }
    fclose(f);
    buf[used] = 0;
    if (len)
        *len = used;
    return buf;
}

int paths_write_atomic(const char *path, const char *data, size_t len)
{
    char tmp[PATH_MAX];
    FILE *f;
    int fd, ok, err;

    if (!path || (!data && len > 0))
        return -1;
    if ((size_t)snprintf(tmp, sizeof tmp, "%s.tmp", path) >= sizeof tmp)
        return -1;
    f = fopen(tmp, "wb");
    if (!f)
        return -1;
    ok = fwrite(data, 1, len, f) == len;
    ok = fflush(f) == 0 && ok;
    fd = fileno(f);
    ok = fd >= 0 && fsync(fd) == 0 && ok;
    err = errno;
    ok = fclose(f) == 0 && ok;
    if (!ok || rename(tmp, path) != 0) {
        err = errno ? errno : err;
        unlink(tmp);               /* the old file was never touched */
        errno = err;
        return -1;
    }
    return 0;
}
