/* regress/unit/pointsto_test.c — the points-to analysis (pointsto.c) and
 * its use in the net: small C programs compiled through model_build, then
 * the targets of lock operands and thread start routines are checked. */
#include "regress/unit/unit.h"

#include <stddef.h>

static model *t_compile(const char *src)
{
    front_opts fo = {0};
    return unit_compile(src, &fo, "pointsto_test");
}

static uint32_t t_glob(const model *m, const char *name)
{
    for (int32_t g = 1; g < m->nglobals; g++)
        if (m->globals[g].name && strcmp(m->globals[g].name, name) == 0)
            return (uint32_t)g;
    return 0;
}

/* Instruction index of the k-th primitive of kind pk in function f. */
static int32_t t_prim(const model *m, int32_t f, prim_kind pk, int k)
{
    for (int32_t ip = 0; f >= 0 && ip < m->funcs[f].ncode; ip++) {
        const minstr *mi = &m->funcs[f].code[ip];
        if (mi->kind == MI_PRIM && mi->op == pk && k-- == 0)
            return ip;
    }
    return -1;
}

/* Targets of operand opi of the k-th pk primitive of function fname. */
static int32_t t_targets(const pta *p, const model *m, const char *fname,
                         prim_kind pk, int k, int opi, pta_loc *out)
{
    int32_t f = unit_func(m, fname), ip = t_prim(m, f, pk, k);
    CHECK(ip >= 0);
    if (ip < 0 || opi >= m->funcs[f].code[ip].nops)
        return -1;
    return pta_targets(p, f, &m->funcs[f].code[ip].ops[opi], out, 8);
}

/* Mutex place on which the lock transition of slot s at the k-th lock of
 * fname has an arc, -1 none, -2 no such transition. */
static int32_t t_lock_arc(const pnet *n, const model *m, int32_t s,
                          const char *fname, int k)
{
    int32_t f = unit_func(m, fname), ip = t_prim(m, f, PR_MUTEX_LOCK, k);
    for (int32_t t = 0; t < n->ntrans; t++) {
        const ptrans *tr = &n->trans[t];
        if (tr->slot != s || tr->func != f || tr->from_point != ip)
            continue;
        for (int32_t a = 0; a < tr->narcs; a++)
            if (n->places[tr->arcs[a].place].kind == PL_MUTEX)
                return tr->arcs[a].place;
        return -1;
    }
    return -2;
}

static int32_t t_count_summaries(const pnet *n)
{
    int32_t k = 0;
    for (int32_t p = 0; p < n->nplaces; p++)
        k += n->places[p].kind == PL_MUTEX && n->places[p].off == UINT64_MAX;
    return k;
}

/* A global mutex passed through helper parameters: exact, with arcs; a
 * helper called with two different mutexes: both targets, no arcs. */
static void t_helper_param(void)
{
    model *m = t_compile(
        "#include <pthread.h>\n"
        "pthread_mutex_t ma, mc, md;\n"
        "int x;\n"
        "void take(pthread_mutex_t *m) { pthread_mutex_lock(m); }\n"
        "void give(pthread_mutex_t *m) { pthread_mutex_unlock(m); }\n"
        "void both(pthread_mutex_t *m) { pthread_mutex_lock(m); x++;\n"
        "  pthread_mutex_unlock(m); }\n"
        "void *w(void *a) { take(&ma); x++; give(&ma); return a; }\n"
        "int main(void) { pthread_t t; pthread_create(&t, 0, w, 0);\n"
        "  both(&mc); both(&md); take(&ma); give(&ma);\n"
        "  pthread_join(t, 0); return x; }\n");
    CHECK(m != NULL);
    if (!m)
        return;
    pta *p = pta_build(m);
    CHECK(p != NULL);
    pta_loc l[8];
    uint32_t ma = t_glob(m, "ma"), mc = t_glob(m, "mc"), md = t_glob(m, "md");
    int32_t n = t_targets(p, m, "take", PR_MUTEX_LOCK, 0, 1, l);
    CHECK(n == 1 && l[0].obj_kind == PTA_GLOBAL && l[0].obj == ma &&
          l[0].off == 0 && !l[0].any_off && pta_single_global(m, l, n));
    n = t_targets(p, m, "give", PR_MUTEX_UNLOCK, 0, 1, l);
    CHECK(n == 1 && l[0].obj == ma && pta_single_global(m, l, n));
    n = t_targets(p, m, "both", PR_MUTEX_LOCK, 0, 1, l);
    CHECK(n == 2 && !pta_single_global(m, l, n));
    CHECK(n == 2 && ((l[0].obj == mc && l[1].obj == md) ||
                     (l[0].obj == md && l[1].obj == mc)));
    pta_free(p);
    merr e = {0};
    pnet *net = net_build(m, 2, &e);
    CHECK(net != NULL);
    if (net) {
        int32_t pl = net_mutex_place(net, ma, 0);
        CHECK(pl >= 0);
        CHECK(t_lock_arc(net, m, 1, "take", 0) == pl); /* worker's copy */
        CHECK(t_lock_arc(net, m, 0, "take", 0) == pl); /* main's copy */
        CHECK(net_mutex_place(net, mc, 0) == -1);
        CHECK(net_mutex_place(net, md, 0) == -1);
        CHECK(t_lock_arc(net, m, 0, "both", 0) == -1);
        CHECK(t_count_summaries(net) == 2);
        net_free(net);
    }
    model_free(m);
}

/* A mutex field of a struct passed as the thread argument: field offset. */
static void t_struct_field(void)
{
    model *m = t_compile(
        "#include <pthread.h>\n"
        "struct acct { long bal; pthread_mutex_t lock; } acc;\n"
        "void *w(void *a) { struct acct *p = a;\n"
        "  pthread_mutex_lock(&p->lock); p->bal++;\n"
        "  pthread_mutex_unlock(&p->lock); return 0; }\n"
        "int main(void) { pthread_t t[2];\n"
        "  for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, w, &acc);\n"
        "  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);\n"
        "  return (int)acc.bal; }\n");
    CHECK(m != NULL);
    if (!m)
        return;
    struct acct { long bal; void *lock[5]; }; /* lock: pointer-aligned */
    pta *p = pta_build(m);
    CHECK(p != NULL);
    pta_loc l[8];
    uint32_t acc = t_glob(m, "acc");
    int32_t n = t_targets(p, m, "w", PR_MUTEX_LOCK, 0, 1, l);
    CHECK(n == 1 && l[0].obj == acc && !l[0].any_off &&
          l[0].off == (int64_t)offsetof(struct acct, lock));
    n = t_targets(p, m, "main", PR_THREAD_CREATE, 0, 4, l);
    CHECK(n == 1 && l[0].obj == acc && l[0].off == 0);
    pta_free(p);
    merr e = {0};
    pnet *net = net_build(m, 2, &e);
    CHECK(net != NULL);
    if (net) {
        int32_t pl = net_mutex_place(net, acc, offsetof(struct acct, lock));
        CHECK(pl >= 0 && t_lock_arc(net, m, 1, "w", 0) == pl &&
              t_lock_arc(net, m, 2, "w", 0) == pl);
        CHECK(net->slot_entry[1] == unit_func(m, "w"));
        net_free(net);
    }
    model_free(m);
}

/* A heap mutex (malloc site) passed to threads: a summary, no arcs. */
static void t_heap(void)
{
    model *m = t_compile(
        "#include <pthread.h>\n#include <stdlib.h>\n"
        "void *w(void *a) { pthread_mutex_t *mx = a;\n"
        "  pthread_mutex_lock(mx); pthread_mutex_unlock(mx); return 0; }\n"
        "int main(void) { pthread_t t;\n"
        "  pthread_mutex_t *h = malloc(sizeof *h);\n"
        "  pthread_mutex_init(h, 0); pthread_create(&t, 0, w, h);\n"
        "  pthread_join(t, 0); free(h); return 0; }\n");
    CHECK(m != NULL);
    if (!m)
        return;
    pta *p = pta_build(m);
    CHECK(p != NULL);
    pta_loc l[8];
    int32_t n = t_targets(p, m, "w", PR_MUTEX_LOCK, 0, 1, l);
    int32_t mainf = unit_func(m, "main");
    CHECK(n == 1 && l[0].obj_kind == PTA_HEAP && l[0].off == 0 &&
          l[0].site_func == mainf &&
          l[0].site_ip == t_prim(m, mainf, PR_MALLOC, 0) &&
          l[0].obj >= (uint32_t)m->nglobals && !pta_single_global(m, l, n));
    char nm[128];
    if (n == 1) {
        pta_loc_name(m, &l[0], nm, sizeof nm);
        CHECK(strncmp(nm, "heap@main:", 10) == 0);
    }
    pta_free(p);
    merr e = {0};
    pnet *net = net_build(m, 1, &e);
    CHECK(net != NULL);
    if (net) {
        CHECK(t_lock_arc(net, m, 1, "w", 0) == -1);
        CHECK(t_count_summaries(net) == 1);
        net_free(net);
    }
    model_free(m);
}

/* Start routines loaded from a global table of function pointers: only
 * the functions of the table, not every address-taken function. */
static void t_fn_table(void)
{
    model *m = t_compile(
        "#include <pthread.h>\n"
        "int x;\n"
        "void *ta(void *a) { x = 1; return a; }\n"
        "void *tb(void *a) { x = 2; return a; }\n"
        "void *tc(void *a) { x = 3; return a; }\n"
        "void *(*table[2])(void *) = {ta, tb};\n"
        "void *(*other)(void *) = tc;\n"
        "int main(int argc, char **argv) { pthread_t t;\n"
        "  (void)argv; pthread_create(&t, 0, table[argc & 1], 0);\n"
        "  pthread_join(t, 0); return other != 0; }\n");
    CHECK(m != NULL);
    if (!m)
        return;
    pta *p = pta_build(m);
    CHECK(p != NULL);
    int32_t fa = unit_func(m, "ta"), fb = unit_func(m, "tb"), fc = unit_func(m, "tc");
    int32_t mainf = unit_func(m, "main"), fns[8];
    int32_t ip = t_prim(m, mainf, PR_THREAD_CREATE, 0);
    int32_t n = ip >= 0 ? pta_funcs(p, mainf, &m->funcs[mainf].code[ip].ops[3],
                                    fns, 8) : -1;
    CHECK(n == 2 && ((fns[0] == fa && fns[1] == fb) ||
                     (fns[0] == fb && fns[1] == fa)));
    pta_free(p);
    merr e = {0};
    pnet *net = net_build(m, 1, &e);
    CHECK(net != NULL);
    if (net) {
        const mfunc *c = &m->funcs[fc], *a = &m->funcs[fa];
        CHECK(net->slot_entry[1] == -1);
        CHECK(net_find_trans(net, 1, -1, -1, fa, a->blocks[0].first +
                             a->blocks[0].nphis) >= 0);
        CHECK(net_find_trans(net, 1, -1, -1, fc, c->blocks[0].first +
                             c->blocks[0].nphis) == -1);
        net_free(net);
    }
    model_free(m);
}

/* A variable array index collapses to "any offset" of the array: its
 * elements are summaries, even where locked with a constant index. */
static void t_collapse(void)
{
    model *m = t_compile(
        "#include <pthread.h>\n"
        "pthread_mutex_t forks[3];\n"
        "pthread_mutex_t solo[2];\n"
        "void *ph(void *a) { int i = (int)(long)a;\n"
        "  pthread_mutex_lock(&forks[i]); pthread_mutex_unlock(&forks[i]);\n"
        "  return 0; }\n"
        "int main(void) { pthread_t t;\n"
        "  pthread_create(&t, 0, ph, (void *)1L);\n"
        "  pthread_mutex_lock(&forks[2]); pthread_mutex_unlock(&forks[2]);\n"
        "  pthread_mutex_lock(&solo[1]); pthread_mutex_unlock(&solo[1]);\n"
        "  pthread_join(t, 0); return 0; }\n");
    CHECK(m != NULL);
    if (!m)
        return;
    pta *p = pta_build(m);
    CHECK(p != NULL);
    pta_loc l[8];
    uint32_t forks = t_glob(m, "forks"), solo = t_glob(m, "solo");
    int32_t n = t_targets(p, m, "ph", PR_MUTEX_LOCK, 0, 1, l);
    CHECK(n == 1 && l[0].obj == forks && l[0].any_off &&
          !pta_single_global(m, l, n));
    n = t_targets(p, m, "main", PR_MUTEX_LOCK, 0, 1, l);
    uint64_t esz = m->globals[forks].size / 3;
    CHECK(n == 1 && l[0].obj == forks && !l[0].any_off &&
          l[0].off == (int64_t)(2 * esz));
    pta_free(p);
    merr e = {0};
    pnet *net = net_build(m, 1, &e);
    CHECK(net != NULL);
    if (net) {
        CHECK(net_mutex_place(net, forks, 2 * esz) == -1); /* demoted */
        CHECK(t_lock_arc(net, m, 0, "main", 0) == -1);
        int32_t ps = net_mutex_place(net, solo, esz);
        CHECK(ps >= 0 && t_lock_arc(net, m, 0, "main", 1) == ps);
        CHECK(t_count_summaries(net) == 1);
        net_free(net);
    }
    model_free(m);
}

/* A mutex that a condvar wait may release (no arc could follow that) is
 * not tracked exactly, while one only locked and unlocked is. */
static void t_condwait(void)
{
    model *m = t_compile(
        "#include <pthread.h>\n"
        "pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER, k;\n"
        "pthread_cond_t c = PTHREAD_COND_INITIALIZER;\n"
        "int ready;\n"
        "void *sig(void *a) { pthread_mutex_lock(&m); ready = 1;\n"
        "  pthread_cond_signal(&c); pthread_mutex_unlock(&m); return a; }\n"
        "int main(void) { pthread_t t; pthread_mutex_lock(&k);\n"
        "  pthread_mutex_lock(&m); pthread_create(&t, 0, sig, 0);\n"
        "  while (!ready) pthread_cond_wait(&c, &m);\n"
        "  pthread_mutex_unlock(&m); pthread_mutex_unlock(&k);\n"
        "  pthread_join(t, 0); return 0; }\n");
    CHECK(m != NULL);
    if (!m)
        return;
    merr e = {0};
    pnet *net = net_build(m, 1, &e);
    CHECK(net != NULL);
    if (net) {
        CHECK(net_mutex_place(net, t_glob(m, "m"), 0) == -1);
        CHECK(t_lock_arc(net, m, 1, "sig", 0) == -1);
        int32_t pk = net_mutex_place(net, t_glob(m, "k"), 0);
        CHECK(pk >= 0 && t_lock_arc(net, m, 0, "main", 0) == pk);
        net_free(net);
    }
    model_free(m);
}

int main(void)
{
    t_condwait();
    t_helper_param();
    t_struct_field();
    t_heap();
    t_fn_table();
    t_collapse();
    if (failures)
        fprintf(stderr, "pointsto_test: %d failure(s)\n", failures);
    else
        printf("pointsto_test: ok\n");
    return failures ? 1 : 0;
}
