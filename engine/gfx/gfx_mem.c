/* gfx_mem: SDL's memory. Pictures are big blocks (a window-sized texture
 * is 4 MB) that SDL zeroes as soon as it gets them; from plain malloc each
 * of their pages then costs a page fault of its own, which was a fifth of
 * the time to the first frame. Big blocks are mapped with their pages
 * populated at once instead, the biggest in huge pages (on a virtual
 * machine every small page of a picture also costs a slow TLB miss each
 * time it is copied: 4 MB takes about 3 ms through small pages, 0.3 ms
 * through huge ones); small ones go to malloc. Every block carries a
 * header saying which it is. The raster cache reads its files into these
 * blocks too (gfx_rcache.c). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include <SDL.h>

#include "gfx/gfx.h"

#define BIG_BLOCK (256u * 1024u)
#define HUGE_PAGE ((size_t)2 << 20)
#define HUGE_BLOCK ((size_t)1 << 20)

typedef struct block {
    size_t size;           /* bytes asked for */
    size_t mapped;         /* mapping length, 0 when from malloc */
} block;                   /* 16 bytes: keeps malloc's alignment */

static size_t map_len(size_t n)
{
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    return (n + sizeof(block) + page - 1) / page * page;
}

static void *mem_get(size_t n, int zero)
{
    block *b;
    if (n >= HUGE_BLOCK) {
        /* in huge pages where the system gives them on request: a
         * window-sized picture is then two pages, not a thousand */
        size_t len = (n + sizeof(block) + HUGE_PAGE - 1) / HUGE_PAGE * HUGE_PAGE;
        char *raw = mmap(NULL, len + HUGE_PAGE, PROT_READ | PROT_WRITE,
                         MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (raw == MAP_FAILED)
            return NULL;
        char *p = (char *)(((uintptr_t)raw + HUGE_PAGE - 1) / HUGE_PAGE * HUGE_PAGE);
        if (p > raw)
            munmap(raw, (size_t)(p - raw));
        if (p + len < raw + len + HUGE_PAGE)
            munmap(p + len, (size_t)(raw + len + HUGE_PAGE - (p + len)));
        madvise(p, len, MADV_HUGEPAGE);
#ifdef MADV_POPULATE_WRITE
        /* all pages now, huge where the system has them (Linux 5.14+;
         * older kernels refuse it and fault them in one by one) */
        madvise(p, len, MADV_POPULATE_WRITE);
#endif
        b = (block *)p;
        b->mapped = len;
    } else if (n >= BIG_BLOCK) {
        size_t len = map_len(n);
        void *p = mmap(NULL, len, PROT_READ | PROT_WRITE,
                       MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0);
        if (p == MAP_FAILED)
            return NULL;
        b = p;             /* mapped pages are zero already */
        b->mapped = len;
    } else {
        b = zero ? calloc(1, n + sizeof *b) : malloc(n + sizeof *b);
        if (!b)
            return NULL;
        b->mapped = 0;
    }
    b->size = n;
    return b + 1;
}

static void *mem_malloc(size_t n) { return mem_get(n, 0); }

static void *mem_calloc(size_t k, size_t n)
{
    if (n && k > (size_t)-1 / 2 / n)
        return NULL;
    return mem_get(k * n, 1);
}

static void mem_free(void *p)
{
    if (!p)
        return;
    block *b = (block *)p - 1;
    if (b->mapped)
        munmap(b, b->mapped);
    else
        free(b);
}

static void *mem_realloc(void *p, size_t n)
{
    if (!p)
        return mem_get(n, 0);
    block *b = (block *)p - 1;
    if (!b->mapped && n < BIG_BLOCK) {
        block *nb = realloc(b, n + sizeof *b);
        if (!nb)
            return NULL;
        nb->size = n;
        return nb + 1;
    }
    void *q = mem_get(n, 0);
    if (!q)
        return NULL;
    memcpy(q, p, b->size < n ? b->size : n);
    mem_free(p);
    return q;
}

/* the sanitized builds keep SDL on malloc, so its blocks stay checked */
#if defined(__SANITIZE_ADDRESS__)
#define GFX_MEM_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define GFX_MEM_SANITIZED 1
#endif
#endif

void gfx_memory_setup(void)
{
#ifndef GFX_MEM_SANITIZED
    SDL_SetMemoryFunctions(mem_malloc, mem_calloc, mem_realloc, mem_free);
#endif
}
