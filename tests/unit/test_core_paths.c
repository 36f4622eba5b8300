/* Unit tests of engine/core/paths: data root, XDG folders, whole-file
 * reads and atomic writes. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include "paths.h"
#include "test.h"

static char tmp[PATH_MAX];

static void make_tmp(void)
{
    char t[] = "/tmp/legation-paths-XXXXXX";

    if (mkdtemp(t))
        snprintf(tmp, sizeof tmp, "%s", t);
}

static int exists(const char *p)
{
    struct stat st;

    return stat(p, &st) == 0;
}

static void mkdirs_and_read_write(void)
{
    char dir[PATH_MAX + 32], file[PATH_MAX + 64];
    size_t len = 99;
    char *text;

    snprintf(dir, sizeof dir, "%s/a/b/c", tmp);
    CHECK_INT(paths_mkdirs(dir), 0);
    CHECK(exists(dir));
    CHECK_INT(paths_mkdirs(dir), 0);          /* already there: fine */
    snprintf(file, sizeof file, "%s/f.txt", dir);
    CHECK_INT(paths_write_atomic(file, "hello\n", 6), 0);
    text = paths_read_file(file, &len);
    CHECK_STR(text, "hello\n");
    CHECK_INT(len, 6);
    free(text);
    CHECK(paths_read_file("/nonexistent/file", &len) == NULL);
    CHECK_INT(len, 0);
    /* A file cannot be a folder on the way. */
    snprintf(dir, sizeof dir, "%s/f.txt/sub", tmp);
    CHECK_INT(paths_write_atomic(dir, "x", 1), -1);
}

static void atomic_write_keeps_old_file_on_failure(void)
{
    char file[PATH_MAX + 32], blocker[PATH_MAX + 40];
    char *text;

    snprintf(file, sizeof file, "%s/save.json", tmp);
    CHECK_INT(paths_write_atomic(file, "good", 4), 0);
    /* Make the temporary name impossible to create: a folder sits there. */
    snprintf(blocker, sizeof blocker, "%s.tmp", file);
    CHECK_INT(mkdir(blocker, 0755), 0);
    CHECK_INT(paths_write_atomic(file, "bad!", 4), -1);
    text = paths_read_file(file, NULL);
    CHECK_STR(text, "good");
    free(text);
    rmdir(blocker);
    /* And a successful rewrite leaves no temporary behind. */
    CHECK_INT(paths_write_atomic(file, "newer", 5), 0);
    text = paths_read_file(file, NULL);
    CHECK_STR(text, "newer");
    free(text);
    CHECK(!exists(blocker));
}

static void large_file_round_trip(void)
{
    char file[PATH_MAX + 32];
    size_t n = 300000, len = 0, i;
    char *data = malloc(n), *back;
    int same;

    for (i = 0; i < n; i++)
        data[i] = (char)('a' + i % 26);
    snprintf(file, sizeof file, "%s/big", tmp);
    CHECK_INT(paths_write_atomic(file, data, n), 0);
    back = paths_read_file(file, &len);
    CHECK_INT(len, n);
    same = back && memcmp(back, data, n) == 0 && back[n] == 0;
    CHECK(same);
    free(back);
    free(data);
}

static void xdg_folders(void)
{
    char out[PATH_MAX], want[PATH_MAX + 64];

    setenv("XDG_CONFIG_HOME", tmp, 1);
    setenv("XDG_DATA_HOME", tmp, 1);
    CHECK(paths_config_dir(out, sizeof out));
    snprintf(want, sizeof want, "%s/legation", tmp);
    CHECK_STR(out, want);
    CHECK(exists(want));
    CHECK(paths_save_dir(out, sizeof out));
    snprintf(want, sizeof want, "%s/legation/saves", tmp);
    CHECK_STR(out, want);
    CHECK(exists(want));
    /* Unset (or relative): fall back to HOME. */
    unsetenv("XDG_CONFIG_HOME");
    setenv("XDG_DATA_HOME", "relative/dir", 1);
    setenv("HOME", tmp, 1);
    CHECK(paths_config_dir(out, sizeof out));
    snprintf(want, sizeof want, "%s/.config/legation", tmp);
    CHECK_STR(out, want);
    CHECK(paths_save_dir(out, sizeof out));
    snprintf(want, sizeof want, "%s/.local/share/legation/saves", tmp);
    CHECK_STR(out, want);
    CHECK(exists(want));
    /* Too small a buffer is a failure, not an overflow. */
    CHECK(!paths_save_dir(out, 4));
}

static void data_root(void)
{
    char root[PATH_MAX + 32], bin[PATH_MAX + 64], out[PATH_MAX], cwd[PATH_MAX];
    char real[PATH_MAX];

    snprintf(root, sizeof root, "%s/proj", tmp);
    snprintf(bin, sizeof bin, "%s/scenarios", root);
    CHECK_INT(paths_mkdirs(bin), 0);
    snprintf(bin, sizeof bin, "%s/build", root);
    CHECK_INT(paths_mkdirs(bin), 0);
    CHECK(realpath(root, real) != NULL);
    /* $LEGATION_DATA wins. */
    setenv("LEGATION_DATA", root, 1);
    CHECK(paths_root(NULL, out, sizeof out));
    CHECK_STR(out, root);
    setenv("LEGATION_DATA", "/nonexistent", 1);
    CHECK(!paths_root(NULL, out, sizeof out));
    unsetenv("LEGATION_DATA");
    /* Beside the binary: <root>/build/legation. */
    snprintf(bin, sizeof bin, "%s/build/legation", root);
    CHECK(paths_root(bin, out, sizeof out));
    CHECK_STR(out, real);
    /* Otherwise the current folder. */
    CHECK(getcwd(cwd, sizeof cwd) != NULL);
    CHECK_INT(chdir(root), 0);
    CHECK(paths_root("legation", out, sizeof out));
    CHECK_STR(out, real);
    CHECK_INT(chdir(tmp), 0);
    CHECK(!paths_root("legation", out, sizeof out));
    CHECK_INT(chdir(cwd), 0);
}

static void cleanup(void)
{
    char cmd[PATH_MAX + 16];

    if (tmp[0] && strncmp(tmp, "/tmp/legation-paths-", 20) == 0) {
        snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmp);
        if (system(cmd) != 0)
            printf("  could not remove %s\n", tmp);
    }
}

int main(void)
{
    make_tmp();
    if (!tmp[0]) {
        printf("FAIL make_tmp\n");
        return 1;
    }
    RUN(mkdirs_and_read_write);
    RUN(atomic_write_keeps_old_file_on_failure);
    RUN(large_file_round_trip);
    RUN(xdg_folders);
    RUN(data_root);
    cleanup();
    TEST_END();
}
