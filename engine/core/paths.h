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
/* mkdir -p. 0 on success. */
int paths_mkdirs(const char *dir);
/* Read a whole file into a new NUL-terminated buffer (caller frees). */
char *paths_read_file(const char *path, size_t *len);
/* Write atomically: path.tmp, fsync, rename. 0 on success. */
int paths_write_atomic(const char *path, const char *data, size_t len);

#endif
