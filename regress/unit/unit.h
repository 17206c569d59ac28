/* regress/unit/unit.h — shared by the unit tests (each a program of its
 * own): CHECK counts the conditions that fail; unit_compile builds a
 * model from C source text; unit_func finds a function by name.  Include
 * it first: it asks for mkstemps (_GNU_SOURCE). */
#ifndef PNBMC_UNIT_H
#define PNBMC_UNIT_H

#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "model/model.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int failures;

#define CHECK(c)                                                        \
    do {                                                                \
        if (!(c)) {                                                     \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__,      \
                    __LINE__, #c);                                      \
            failures++;                                                 \
        }                                                               \
    } while (0)

/* src compiled with the options fo (NULL on failure, reported as who's). */
static inline model *unit_compile(const char *src, const front_opts *fo,
                                  const char *who)
{
    char path[] = "/tmp/pnbmc_unit_test_XXXXXX.c";
    int fd = mkstemps(path, 2);
    if (fd < 0)
        return NULL;
    size_t len = strlen(src);
    bool ok = write(fd, src, len) == (ssize_t)len;
    close(fd);
    const char *files[] = {path};
    merr e = {0};
    model *m = ok ? model_build(files, 1, fo, &e) : NULL;
    if (!m)
        fprintf(stderr, "%s: cannot compile: %s\n", who, e.msg);
    unlink(path);
    return m;
}

/* The index of function name in m, -1 if none. */
static inline int32_t unit_func(const model *m, const char *name)
{
    for (int32_t f = 0; f < m->nfuncs; f++)
        if (strcmp(m->funcs[f].name, name) == 0)
            return f;
    return -1;
}

#endif
