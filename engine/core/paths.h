/* paths: where the data, the saves and the settings live. Data is found
 * beside the binary (../scenarios from build/legation), or in the current
 * folder, or in $LEGATION_DATA. Saves and settings follow the XDG base
 * directories ($XDG_DATA_HOME/legation, $XDG_CONFIG_HOME/legation). */
#ifndef ENGINE_PATHS_H
#define ENGINE_PATHS_H

#include <stddef.h>

/* Folder holding scenarios/ and assets/ (the project root); argv0 helps
 * find it. Returns 1 when found. */
int paths_root(const char *argv0, char *out, size_t n);
/* $XDG_CONFIG_HOME/legation (created if needed). */
int paths_config_dir(char *out, size_t n);
/* $XDG_DATA_HOME/legation/saves (created if needed). */
int paths_save_dir(char *out, size_t n);
/* $XDG_CACHE_HOME/legation/SUB (created if needed): files the program can
 * always make again, such as rasterised art. */
int paths_cache_dir(const char *sub, char *out, size_t n);
/* Why paths_config_dir or paths_save_dir last failed: the folder and the
 * reason ("/x/legation: Not a directory"). Both also remove stale *.tmp
 * files (older than a minute) that a killed write left behind. */
const char *paths_dir_error(void);
/* mkdir -p. 0 on success. */
int paths_mkdirs(const char *dir);
/* Read a whole file into a new NUL-terminated buffer (caller frees).
 * Only regular files and pipes of at most PATHS_MAX_FILE bytes: NULL with
 * errno EISDIR (a folder), ENODEV (a device) or EFBIG (too large). */
#define PATHS_MAX_FILE (64L << 20)
char *paths_read_file(const char *path, size_t *len);
/* strerror, with readable words for the refusals of paths_read_file. */
const char *paths_strerror(int err);
/* Write atomically: path.tmp, fsync, rename. 0 on success. */
int paths_write_atomic(const char *path, const char *data, size_t len);

#endif
