/* regress/unit/unroll_test.c — loop unrolling (model/unroll.c) and live
 * registers (model/live.c): small C programs compiled through model_build
 * with and without --unroll; the unrolled model must stay well formed
 * (SSA, phis naming exactly their block's predecessors, blocks laid out
 * in order, pointer flags of copied registers those of the originals),
 * counted loops must disappear and the others stay.  Also the nsw flag
 * that --signed-overflow undefined keeps (model/lower_insn.inc) and
 * model_signed_overflow. */
#include "regress/unit/unit.h"

static model *t_compile(const char *src, int unroll)
{
    front_opts fo = {0};
    fo.unroll = unroll;
    fo.unroll_threads = 3;
    return unit_compile(src, &fo, "unroll_test");
}

static const minstr *term(const mfunc *f, int32_t b)
{
    const mblock *bl = &f->blocks[b];
    return bl->n ? &f->code[bl->first + bl->n - 1] : NULL;
}

static bool targets(const mfunc *f, int32_t from, int32_t to)
{
    const minstr *t = term(f, from);
    for (int32_t i = 0; t && i < t->ntargets; i++)
        if (t->targets[i] == to)
            return true;
    return false;
}

/* SSA, layout, phi entries exactly from the predecessors. */
static void check_form(const char *name, const mfunc *f)
{
    uint8_t *defs = calloc((size_t)f->nregs + 1, 1);
    int32_t next = 0;
    for (int32_t b = 0; b < f->nblocks; b++) {
        const mblock *bl = &f->blocks[b];
        CHECK(bl->first == next);
        next += bl->n;
        for (int32_t i = 0; i < bl->n; i++) {
            const minstr *mi = &f->code[bl->first + i];
            CHECK((i < bl->nphis) == (mi->kind == MI_PHI));
            if (mi->dst >= 0) {
                CHECK(mi->dst < f->nregs);
                if (mi->dst < f->nregs && defs[mi->dst]++)
                    fprintf(stderr, "unroll_test: %s: register %d defined "
                            "twice\n", name, (int)mi->dst), failures++;
            }
            for (int32_t e = 0; mi->kind == MI_PHI && e < mi->phi_preds_n;
                 e++)
                CHECK(targets(f, mi->phi_preds[e], b));
        }
        for (int32_t p = 0; p < f->nblocks && bl->nphis; p++) {
            if (!targets(f, p, b))
                continue;
            const minstr *phi = &f->code[bl->first];
            bool has = false;
            for (int32_t e = 0; e < phi->phi_preds_n; e++)
                has |= phi->phi_preds[e] == p;
            CHECK(has);
        }
    }
    CHECK(next == f->ncode);
    free(defs);
}

/* Each defining instruction of the unrolled f (a copy) has an original
 * in r at the same source place with the same kind and pointer flag. */
static void check_ptr_flags(const mfunc *u, const mfunc *r)
{
    for (int32_t i = 0; i < u->ncode; i++) {
        const minstr *a = &u->code[i];
        if (a->dst < 0 || a->kind == MI_PHI)
            continue;
        bool found = false;
        for (int32_t k = 0; k < r->ncode && !found; k++) {
            const minstr *b = &r->code[k];
            found = b->dst >= 0 && b->kind == a->kind &&
                    b->loc.line == a->loc.line && b->loc.col == a->loc.col &&
                    b->op == a->op &&
                    r->ptr_regs[b->dst] == u->ptr_regs[a->dst];
        }
        CHECK(found);
    }
}

/* Every register an instruction (not a phi) reads is live there. */
static void check_live(const mfunc *f)
{
    CHECK(f->live != NULL);
    for (int32_t ip = 0; f->live && ip < f->ncode; ip++) {
        const minstr *mi = &f->code[ip];
        const uint64_t *l = &f->live[(size_t)ip * (size_t)f->live_words];
        for (int32_t o = 0; mi->kind != MI_PHI && o < mi->nops; o++)
            if (mi->ops[o].kind == OPND_REG && mi->ops[o].reg >= 0)
                CHECK(l[mi->ops[o].reg >> 6] >> (mi->ops[o].reg & 63) & 1);
    }
}

static bool has_cycle(const mfunc *f)
{
    /* a retreating edge in block order is not enough after layout:
     * walk from every block */
    bool *seen = calloc((size_t)f->nblocks, sizeof(bool));
    int32_t *stack = calloc((size_t)f->nblocks, sizeof(int32_t));
    bool cyc = false;
    for (int32_t b = 0; b < f->nblocks && !cyc; b++) {
        memset(seen, 0, sizeof(bool) * (size_t)f->nblocks);
        net_reach_blocks(f, b, -1, seen, stack);
        cyc = seen[b];
    }
    free(seen);
    free(stack);
    return cyc;
}

static int count_prims(const mfunc *f, prim_kind k)
{
    int n = 0;
    for (int32_t i = 0; i < f->ncode; i++)
        n += f->code[i].kind == MI_PRIM && f->code[i].op == k;
    return n;
}

/* Compiles src with and without unrolling; fn in the unrolled model is
 * acyclic or not and has `creates` create sites. */
static void expect(const char *name, const char *src, const char *fn,
                   bool acyclic, int creates)
{
    model *u = t_compile(src, 16), *r = t_compile(src, 0);
    CHECK(u != NULL && r != NULL);
    if (u && r) {
        for (int32_t f = 0; f < u->nfuncs; f++) {
            check_form(name, &u->funcs[f]);
            check_live(&u->funcs[f]);
            int32_t g = unit_func(r, u->funcs[f].name);
            CHECK(g >= 0);
            if (g >= 0)
                check_ptr_flags(&u->funcs[f], &r->funcs[g]);
        }
        int32_t f = unit_func(u, fn);
        CHECK(f >= 0);
        if (f >= 0 && (has_cycle(&u->funcs[f]) == acyclic ||
                       count_prims(&u->funcs[f], PR_THREAD_CREATE) !=
                       creates)) {
            fprintf(stderr, "unroll_test: %s: cycle %d, %d create sites\n",
                    name, has_cycle(&u->funcs[f]),
                    count_prims(&u->funcs[f], PR_THREAD_CREATE));
            failures++;
        }
    }
    model_free(u);
    model_free(r);
}

#define HEAD "#include <pthread.h>\n" \
             "extern int __VERIFIER_nondet_int(void);\n" \
             "pthread_t t[8]; int a[8]; int *p[8];\n" \
             "void *w(void *x) { *(int *)x = 1; return 0; }\n"

/* model_signed_overflow at the edges of 8, 32 and 64 bits. */
static void check_signed_overflow(void)
{
    CHECK(model_signed_overflow(BO_ADD, 32, 0x7fffffff, 1));
    CHECK(!model_signed_overflow(BO_ADD, 32, 0x7ffffffe, 1));
    CHECK(!model_signed_overflow(BO_ADD, 32, 0xffffffff, 0xffffffff));
    CHECK(model_signed_overflow(BO_SUB, 32, 0, 0x80000000)); /* -INT_MIN */
    CHECK(!model_signed_overflow(BO_SUB, 32, 0xffffffff, 0x80000000));
    CHECK(model_signed_overflow(BO_MUL, 32, 65536, 65536));
    CHECK(!model_signed_overflow(BO_MUL, 32, 0xffffffff, 0x80000001));
    CHECK(model_signed_overflow(BO_MUL, 32, 0xffffffff, 0x80000000));
    CHECK(model_signed_overflow(BO_ADD, 8, 0x7f, 1));
    CHECK(!model_signed_overflow(BO_ADD, 8, 0x17f, 0)); /* high bits ignored */
    CHECK(model_signed_overflow(BO_ADD, 64, INT64_MAX, 1));
    CHECK(model_signed_overflow(BO_SUB, 64, (uint64_t)INT64_MIN, 1));
    CHECK(!model_signed_overflow(BO_MUL, 64, UINT64_MAX, UINT64_MAX));
    CHECK(!model_signed_overflow(BO_AND, 32, 0x7fffffff, 1));
}

/* The nsw flag of f's MI_BIN instructions of operation op, as a string
 * of '1' and '0' in code order. */
static void nsw_flags(const model *m, const char *fn, binop op, char *out,
                      size_t n)
{
    size_t k = 0;
    int32_t f = unit_func(m, fn);
    for (int32_t i = 0; f >= 0 && i < m->funcs[f].ncode && k + 1 < n; i++) {
        const minstr *mi = &m->funcs[f].code[i];
        if (mi->kind == MI_BIN && mi->op == op)
            out[k++] = mi->nsw ? '1' : '0';
    }
    out[k] = 0;
}

/* --signed-overflow undefined keeps clang's nsw on signed +, -, * only. */
static void check_nsw(void)
{
    static const char src[] =
        "int f(int a, unsigned b) { return a * 3 + (int)(b * 2u)"
        " - (int)(b + 1u) + (a - 1); }\n"
        "int main(void) { return f(1, 2); }\n";
    for (int on = 0; on < 2; on++) {
        front_opts fo = {0};
        fo.overflow_ub = on;
        model *m = unit_compile(src, &fo, "unroll_test");
        CHECK(m != NULL);
        if (!m)
            continue;
        char mul[8], add[8], sub[8];
        nsw_flags(m, "f", BO_MUL, mul, sizeof mul);
        nsw_flags(m, "f", BO_ADD, add, sizeof add);
        nsw_flags(m, "f", BO_SUB, sub, sizeof sub);
        CHECK(!strcmp(mul, on ? "10" : "00"));
        CHECK(!strcmp(add, on ? "101" : "000"));
        CHECK(!strcmp(sub, on ? "11" : "00"));
        model_free(m);
    }
}

int main(void)
{
    check_signed_overflow();
    check_nsw();
    expect("counted create loop", HEAD
           "int main(void) { for (int i = 0; i < 3; i++)"
           " pthread_create(&t[i], 0, w, &a[i]);"
           " for (int i = 0; i < 3; i++) pthread_join(t[i], 0); }\n",
           "main", true, 3);
    expect("more creating rounds than --threads", HEAD
           "int main(void) { for (int i = 0; i < 4; i++)"
           " pthread_create(&t[i], 0, w, &a[i]); }\n",
           "main", false, 1);
    expect("pointers copied per round", HEAD
           "int main(void) { for (int i = 0; i < 5; i++) {"
           " int *q = &a[i]; p[i] = q; *q = i; } }\n",
           "main", true, 0);
    expect("nondet bound stays", HEAD
           "int main(void) { int n = __VERIFIER_nondet_int();"
           " for (int i = 0; i < n; i++) a[0]++; }\n",
           "main", false, 0);
    expect("value used after the loop stays", HEAD
           "int main(void) { int i; for (i = 0; i < 3; i++) a[i] = 1;"
           " return i; }\n",
           "main", false, 0);
    expect("break: exit phi per round", HEAD
           "int main(void) { int f = -1; for (int i = 0; i < 4; i++)"
           " if (a[i] == 7) { f = i; break; } return f; }\n",
           "main", true, 0);
    expect("nested loops", HEAD
           "int main(void) { for (int i = 0; i < 2; i++)"
           " for (int j = 0; j < 2; j++) a[2 * i + j] = i + j; }\n",
           "main", true, 0);
    expect("inner bound from the outer counter", HEAD
           "int main(void) { for (int i = 0; i < 3; i++)"
           " for (int j = 0; j < i; j++) a[j]++; }\n",
           "main", true, 0);
    expect("loop in a worker", HEAD
           "void *v(void *x) { for (int i = 0; i < 4; i++) a[i] = i;"
           " return x; }\n"
           "int main(void) { pthread_create(&t[0], 0, v, 0); }\n",
           "v", true, 0);
    expect("infinite loop stays", HEAD
           "int main(void) { int i = 0; while (1) { a[i & 7] = i; i++; } }\n",
           "main", false, 0);
    if (failures)
        fprintf(stderr, "unroll_test: %d failure(s)\n", failures);
    return failures ? 1 : 0;
}
