/* paths: finding the project data, the per-user folders (XDG base
 * directories), reading whole files, and writing files so that a crash or
 * a full disk never leaves a half-written save in place of a good one. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>

#include "errs.h"
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

static char dir_error[300];

const char *paths_dir_error(void)
{
    return dir_error[0] ? dir_error : "unknown error";
}

/* Removes the *.tmp files a program killed mid-write left in dir (those
 * older than a minute: a newer one may be another copy's write). */
static void clean_tmp(const char *dir)
{
    DIR *d = opendir(dir);
    struct dirent *de;
    char p[PATH_MAX];
    time_t now = time(NULL);

    if (!d)
        return;
    while ((de = readdir(d))) {
        size_t k = strlen(de->d_name);
        struct stat st;
        if (k < 5 || strcmp(de->d_name + k - 4, ".tmp") != 0)
            continue;
        if ((size_t)snprintf(p, sizeof p, "%s/%s", dir, de->d_name) >= sizeof p)
            continue;
        if (lstat(p, &st) == 0 && S_ISREG(st.st_mode) && now - st.st_mtime > 60)
            unlink(p);
    }
    closedir(d);
}

/* $var/legation/sub, or $HOME/fallback/legation/sub, created. On failure
 * paths_dir_error() says which folder and why. */
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
    else {
        snprintf(dir_error, sizeof dir_error, "neither $%s nor $HOME is set", var);
        return 0;
    }
    if (k < 0 || (size_t)k >= sizeof buf) {
        snprintf(dir_error, sizeof dir_error, "the path of the folder is too long");
        return 0;
    }
    errno = 0;
    if (paths_mkdirs(buf) != 0) {
        int err = errno ? errno : ENOTDIR;
        char clean[200];
        errs_escape(clean, sizeof clean, buf);
        snprintf(dir_error, sizeof dir_error, "%s: %s", clean, strerror(err));
        return 0;
    }
    clean_tmp(buf);
    return put(out, n, buf);
}

int paths_config_dir(char *out, size_t n)
{
    return xdg_dir("XDG_CONFIG_HOME", ".config", "", out, n);
}

int paths_cache_dir(const char *sub, char *out, size_t n)
{
    return xdg_dir("XDG_CACHE_HOME", ".cache", sub ? sub : "", out, n);
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

    struct stat st;

    if (len)
        *len = 0;
    if (!path || !(f = fopen(path, "rb")))
        return NULL;
    /* A folder or a device handed to a loader (or to SDL) ends in a crash
     * or in reading /dev/zero until memory runs out: regular files and
     * pipes only, and no more than PATHS_MAX_FILE bytes. */
    if (fstat(fileno(f), &st) != 0 || !(S_ISREG(st.st_mode) || S_ISFIFO(st.st_mode))) {
        int err = S_ISDIR(st.st_mode) ? EISDIR : ENODEV;
        fclose(f);
        errno = err;
        return NULL;
    }
    /* Read in chunks rather than trusting the size: works for pipes too.
     * A regular file's size is the first guess, so it is one read, not a
     * dozen growing copies. */
    if (S_ISREG(st.st_mode) && st.st_size > 0 && st.st_size <= PATHS_MAX_FILE) {
        cap = (size_t)st.st_size + 4096;
        if (!(buf = malloc(cap + 1))) {
            fclose(f);
            errno = ENOMEM;
            return NULL;
        }
    }
    for (;;) {
        if (used > PATHS_MAX_FILE) {
            free(buf);
            fclose(f);
            errno = EFBIG;
            return NULL;
        }
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

const char *paths_strerror(int err)
{
    switch (err) {
    case 0: return "unknown error";
    case ENODEV: return "not a regular file";
    case EISDIR: return "it is a folder, not a file";
    case EFBIG: return "too large: files are read up to 64 MB";
    default: return strerror(err);
    }
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
