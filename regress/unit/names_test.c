/* regress/unit/names_test.c — C names of global memory in reports:
 * the layouts lowered from clang's debug info (struct fields, nested
 * structs, arrays of structs, arrays in structs, unions, bit-fields,
 * opaque library types) and the fallbacks "g+OFF" / "g[i]". */
#define _GNU_SOURCE
#include "model/model.h"
#include "solve/solve.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int failures;

static const char names_src[] =
    "#include <pthread.h>\n"
    "typedef struct { int x; volatile long y[3]; } in_t;\n"
    "struct acc { pthread_mutex_t lock; int balance; in_t in;\n"
    "             char name[4]; union { int a; char b[8]; } u;\n"
    "             struct { int q; }; unsigned f1 : 3, f2 : 5; };\n"
    "struct acc accounts[3];\n"
    "const int limit = 5;\n"
    "int grid[2][3];\n"
    "struct flex { int n; int data[]; } fl;\n"
    "int *ptrs[4];\n"
    "pthread_mutex_t locks[2];\n"
    "int main(void) { return limit; }\n";

static const mglobal *names_find(const model *m, const char *name)
{
    for (int32_t i = 0; i < m->nglobals; i++)
        if (strcmp(m->globals[i].name, name) == 0)
            return &m->globals[i];
    return NULL;
}

static void names_expect(const model *m, const char *g, uint64_t off,
                         const char *want)
{
    const mglobal *gl = names_find(m, g);
    if (!gl) {
        fprintf(stderr, "no global %s\n", g);
        failures++;
        return;
    }
    sim s = {.m = m};
    char got[160];
    sim_object_name(&s, NULL, (uint32_t)(gl - m->globals), off, got,
                    sizeof got);
    if (strcmp(got, want) != 0) {
        fprintf(stderr, "%s+%llu: got '%s', want '%s'\n", g,
                (unsigned long long)off, got, want);
        failures++;
    }
}

/* struct acc (LP64): lock 0..39, balance 40, in 48 (x 48, y 56..79),
 * name 80, u 84..91, q 92, f1/f2 96; size 104. */
static void names_lowered(const model *m)
{
    names_expect(m, "accounts", 0, "accounts[0].lock");
    names_expect(m, "accounts", 16, "accounts[0].lock+16"); /* opaque */
    names_expect(m, "accounts", 104 * 2 + 40, "accounts[2].balance");
    names_expect(m, "accounts", 104 + 48, "accounts[1].in.x");
    names_expect(m, "accounts", 104 + 64, "accounts[1].in.y[1]");
    names_expect(m, "accounts", 104 + 44, "accounts[1]+44"); /* padding */
    names_expect(m, "accounts", 82, "accounts[0].name[2]");
    names_expect(m, "accounts", 84, "accounts[0].u.a");
    names_expect(m, "accounts", 89, "accounts[0].u.b[5]");
    names_expect(m, "accounts", 92, "accounts[0].q");
    /* bit-fields sharing the bytes: one memory location, named together */
    names_expect(m, "accounts", 96, "accounts[0].{f1,f2}");
    names_expect(m, "accounts", 104 * 3, "accounts+312");
    names_expect(m, "limit", 0, "limit");
    names_expect(m, "limit", 2, "limit+2");
    names_expect(m, "grid", 4 * 4, "grid[1][1]");
    names_expect(m, "fl", 0, "fl.n");
    names_expect(m, "fl", 4, "fl.data");
    names_expect(m, "fl", 8, "fl+8"); /* no storage */
    names_expect(m, "ptrs", 24, "ptrs[3]");
    names_expect(m, "locks", 40, "locks[1]");
    names_expect(m, "locks", 48, "locks[1]+8");
}

/* Hand-made layouts: broken indices must not be followed. */
static void names_hand_made(void)
{
    struct mgdtype types[2] = {
        {.size = 8, .count = 2, .sub = 0, .kind = 1},
        {.size = 4, .count = 0, .sub = -1, .kind = 2},
    };
    struct mgdmember members[2] = {
        {.name = "a", .off = 0, .size = 4, .type = 1},
        {.name = "b", .off = 4, .size = 4, .type = 7},
    };
    mglobal g[2] = {{.name = "NULL"},
                    {.name = "odd", .size = 8, .dtypes = types,
                     .ndtypes = 2, .dmembers = members, .ndmembers = 2}};
    model m = {.globals = g, .nglobals = 2};
    names_expect(&m, "odd", 2, "odd.a+2");
    names_expect(&m, "odd", 6, "odd.b+2");
    types[0].count = 3; /* members out of range */
    names_expect(&m, "odd", 6, "odd+6");
    sim s = {.m = &m};
    char tiny[5];
    types[0].count = 2;
    sim_object_name(&s, NULL, 1, 6, tiny, sizeof tiny);
    if (strcmp(tiny, "odd.") != 0) {
        fprintf(stderr, "truncated: got '%s'\n", tiny);
        failures++;
    }
}

int main(void)
{
    char path[] = "/tmp/pnbmc-names-XXXXXX.c";
    int fd = mkstemps(path, 2);
    if (fd < 0 || write(fd, names_src, sizeof names_src - 1) !=
                      (ssize_t)(sizeof names_src - 1)) {
        perror("names_test");
        return 1;
    }
    close(fd);
    const char *files[] = {path};
    front_opts o = {0};
    merr e = {0};
    model *m = model_build(files, 1, &o, &e);
    unlink(path);
    if (!m) {
        fprintf(stderr, "model_build failed\n");
        return 1;
    }
    names_lowered(m);
    model_free(m);
    names_hand_made();
    if (failures)
        fprintf(stderr, "%d failures\n", failures);
    return failures ? 1 : 0;
}
