/* model/unroll.c — full unrolling of loops whose rounds constants decide.
 *
 * A natural loop with one header h (entered from one block P outside the
 * loop, along one edge) and one back edge (from its latch q) is replaced
 * by one copy of its body per round, when folding the constants of each
 * round decides every branch that leads back to h: round j's copy starts
 * with h's phis taking round j-1's values (round 0: P's), its constant
 * computations are folded, branches on constants become jumps, and the
 * rounds stop at the first copy whose latch no longer branches back.  A
 * loop that still branches back after the round limit stays as it was.
 *
 * Why: `for (i = 0; i < 4; i++) pthread_create(&t[i], 0, f, &a[i]);`
 * becomes four create sites, each with a constant thread id location and
 * argument, that each run once; the engines' proofs need exactly that
 * (a loop in a thread's control, or a create site that may run up to the
 * thread bound, stops the sat proof).
 *
 * The result is the same program: each copy runs the instructions of the
 * body in the same order with the same values (a folded instruction is
 * only one whose operands are constants of the same round; branches fold
 * only on such constants; instructions that may fail are never folded).
 * SSA form is kept: round j >= 1 defines fresh registers, and a loop whose
 * values are used after it (other than by the phis of its exit blocks,
 * which get one entry per round) is left alone. */
#include "model/lower.h"

#include <stdlib.h>
#include <string.h>

enum { NEXT_ROUND = -2 };          /* target placeholder: next round's h */
enum { UNROLL_BUDGET = 6000 };     /* instructions added per function */

typedef struct {
    minstr *ins;
    int32_t n;
    bool live;                     /* reachable from the entry block */
    bool reached;                  /* copy: reachable from its round's h */
} ublk;

typedef struct {
    ublk *b;
    int32_t nb, cap;
    int32_t *order, norder;        /* layout of the blocks */
    int32_t nregs, regcap;
    uint8_t *ptr;                  /* ptr_regs */
    uint64_t *cval;                /* per register: constant if cknown */
    uint8_t *cknown;
    uint8_t *failed;               /* per block: a header that stayed */
    int32_t budget;
    int rounds, create_rounds;
    int32_t unrolled;              /* loops replaced by copies */
} uf;

typedef struct {
    int32_t h, q, p;               /* header, latch, outside predecessor */
    int32_t *body, nbody;          /* body blocks in layout order */
    int32_t *pos;                  /* per block: index in body, -1 */
    int32_t *ridx, ndefs;          /* per register: index among body defs */
    int32_t nridx;                 /* registers ridx covers */
    int32_t *defs;                 /* [k]: register of the k-th definition */
    int32_t *first;                /* per round: first block of the copy */
    int32_t *rbase;                /* per round: first fresh register */
    int32_t nrounds;
} uloop;

static void *urealloc(void *p, size_t sz)
{
    p = realloc(p, sz ? sz : 1);
    if (!p)
        abort();
    return p;
}

static void *udup(const void *p, size_t sz)
{
    if (!p || !sz)
        return NULL;
    void *d = model_xcalloc(1, sz);
    memcpy(d, p, sz);
    return d;
}

/* ------------------------------------------------------------ blocks */

static const minstr *uterm(const ublk *b)
{
    return b->n > 0 ? &b->ins[b->n - 1] : NULL;
}

static int32_t usuccs(const ublk *b, const int32_t **t)
{
    const minstr *mi = uterm(b);
    if (!mi || (mi->kind != MI_BR && mi->kind != MI_JMP &&
                mi->kind != MI_SWITCH)) {
        *t = NULL;
        return 0;
    }
    *t = mi->targets;
    return mi->ntargets;
}

static int32_t edges_to(const ublk *b, int32_t to)
{
    const int32_t *t;
    int32_t n = usuccs(b, &t), c = 0;
    for (int32_t i = 0; i < n; i++)
        c += t[i] == to;
    return c;
}

static minstr clone_instr(const minstr *s)
{
    minstr d = *s;
    d.ops = udup(s->ops, sizeof(mopnd) * (size_t)s->nops);
    d.scales = udup(s->scales, sizeof(int64_t) * (size_t)s->nops);
    d.targets = udup(s->targets, sizeof(int32_t) * (size_t)s->ntargets);
    d.cases = udup(s->cases, sizeof(uint64_t) *
                   (size_t)(s->ntargets > 1 ? s->ntargets - 1 : 0));
    d.phi_preds = udup(s->phi_preds, sizeof(int32_t) *
                       (size_t)s->phi_preds_n);
    d.text = s->text ? udup(s->text, strlen(s->text) + 1) : NULL;
    d.var = s->var ? udup(s->var, strlen(s->var) + 1) : NULL;
    d.domain = udup(s->domain, sizeof(uint64_t) * (size_t)s->ndomain);
    return d;
}

static void free_block(ublk *b)
{
    for (int32_t i = 0; i < b->n; i++)
        model_instr_free(&b->ins[i]);
    free(b->ins);
    b->ins = NULL;
    b->n = 0;
}

static int32_t add_block(uf *u)
{
    if (u->nb == u->cap) {
        u->cap = u->cap ? 2 * u->cap : 16;
        u->b = urealloc(u->b, sizeof(ublk) * (size_t)u->cap);
        u->failed = urealloc(u->failed, (size_t)u->cap);
    }
    u->b[u->nb] = (ublk){0};
    u->failed[u->nb] = 0;
    return u->nb++;
}

static int32_t add_reg(uf *u, int32_t like)
{
    if (u->nregs == u->regcap) {
        u->regcap = 2 * u->regcap + 16;
        u->ptr = urealloc(u->ptr, (size_t)u->regcap);
        u->cval = urealloc(u->cval, sizeof(uint64_t) * (size_t)u->regcap);
        u->cknown = urealloc(u->cknown, (size_t)u->regcap);
    }
    u->ptr[u->nregs] = u->ptr[like];
    u->cknown[u->nregs] = 0;
    return u->nregs++;
}

/* Marks the blocks reachable from the entry block. */
static void mark_live(uf *u)
{
    for (int32_t i = 0; i < u->nb; i++)
        u->b[i].live = false;
    int32_t *stack = model_xcalloc((size_t)u->nb, sizeof(int32_t)), sp = 0;
    u->b[0].live = true;
    stack[sp++] = 0;
    while (sp > 0) {
        const int32_t *t;
        int32_t x = stack[--sp], n = usuccs(&u->b[x], &t);
        for (int32_t i = 0; i < n; i++)
            if (t[i] >= 0 && !u->b[t[i]].live) {
                u->b[t[i]].live = true;
                stack[sp++] = t[i];
            }
    }
    free(stack);
}

/* --------------------------------------------------------- find loops */

/* Back edges of a depth-first walk from the entry: back[x] is the one
 * block x's retreating edge enters, -1 none (a block with two retreating
 * edges gets -3: not a loop this pass takes). */
static void back_edges(const uf *u, int32_t *back)
{
    int32_t n = u->nb;
    uint8_t *color = model_xcalloc((size_t)n, 1);
    int32_t *stack = model_xcalloc((size_t)n, sizeof(int32_t));
    int32_t *next = model_xcalloc((size_t)n, sizeof(int32_t)), sp = 0;
    for (int32_t i = 0; i < n; i++)
        back[i] = -1;
    stack[sp++] = 0;
    color[0] = 1;
    while (sp > 0) {
        int32_t x = stack[sp - 1];
        const int32_t *t;
        int32_t ns = usuccs(&u->b[x], &t);
        if (next[x] == ns) {
            color[x] = 2;
            sp--;
            continue;
        }
        int32_t y = t[next[x]++];
        if (y < 0)
            continue;
        if (color[y] == 1)
            back[x] = back[x] == -1 ? y : -3;
        else if (color[y] == 0) {
            color[y] = 1;
            stack[sp++] = y;
        }
    }
    free(color);
    free(stack);
    free(next);
}

static void loop_free(uloop *L)
{
    free(L->body);
    free(L->pos);
    free(L->ridx);
    free(L->defs);
    free(L->first);
    free(L->rbase);
    *L = (uloop){0};
}

/* The body of the loop of back edge q -> h: h and every block that
 * reaches q without passing h. */
static void collect_body(const uf *u, const int32_t *const *preds,
                         const int32_t *npreds, uloop *L)
{
    uint8_t *in = model_xcalloc((size_t)u->nb, 1);
    int32_t *stack = model_xcalloc((size_t)u->nb, sizeof(int32_t)), sp = 0;
    in[L->h] = 1;
    if (!in[L->q]) {
        in[L->q] = 1;
        stack[sp++] = L->q;
    }
    while (sp > 0) {
        int32_t x = stack[--sp];
        for (int32_t i = 0; i < npreds[x]; i++)
            if (!in[preds[x][i]]) {
                in[preds[x][i]] = 1;
                stack[sp++] = preds[x][i];
            }
    }
    /* A block only a body block other than h and q enters (a `break`
     * or `return` inside the loop) joins the body, so each round gets its
     * own copy and the values it passes on are that round's.  Only those
     * direct successors: the code after the loop is not copied. */
    uint8_t *brk = model_xcalloc((size_t)u->nb, 1);
    for (int32_t x = 1; x < u->nb; x++) {
        int32_t p = npreds[x] == 1 ? preds[x][0] : -1;
        brk[x] = u->b[x].live && !in[x] && p >= 0 && in[p] && p != L->h &&
                 p != L->q;
    }
    for (int32_t x = 0; x < u->nb; x++)
        in[x] |= brk[x];
    free(brk);
    L->pos = model_xcalloc((size_t)u->nb, sizeof(int32_t));
    L->body = model_xcalloc((size_t)u->nb, sizeof(int32_t));
    for (int32_t i = 0; i < u->nb; i++)
        L->pos[i] = -1;
    for (int32_t k = 0; k < u->norder; k++)
        if (in[u->order[k]]) {
            L->pos[u->order[k]] = L->nbody;
            L->body[L->nbody++] = u->order[k];
        }
    free(in);
    free(stack);
}

static bool has_entry(const minstr *phi, int32_t pred)
{
    for (int32_t e = 0; e < phi->phi_preds_n && e < phi->nops; e++)
        if (phi->phi_preds[e] == pred)
            return true;
    return false;
}

/* Every phi of h has a value for the entry from P and for the back edge. */
static bool header_phis_ok(const ublk *h, const uloop *L)
{
    for (int32_t i = 0; i < h->n && h->ins[i].kind == MI_PHI; i++)
        if (!has_entry(&h->ins[i], L->p) || !has_entry(&h->ins[i], L->q))
            return false;
    return true;
}

/* Only h is entered from outside (from one block, along one edge), only
 * q enters h from inside (along one edge), and the entry block is not in
 * the body. */
static bool single_entry(const uf *u, const int32_t *const *preds,
                         const int32_t *npreds, uloop *L)
{
    if (L->pos[0] >= 0 || edges_to(&u->b[L->q], L->h) != 1)
        return false;
    L->p = -1;
    for (int32_t k = 0; k < L->nbody; k++) {
        int32_t b = L->body[k];
        for (int32_t i = 0; i < npreds[b]; i++) {
            int32_t p = preds[b][i];
            if (L->pos[p] >= 0) {
                if (b == L->h && p != L->q)
                    return false;
                continue;
            }
            if (b != L->h || L->p >= 0)
                return false;
            L->p = p;
        }
    }
    return L->p >= 0 && header_phis_ok(&u->b[L->h], L);
}

static bool reg_ok(const uf *u, const mopnd *o)
{
    return o->kind == OPND_REG && o->reg >= 0 && o->reg < u->nregs;
}

/* o reads a register the body defines. */
static bool body_reg(const uloop *L, const mopnd *o)
{
    return o->kind == OPND_REG && o->reg >= 0 && o->reg < L->nridx &&
           L->ridx[o->reg] >= 0;
}

static void add_def(uloop *L, int32_t r)
{
    L->defs[L->ndefs] = r;
    L->ridx[r] = L->ndefs++;
}

/* Numbers the registers the body defines; false if one of them is read
 * outside the body other than by a phi entry from a body block, or a
 * definition names no register of the function. */
static bool body_defs(const uf *u, uloop *L, int32_t *size)
{
    L->ridx = model_xcalloc((size_t)u->nregs, sizeof(int32_t));
    L->nridx = u->nregs;
    for (int32_t r = 0; r < u->nregs; r++)
        L->ridx[r] = -1;
    *size = 0;
    for (int32_t k = 0; k < L->nbody; k++)
        *size += u->b[L->body[k]].n;
    L->defs = model_xcalloc(2 * (size_t)*size, sizeof(int32_t));
    for (int32_t k = 0; k < L->nbody; k++) {
        const ublk *b = &u->b[L->body[k]];
        for (int32_t i = 0; i < b->n; i++) {
            const minstr *mi = &b->ins[i];
            if ((mi->dst >= u->nregs) || (mi->dst2 >= u->nregs))
                return false;
            if (mi->dst >= 0)
                add_def(L, mi->dst);
            if (mi->dst2 >= 0)
                add_def(L, mi->dst2);
        }
    }
    for (int32_t x = 0; x < u->nb; x++) {
        const ublk *b = &u->b[x];
        if (!b->live || L->pos[x] >= 0)
            continue;
        for (int32_t i = 0; i < b->n; i++) {
            const minstr *mi = &b->ins[i];
            for (int32_t o = 0; o < mi->nops; o++)
                if (body_reg(L, &mi->ops[o]) &&
                    !(mi->kind == MI_PHI && o < mi->phi_preds_n &&
                      mi->phi_preds[o] >= 0 && L->pos[mi->phi_preds[o]] >= 0))
                    return false;
        }
    }
    return true;
}

static bool block_creates(const ublk *b)
{
    for (int32_t i = 0; i < b->n; i++)
        if (b->ins[i].kind == MI_PRIM && b->ins[i].op == PR_THREAD_CREATE)
            return true;
    return false;
}

/* Round j's copy may create a thread (a create in a block it runs). */
static bool round_creates(const uf *u, const uloop *L, int32_t j)
{
    for (int32_t k = 0; k < L->nbody; k++)
        if (u->b[L->first[j] + k].reached &&
            block_creates(&u->b[L->first[j] + k]))
            return true;
    return false;
}

/* ------------------------------------------------------------- rounds */

/* Register r of the body as round j names it. */
static int32_t rname(const uloop *L, int32_t j, int32_t r)
{
    if (j == 0 || r < 0 || r >= L->nridx || L->ridx[r] < 0)
        return r;
    return L->rbase[j] + L->ridx[r];
}

static void rename_ops(const uloop *L, int32_t j, minstr *mi)
{
    for (int32_t o = 0; o < mi->nops; o++)
        if (body_reg(L, &mi->ops[o]))
            mi->ops[o].reg = rname(L, j, mi->ops[o].reg);
}

/* The phis of round j's copy of h keep the entry of the edge that enters
 * it: from P in round 0, from round j-1's latch (with its values) after. */
static void header_phi(const uloop *L, int32_t j, minstr *mi)
{
    int32_t from = j == 0 ? L->p : L->q, keep = -1;
    for (int32_t e = 0; e < mi->phi_preds_n; e++)
        if (mi->phi_preds[e] == from)
            keep = e;
    mopnd op = mi->ops[keep];  /* keep >= 0: header_phis_ok */
    if (j > 0 && body_reg(L, &op))
        op.reg = rname(L, j - 1, op.reg);
    mi->ops[0] = op;
    mi->phi_preds[0] = j == 0 ? L->p : L->first[j - 1] + L->pos[L->q];
    mi->nops = mi->phi_preds_n = 1;
}

/* Phi entries from body blocks come from round j's copies; entries
 * from elsewhere (removed blocks) are dropped. */
static void body_phi(const uf *u, const uloop *L, int32_t j, minstr *mi)
{
    int32_t n = 0;
    for (int32_t e = 0; e < mi->phi_preds_n; e++) {
        int32_t p = mi->phi_preds[e];
        if (p < 0 || p >= u->nb || L->pos[p] < 0)
            continue;
        mi->ops[n] = mi->ops[e];
        if (body_reg(L, &mi->ops[n]))
            mi->ops[n].reg = rname(L, j, mi->ops[n].reg);
        mi->phi_preds[n++] = L->first[j] + L->pos[p];
    }
    mi->nops = mi->phi_preds_n = n;
}

static void copy_instr(uf *u, const uloop *L, int32_t j, bool in_h,
                       const minstr *src, minstr *mi)
{
    *mi = clone_instr(src);
    if (mi->kind == MI_PHI && in_h)
        header_phi(L, j, mi);
    else if (mi->kind == MI_PHI)
        body_phi(u, L, j, mi);
    else
        rename_ops(L, j, mi);
    if (mi->dst >= 0)
        mi->dst = rname(L, j, mi->dst);
    if (mi->dst2 >= 0)
        mi->dst2 = rname(L, j, mi->dst2);
    for (int32_t t = 0; mi->kind != MI_PHI && t < mi->ntargets; t++) {
        int32_t to = mi->targets[t];
        if (to == L->h)
            mi->targets[t] = NEXT_ROUND;
        else if (to >= 0 && L->pos[to] >= 0)
            mi->targets[t] = L->first[j] + L->pos[to];
    }
}

/* Appends round j's copy of the body. */
static void copy_round(uf *u, uloop *L, int32_t j)
{
    if (j > 0) {
        L->rbase[j] = u->nregs; /* rbase + k: the k-th definition's */
        for (int32_t k = 0; k < L->ndefs; k++)
            add_reg(u, L->defs[k]);
    }
    L->first[j] = u->nb;
    for (int32_t k = 0; k < L->nbody; k++)
        add_block(u);
    for (int32_t k = 0; k < L->nbody; k++) {
        const ublk *s = &u->b[L->body[k]];
        ublk *d = &u->b[L->first[j] + k];
        d->ins = model_xcalloc((size_t)s->n, sizeof(minstr));
        d->n = s->n;
        for (int32_t i = 0; i < s->n; i++)
            copy_instr(u, L, j, L->body[k] == L->h, &s->ins[i], &d->ins[i]);
    }
}

/* --------------------------------------------------------- constants */

static bool const_opnd(const uf *u, const mopnd *o, uint64_t *v)
{
    if (o->kind == OPND_IMM) {
        *v = o->imm;
        return true;
    }
    if (!reg_ok(u, o) || !u->cknown[o->reg])
        return false;
    *v = u->cval[o->reg];
    return true;
}

/* MI_BIN over constants, as model_binop computes it; divisions and
 * remainders are left to run (never folded), shifts fold only when in
 * range. */
static bool fold_bin(const minstr *mi, uint64_t a, uint64_t b, uint64_t *r)
{
    binop op = (binop)mi->op;
    int bits = mi->bits ? mi->bits : 64;
    bool ub = false;
    if (op == BO_UDIV || op == BO_SDIV || op == BO_UREM || op == BO_SREM)
        return false;
    *r = model_binop(op, bits, a, b, &ub);
    return !ub && !(mi->nsw && model_signed_overflow(op, bits, a, b));
}

/* The value of a pure instruction over constants (as the simulator
 * computes it); false if it is not one or may fail. */
static bool fold_value(const uf *u, const minstr *mi, uint64_t *r)
{
    uint64_t a = 0, b = 0, c = 0;
    if (mi->reads_undef || mi->dst < 0 || mi->addr_check)
        return false; /* addr_check: the engines check it as it runs */
    switch (mi->kind) {
    case MI_BIN:
        return mi->nops == 2 && const_opnd(u, &mi->ops[0], &a) &&
               const_opnd(u, &mi->ops[1], &b) && fold_bin(mi, a, b, r);
    case MI_ICMP:
        if (mi->nops != 2 || !const_opnd(u, &mi->ops[0], &a) ||
            !const_opnd(u, &mi->ops[1], &b))
            return false;
        *r = model_icmp((cmppred)mi->op, mi->ops[0].bits, a, b);
        return true;
    case MI_CAST:
        if (mi->nops != 1 || !const_opnd(u, &mi->ops[0], &a))
            return false;
        *r = mi->op == CA_SEXT ? (uint64_t)model_sext(mi->ops[0].bits, a)
                               : model_mask(mi->ops[0].bits, a);
        return true;
    case MI_SELECT:
        if (mi->nops != 3 || !const_opnd(u, &mi->ops[0], &a))
            return false;
        return const_opnd(u, &mi->ops[(a & 1) ? 1 : 2], r);
    case MI_GEP:
        if (mi->nops < 1 || !const_opnd(u, &mi->ops[0], &a))
            return false;
        c = a + (uint64_t)mi->gep_off;
        for (int32_t i = 1; i < mi->nops; i++) {
            if (!const_opnd(u, &mi->ops[i], &b))
                return false;
            c += (uint64_t)(model_sext(mi->ops[i].bits, b) * mi->scales[i]);
        }
        *r = c;
        return true;
    case MI_PHI:
        return mi->nops == 1 && const_opnd(u, &mi->ops[0], r);
    default:
        return false;
    }
}

/* Operands that are constants of this round become immediates (not the
 * callee of a call). */
static void subst_ops(const uf *u, minstr *mi)
{
    int32_t from = mi->kind == MI_CALL || mi->kind == MI_PRIM ? 1 : 0;
    for (int32_t o = from; o < mi->nops; o++) {
        mopnd *op = &mi->ops[o];
        uint64_t v;
        if (op->kind == OPND_REG && const_opnd(u, op, &v))
            *op = (mopnd){OPND_IMM, op->bits, op->ptr, false, -1,
                          model_mask(op->bits, v)};
    }
}

/* A branch on a constant becomes a jump to the side it takes. */
static void fold_branch(minstr *mi)
{
    if ((mi->kind != MI_BR && mi->kind != MI_SWITCH) || mi->reads_undef ||
        mi->nops < 1 || mi->ops[0].kind != OPND_IMM)
        return;
    uint64_t v = model_mask(mi->ops[0].bits, mi->ops[0].imm);
    int32_t to = mi->targets[0];
    if (mi->kind == MI_BR)
        to = (v & 1) ? mi->targets[0] : mi->targets[1];
    for (int32_t i = 1; mi->kind == MI_SWITCH && i < mi->ntargets; i++)
        if (model_mask(mi->ops[0].bits, mi->cases[i - 1]) == v) {
            to = mi->targets[i];
            break;
        }
    mi->kind = MI_JMP;
    mi->nops = 0;
    mi->targets[0] = to;
    mi->ntargets = 1;
}

/* Folds round j's copy to a fixed point. */
static void fold_round(uf *u, const uloop *L, int32_t j)
{
    for (bool again = true; again;) {
        again = false;
        for (int32_t k = 0; k < L->nbody; k++) {
            ublk *b = &u->b[L->first[j] + k];
            for (int32_t i = 0; i < b->n; i++) {
                minstr *mi = &b->ins[i];
                uint64_t v;
                subst_ops(u, mi);
                if (mi->dst >= 0 && mi->dst < u->nregs &&
                    !u->cknown[mi->dst] && fold_value(u, mi, &v)) {
                    u->cval[mi->dst] = model_mask(mi->bits ? mi->bits : 64, v);
                    u->cknown[mi->dst] = 1;
                    again = true;
                }
            }
        }
    }
    for (int32_t k = 0; k < L->nbody; k++) {
        ublk *b = &u->b[L->first[j] + k];
        if (b->n > 0)
            fold_branch(&b->ins[b->n - 1]);
    }
}

/* Marks the blocks of round j reachable from its h; true if one of them
 * goes on to the next round. */
static bool round_loops(uf *u, const uloop *L, int32_t j)
{
    int32_t lo = L->first[j], hi = lo + L->nbody;
    int32_t *stack = model_xcalloc((size_t)L->nbody, sizeof(int32_t)), sp = 0;
    bool again = false;
    for (int32_t x = lo; x < hi; x++)
        u->b[x].reached = false;
    u->b[lo + L->pos[L->h]].reached = true;
    stack[sp++] = lo + L->pos[L->h];
    while (sp > 0) {
        const int32_t *t;
        int32_t x = stack[--sp], n = usuccs(&u->b[x], &t);
        for (int32_t i = 0; i < n; i++) {
            again |= t[i] == NEXT_ROUND;
            if (t[i] >= lo && t[i] < hi && !u->b[t[i]].reached) {
                u->b[t[i]].reached = true;
                stack[sp++] = t[i];
            }
        }
    }
    free(stack);
    return again;
}

static void link_round(uf *u, const uloop *L, int32_t j)
{
    for (int32_t k = 0; k < L->nbody; k++) {
        ublk *b = &u->b[L->first[j - 1] + k];
        minstr *mi = b->n > 0 ? &b->ins[b->n - 1] : NULL;
        for (int32_t t = 0; mi && mi->kind != MI_PHI && t < mi->ntargets; t++)
            if (mi->targets[t] == NEXT_ROUND)
                mi->targets[t] = L->first[j] + L->pos[L->h];
    }
}

/* ---------------------------------------------------------- commit */

/* The phis of blocks after the loop: an entry from body block b becomes
 * one entry per round whose copy of b runs and enters the block. */
static void exit_phis(uf *u, const uloop *L, int32_t x)
{
    ublk *b = &u->b[x];
    for (int32_t i = 0; i < b->n && b->ins[i].kind == MI_PHI; i++) {
        minstr *mi = &b->ins[i];
        int32_t n = mi->phi_preds_n, cap = n * (L->nrounds + 1) + 1, m = 0;
        mopnd *ops = model_xcalloc((size_t)cap, sizeof(mopnd));
        int32_t *pr = model_xcalloc((size_t)cap, sizeof(int32_t));
        for (int32_t e = 0; e < n; e++) {
            int32_t p = mi->phi_preds[e];
            if (p < 0 || p >= u->nb || L->pos[p] < 0) {
                ops[m] = mi->ops[e];
                pr[m++] = p;
                continue;
            }
            for (int32_t j = 0; j < L->nrounds; j++) {
                int32_t c = L->first[j] + L->pos[p];
                if (!u->b[c].reached || edges_to(&u->b[c], x) == 0)
                    continue;
                ops[m] = mi->ops[e];
                if (body_reg(L, &ops[m]))
                    ops[m].reg = rname(L, j, ops[m].reg);
                pr[m++] = c;
            }
        }
        free(mi->ops);
        free(mi->phi_preds);
        free(mi->scales);
        mi->scales = NULL;
        mi->ops = ops;
        mi->phi_preds = pr;
        mi->nops = mi->phi_preds_n = m;
        subst_ops(u, mi);
    }
}

/* The copies replace the loop: P enters round 0, exits get their phi
 * entries, the layout puts the rounds where the body was. */
static void commit_loop(uf *u, const uloop *L)
{
    minstr *pt = &u->b[L->p].ins[u->b[L->p].n - 1];
    for (int32_t t = 0; t < pt->ntargets; t++)
        if (pt->targets[t] == L->h)
            pt->targets[t] = L->first[0] + L->pos[L->h];
    for (int32_t x = 0; x < L->first[0]; x++)
        if (u->b[x].live && L->pos[x] < 0)
            exit_phis(u, L, x);
    int32_t add = L->nbody * L->nrounds;
    int32_t *order = model_xcalloc((size_t)(u->norder + add), sizeof(int32_t));
    int32_t n = 0;
    bool placed = false;
    for (int32_t k = 0; k < u->norder; k++) {
        int32_t b = u->order[k];
        if (L->pos[b] < 0) {
            order[n++] = b;
            continue;
        }
        if (placed)
            continue;
        placed = true;
        for (int32_t j = 0; j < L->nrounds; j++)
            for (int32_t i = 0; i < L->nbody; i++)
                order[n++] = L->first[j] + i;
    }
    free(u->order);
    u->order = order;
    u->norder = n;
    u->unrolled++;
}

static void rollback(uf *u, int32_t nb0, int32_t nregs0)
{
    for (int32_t x = nb0; x < u->nb; x++)
        free_block(&u->b[x]);
    u->nb = nb0;
    u->nregs = nregs0;
}

/* Unrolls loop L fully if its rounds end within the limit. */
static bool unroll_loop(uf *u, uloop *L, int32_t size)
{
    int32_t nb0 = u->nb, nregs0 = u->nregs, creating = 0;
    L->first = model_xcalloc((size_t)u->rounds + 1, sizeof(int32_t));
    L->rbase = model_xcalloc((size_t)u->rounds + 1, sizeof(int32_t));
    memset(u->cknown, 0, (size_t)u->nregs);
    /* rounds + 1 copies: a for loop of N rounds tests its condition
     * N + 1 times, and its last copy is that test alone */
    for (int32_t j = 0; j <= u->rounds && size * (j + 1) <= u->budget;
         j++) {
        copy_round(u, L, j);
        if (j > 0)
            link_round(u, L, j);
        fold_round(u, L, j);
        bool again = round_loops(u, L, j);
        creating += round_creates(u, L, j);
        if (creating > u->create_rounds)
            break;
        if (!again) {
            L->nrounds = j + 1;
            u->budget -= size * L->nrounds;
            commit_loop(u, L);
            return true;
        }
    }
    rollback(u, nb0, nregs0);
    return false;
}

/* ------------------------------------------------------------- driver */

static void build_preds(const uf *u, int32_t **preds, int32_t *npreds)
{
    for (int32_t x = 0; x < u->nb; x++) {
        const int32_t *t;
        int32_t n = u->b[x].live ? usuccs(&u->b[x], &t) : 0;
        for (int32_t i = 0; i < n; i++) {
            int32_t y = t[i];
            if (y < 0 || y >= u->nb)
                continue;
            preds[y] = urealloc(preds[y], sizeof(int32_t) *
                                (size_t)(npreds[y] + 1));
            preds[y][npreds[y]++] = x;
        }
    }
}

/* Tries the loops of the current graph, smallest body first; true if
 * one was unrolled (the graph changed: the caller looks again). */
static bool unroll_one(uf *u)
{
    int32_t nb = u->nb;
    int32_t *back = model_xcalloc((size_t)nb, sizeof(int32_t));
    int32_t **preds = model_xcalloc((size_t)nb, sizeof(int32_t *));
    int32_t *npreds = model_xcalloc((size_t)nb, sizeof(int32_t));
    mark_live(u);
    back_edges(u, back);
    build_preds(u, preds, npreds);
    uloop best = {0};
    int32_t best_size = 0;
    for (int32_t q = 0; q < nb; q++) {
        if (back[q] < 0 || u->failed[back[q]])
            continue;
        uloop L = {.h = back[q], .q = q};
        int32_t size;
        collect_body(u, (const int32_t *const *)preds, npreds, &L);
        if (!single_entry(u, (const int32_t *const *)preds, npreds, &L) ||
            !body_defs(u, &L, &size)) {
            u->failed[L.h] = 1;
            loop_free(&L);
        } else if (!best.body || size < best_size) {
            loop_free(&best);
            best = L;
            best_size = size;
        } else {
            loop_free(&L);
        }
    }
    if (best.body && !unroll_loop(u, &best, best_size))
        u->failed[best.h] = 1;
    bool more = best.body != NULL;  /* unrolled, or marked failed */
    loop_free(&best);
    for (int32_t x = 0; x < nb; x++)
        free(preds[x]);
    free(preds);
    free(npreds);
    free(back);
    return more;
}

static void load_func(uf *u, mfunc *f)
{
    for (int32_t x = 0; x < f->nblocks; x++) {
        int32_t k = add_block(u);
        const mblock *mb = &f->blocks[x];
        u->b[k].ins = model_xcalloc((size_t)mb->n, sizeof(minstr));
        u->b[k].n = mb->n;
        memcpy(u->b[k].ins, &f->code[mb->first], sizeof(minstr) *
               (size_t)mb->n);
    }
    u->order = model_xcalloc((size_t)f->nblocks, sizeof(int32_t));
    for (int32_t x = 0; x < f->nblocks; x++)
        u->order[u->norder++] = x;
    u->regcap = f->nregs + 16;
    u->nregs = f->nregs;
    u->ptr = model_xcalloc((size_t)u->regcap, 1);
    if (f->ptr_regs)
        memcpy(u->ptr, f->ptr_regs, (size_t)f->nregs);
    u->cval = model_xcalloc((size_t)u->regcap, sizeof(uint64_t));
    u->cknown = model_xcalloc((size_t)u->regcap, 1);
}

/* Drops phi entries of blocks that no longer run and renumbers. */
static void store_instr(const int32_t *newidx, minstr *mi)
{
    if (mi->kind == MI_PHI) {
        int32_t n = 0;
        for (int32_t e = 0; e < mi->phi_preds_n; e++) {
            int32_t p = mi->phi_preds[e];
            if (p < 0 || newidx[p] < 0)
                continue;
            mi->ops[n] = mi->ops[e];
            mi->phi_preds[n++] = newidx[p];
        }
        mi->nops = mi->phi_preds_n = n;
        return;
    }
    for (int32_t t = 0; t < mi->ntargets; t++)
        mi->targets[t] = newidx[mi->targets[t]];
}

/* Writes the live blocks back in layout order; frees the others. */
static void store_func(uf *u, mfunc *f)
{
    mark_live(u);
    int32_t *newidx = model_xcalloc((size_t)u->nb, sizeof(int32_t));
    int32_t nblocks = 0, ncode = 0;
    for (int32_t x = 0; x < u->nb; x++)
        newidx[x] = -1;
    for (int32_t k = 0; k < u->norder; k++)
        if (u->b[u->order[k]].live) {
            newidx[u->order[k]] = nblocks++;
            ncode += u->b[u->order[k]].n;
        }
    free(f->blocks);
    free(f->code);
    f->blocks = model_xcalloc((size_t)nblocks, sizeof(mblock));
    f->code = model_xcalloc((size_t)ncode, sizeof(minstr));
    f->nblocks = nblocks;
    f->ncode = 0;
    for (int32_t k = 0; k < u->norder; k++) {
        ublk *b = &u->b[u->order[k]];
        if (!b->live)
            continue;
        mblock *mb = &f->blocks[newidx[u->order[k]]];
        mb->first = f->ncode;
        mb->n = b->n;
        for (int32_t i = 0; i < b->n; i++) {
            store_instr(newidx, &b->ins[i]);
            mb->nphis += b->ins[i].kind == MI_PHI;
            f->code[f->ncode++] = b->ins[i];
        }
        free(b->ins);
        b->ins = NULL;
        b->n = 0;
    }
    for (int32_t x = 0; x < u->nb; x++)
        free_block(&u->b[x]);
    free(f->ptr_regs);
    f->ptr_regs = u->ptr;
    u->ptr = NULL;
    f->nregs = u->nregs;
    free(newidx);
}

static int32_t unroll_func(mfunc *f, int rounds, int create_rounds)
{
    if (f->nblocks < 2)
        return 0;
    uf u = {.budget = UNROLL_BUDGET, .rounds = rounds,
            .create_rounds = create_rounds};
    load_func(&u, f);
    for (int tries = 0; tries < 256 && unroll_one(&u); tries++)
        ;
    if (u.unrolled) {
        store_func(&u, f);
    } else {
        for (int32_t x = 0; x < u.nb; x++)
            free(u.b[x].ins);  /* the instructions stay f's */
    }
    free(u.b);
    free(u.order);
    free(u.ptr);
    free(u.cval);
    free(u.cknown);
    free(u.failed);
    return u.unrolled;
}

void model_unroll(model *m, int rounds, int create_rounds)
{
    if (rounds < 1)
        return;
    for (int32_t f = 0; f < m->nfuncs; f++)
        m->unrolled_loops += unroll_func(&m->funcs[f], rounds,
                                         create_rounds);
}
