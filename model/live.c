/* model/live.c — live registers per instruction.
 *
 * live_in(ip): the registers some path from ip reads before writing
 * them.  A register outside live_in(ip) can hold any value while a frame
 * stands at ip without changing what the program does, so the simulator
 * clears such registers and states that differ only in dead values
 * become one (after model/unroll.c, each round's registers stay in the
 * frame after the loop: without this, every old value they keep would
 * split the state space).
 *
 * Phis are evaluated on the edge into their block: their operands are
 * read at the end of the predecessor the entry names, their results are
 * written before the block's first other instruction. */
#include "model/lower.h"

#include <stdlib.h>
#include <string.h>

enum { LIVE_MAX_WORDS = 1 << 22 };  /* 32 MiB per function at most */

typedef struct {
    const mfunc *f;
    int32_t w;          /* words per set */
    uint64_t *in;       /* [ip * w]: live_in(ip) */
    uint64_t *tmp;
} lv;

static bool reg_in(const mfunc *f, const mopnd *o)
{
    return o->kind == OPND_REG && o->reg >= 0 && o->reg < f->nregs;
}

static void set_bit(uint64_t *s, int32_t r)
{
    s[r >> 6] |= UINT64_C(1) << (r & 63);
}

static void clear_bit(uint64_t *s, int32_t r)
{
    s[r >> 6] &= ~(UINT64_C(1) << (r & 63));
}

/* live_in of block b's first instruction after its phis, without the
 * phis' results; its phi operands for the edge from `from` added. */
static void edge_live(const lv *l, int32_t from, int32_t b, uint64_t *out)
{
    const mblock *blk = &l->f->blocks[b];
    if (blk->n <= blk->nphis)
        return;
    const uint64_t *in = &l->in[(size_t)(blk->first + blk->nphis) *
                                (size_t)l->w];
    memcpy(l->tmp, in, sizeof(uint64_t) * (size_t)l->w);
    for (int32_t i = 0; i < blk->nphis; i++) {
        const minstr *phi = &l->f->code[blk->first + i];
        if (phi->dst >= 0 && phi->dst < l->f->nregs)
            clear_bit(l->tmp, phi->dst);
    }
    for (int32_t i = 0; i < blk->nphis; i++) {
        const minstr *phi = &l->f->code[blk->first + i];
        for (int32_t e = 0; e < phi->phi_preds_n && e < phi->nops; e++)
            if (phi->phi_preds[e] == from && reg_in(l->f, &phi->ops[e]))
                set_bit(l->tmp, phi->ops[e].reg);
    }
    for (int32_t k = 0; k < l->w; k++)
        out[k] |= l->tmp[k];
}

/* Recomputes the sets of block b; true if its entry set changed. */
static bool block_pass(lv *l, int32_t b, uint64_t *live)
{
    const mfunc *f = l->f;
    const mblock *blk = &f->blocks[b];
    memset(live, 0, sizeof(uint64_t) * (size_t)l->w);
    if (blk->n <= blk->nphis)
        return false;
    const minstr *t = &f->code[blk->first + blk->n - 1];
    for (int32_t i = 0; i < t->ntargets; i++)
        if (t->targets[i] >= 0 && t->targets[i] < f->nblocks)
            edge_live(l, b, t->targets[i], live);
    for (int32_t ip = blk->first + blk->n - 1; ip >= blk->first + blk->nphis;
         ip--) {
        const minstr *mi = &f->code[ip];
        if (mi->dst >= 0 && mi->dst < f->nregs)
            clear_bit(live, mi->dst);
        if (mi->dst2 >= 0 && mi->dst2 < f->nregs)
            clear_bit(live, mi->dst2);
        for (int32_t o = 0; o < mi->nops; o++)
            if (reg_in(f, &mi->ops[o]))
                set_bit(live, mi->ops[o].reg);
        uint64_t *in = &l->in[(size_t)ip * (size_t)l->w];
        bool same = memcmp(in, live, sizeof(uint64_t) * (size_t)l->w) == 0;
        if (same && ip == blk->first + blk->nphis)
            return false;
        memcpy(in, live, sizeof(uint64_t) * (size_t)l->w);
    }
    return true;
}

static void func_liveness(mfunc *f)
{
    f->live = NULL;
    f->live_words = 0;
    int32_t w = (f->nregs + 63) / 64;
    if (w == 0 || f->ncode == 0 ||
        (int64_t)w * f->ncode > LIVE_MAX_WORDS)
        return;
    lv l = {f, w, calloc((size_t)f->ncode * (size_t)w, sizeof(uint64_t)),
            calloc((size_t)w, sizeof(uint64_t))};
    uint64_t *live = calloc((size_t)w, sizeof(uint64_t));
    if (!l.in || !l.tmp || !live) {
        free(l.in);
        free(l.tmp);
        free(live);
        return;
    }
    for (bool again = true; again;) {
        again = false;
        for (int32_t b = f->nblocks - 1; b >= 0; b--)
            again |= block_pass(&l, b, live);
    }
    /* a frame never stands on a phi: its set is the block's entry set */
    for (int32_t b = 0; b < f->nblocks; b++) {
        const mblock *blk = &f->blocks[b];
        if (blk->n <= blk->nphis)
            continue;
        for (int32_t i = 0; i < blk->nphis; i++)
            memcpy(&l.in[(size_t)(blk->first + i) * (size_t)w],
                   &l.in[(size_t)(blk->first + blk->nphis) * (size_t)w],
                   sizeof(uint64_t) * (size_t)w);
    }
    free(l.tmp);
    free(live);
    f->live = l.in;
    f->live_words = w;
}

void model_liveness(model *m)
{
    for (int32_t f = 0; f < m->nfuncs; f++)
        func_liveness(&m->funcs[f]);
}
