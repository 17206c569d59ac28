/* encode/smt.c — the net of the program model unrolled k steps into Z3
 * terms, with data.
 *
 * State of one step (the "components"):
 *   pc[s]        control place of slot s as a number (0 not started,
 *                1 done, 2.. the slot's control points)
 *   reg[s][f][r] registers of function f in slot s (functions are not
 *                recursive: one frame per slot and function, checked)
 *   rsite[s][f]  call site f returns to (0: f is the slot's entry)
 *   tid[s], retval[s], depth[s] (atomic nesting)
 *   mem          byte array indexed by the pointer value (object id in
 *                the high bits, offset in the low bits, as in the model)
 *   osize        object id -> size (0: no object, freed or a function)
 *   nobj, ntid   next object id, next thread id
 *   owner        slot + 1 inside an atomic section, else 0
 *   exited, cut  program ended; a run reached an operation the encoding
 *                does not follow (its later steps are meaningless)
 *   site[c]      threads created so far at create site c
 *   nkeys, keys[s] thread-specific data: keys made, slot s's values
 *
 * Each step selects one hop (sel = its index; sel = nhops is idle, so
 * targets "at step k" mean "within k steps").  A hop is what the net calls
 * a transition: slot s moves from control point p to the next point,
 * executing the instruction at p and the local instructions after it.
 * The hops are enumerated here from the model (the same points as the net:
 * net_is_point), with their data guards and updates.
 *
 * Constant registers: main's first allocas, casts and GEPs of them, and
 * the parameter of a thread created with a constant argument hold one
 * value in every run from their definition on; they are that numeral
 * instead of a component, so the accesses through them are at fixed
 * addresses (entry_regs_const). */
#include "encode/encode.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <z3.h>

/* HK_STAY: a phase of a blocking primitive that leaves its thread on the
 * same point (a condition wait that releases its mutex, a barrier arrival
 * that is not the last one, a time-out): the simulator fires the same
 * instruction again later. */
enum { HK_LOCAL, HK_CALL, HK_RETURN, HK_END, HK_EXIT, HK_STAY };
/* Phases of the primitives with more than one hop from the same point
 * (the layouts and phases of solve/sim_prim.inc). */
enum { PH_NONE, PH_CV_START, PH_CV_WAKE, PH_CV_RELOCK, PH_BA_ARRIVE,
       PH_BA_LAST, PH_BA_RELEASED, PH_ONCE_RUN };
enum { PC_NEW = 0, PC_DONE = 1, PC_FIRST = 2 };

typedef struct {
    uint8_t kind;            /* HK_* */
    int32_t slot, fn, from;  /* fires from point (fn, from) of slot */
    int32_t to_fn, to;       /* successor point; -1: cut (unreachable) */
    int32_t site;            /* HK_RETURN: call instruction in to_fn */
    bool local;              /* touches only its own slot's pc/registers */
    bool nondet;             /* the first instruction is a nondet call */
    bool spin;               /* spin_hop: may repeat in a lasso */
    uint8_t phase;           /* PH_*: which phase of the primitive */
} hop;

typedef struct {             /* an own local a spin hop reads or writes */
    int32_t f;
    const minstr *al;        /* its alloca in function f */
} spinlocal;

typedef struct {             /* a slot's spinning (spin_points) */
    bool *pc;                /* [pc]: on a cycle of spin hops; NULL none */
    bool in_memory;          /* some spin hop reads or writes memory */
    spinlocal *mem;          /* the locals those hops access */
    int32_t nmem;
} spinslot;

typedef struct {             /* functions of one slot */
    int32_t nf;
    int32_t *fns;            /* function indices */
    int32_t **code;          /* [i][ip]: pc value of point ip, -1 none */
    int32_t *regbase;        /* [i]: component of register 0 */
    int32_t *rsite;          /* [i]: component of the return site */
} slotfns;

struct smt {
    Z3_context z;
    Z3_solver sol;
    Z3_tactic bitblast;      /* bitblast_tactic: tried first */
    int64_t fallbacks;       /* queries it left to the default solver */
    const model *m;
    const pnet *n;
    ordering ord;
    bool spurious;           /* condition waits may wake without a signal */
    bool no_sim_cuts;        /* smt_no_sim_cuts: add_sim_cut adds nothing */
    bool zerr;
    char zerr_msg[200];
    int32_t nslots;
    slotfns *sf;
    unsigned pcw, selw, objw, pw;
    int32_t *regw;           /* per function: offset into regwidth */
    uint8_t *regwidth;
    /* components */
    int32_t ncomp, capcomp;
    Z3_sort *csort;
    Z3_ast *cur;             /* values at step k */
    int32_t c_mem, c_osize, c_nobj, c_ntid, c_owner, c_exited, c_cut;
    int32_t c_soft;          /* the run read an uninitialised value (or
                              * used an uninitialised lock) and went on
                              * with what memory held, as the simulator:
                              * a bound on the verdict, not the run's end */
    int32_t c_wr;            /* byte address -> some store wrote it */
    int32_t c_poison;        /* byte address -> a memcpy wrote it from an
                              * unwritten byte, or a join wrote an
                              * uninitialised thread result there, no
                              * write since (-1: neither can happen) */
    int32_t c_zeroed;        /* object id -> calloc made it (every byte
                                has a value: zero or what was stored) */
    int32_t c_nkeys;         /* thread-specific data keys created so far */
    int32_t c_kdel;          /* bit k: key k was deleted */
    int32_t *c_keys;         /* [s]: key -> slot s's value (never set: 0) */
    int32_t *c_pc, *c_tid, *c_ret, *c_depth, *c_site;
    int32_t *c_rel;          /* [s]: its thread was joined or detached
                                (NULL: the program does neither) */
    int32_t *c_retu;         /* [s]: c_ret is an uninitialised value (NULL
                              * when no join can receive one) */
    /* create sites and call sites */
    int32_t nsites, *site_fn, *site_ip;
    int32_t ncalls, *call_fn, *call_ip;
    /* hops */
    int32_t nhops, caphops;
    hop *hops;
    int32_t *earliest;       /* [hop]: no run fires it before this step */
    int32_t *latest;         /* [hop]: nor after this one */
    /* unrolling */
    int32_t k, capk;
    Z3_ast *sel, *nd;
    Z3_ast *ch;              /* [k]: the simulator's choice index, or NULL */
    Z3_ast prev_lk;          /* ordering: slot+1 of the previous local hop */
    Z3_ast ro;               /* object id -> read-only */
    int32_t ntls;            /* thread-local globals */
    int32_t *tls_index;      /* [g]: k-th thread-local global, else -1 */
    int32_t *tls_global;     /* [k]: the k-th thread-local global */
    uint32_t obj_dyn;        /* first object id of allocations */
    uint32_t nobj0;          /* nobj's start: obj_dyn + the fixed frame ids */
    int64_t **frame_ids;     /* [s][ip]: object id of the alloca at ip of
                                slot s's entry function (fixed_frames),
                                -1 none; [s] NULL: no fixed ids */
    uint32_t *fixed_size;    /* [id - obj_dyn], id < nobj0: size of that
                                alloca when its address does not escape,
                                else 0 */
    uint32_t *main_frame;    /* [id - nobj0]: size of the alloca of main's
                                first hop with that id, 0 none (a heap
                                object) */
    uint32_t nmain_frame;    /* ids nobj0 .. nobj0 + n - 1 */
    Z3_ast **entry_const;    /* [s][r]: register r of slot s's entry
                                function when it holds one value in every
                                run (entry_regs_const), else NULL */
    /* atomicity: the fixed cells that relaxed loads deciding a branch
     * read, and per (slot s, cell w) the slots that stored relaxed values
     * there since s's last synchronisation: c_hist[s * nwatch + w] */
    int32_t nwatch;
    uint64_t *watch;
    int32_t *c_hist;
    uint64_t *last_sel;      /* selections of the last model */
    int32_t last_k;
    /* NaN results are any NaN (fp_bits), so a model of the encoding need
     * not be a run of the simulator: a refuted model is then excluded
     * with its nondet values and choices, not its whole schedule */
    bool inexact;
    Z3_ast last_data;        /* the last model's nondet values and
                                choices, as one conjunction */
    Z3_ast fire_now;         /* the hop being encoded fires (build_step) */
    /* lasso of a spinning thread (spin_at): the components after each
     * step i <= k (past[i]) and per slot what spin_points found */
    Z3_ast **past;
    spinslot *spin;
    Z3_ast *asserts;         /* every constraint of the unrolling */
    int32_t nasserts, capasserts;
};

/* ------------------------------------------------------------ helpers */

static void *xcalloc(size_t n, size_t sz)
{
    void *p = calloc(n ? n : 1, sz);
    if (!p) {
        fputs("pnbmc: out of memory\n", stderr);
        abort();
    }
    return p;
}

static void *xrealloc(void *p, size_t sz)
{
    p = realloc(p, sz ? sz : 1);
    if (!p) {
        fputs("pnbmc: out of memory\n", stderr);
        abort();
    }
    return p;
}

static void on_z3_error(Z3_context z, Z3_error_code c)
{
    (void)z;
    (void)c; /* recorded through Z3_get_error_code by the caller */
}

static Z3_sort bv(smt *e, unsigned w) { return Z3_mk_bv_sort(e->z, w); }
static Z3_ast num(smt *e, uint64_t v, unsigned w)
{
    return Z3_mk_unsigned_int64(e->z, model_mask((int)w, v), bv(e, w));
}
static Z3_ast tru(smt *e) { return Z3_mk_true(e->z); }
static Z3_ast fls(smt *e) { return Z3_mk_false(e->z); }
static Z3_ast eq(smt *e, Z3_ast a, Z3_ast b) { return Z3_mk_eq(e->z, a, b); }
static Z3_ast not_(smt *e, Z3_ast a) { return Z3_mk_not(e->z, a); }
static Z3_ast ite(smt *e, Z3_ast c, Z3_ast a, Z3_ast b)
{
    return Z3_mk_ite(e->z, c, a, b);
}
static Z3_ast and2(smt *e, Z3_ast a, Z3_ast b)
{
    Z3_ast v[2] = {a, b};
    return Z3_mk_and(e->z, 2, v);
}
static Z3_ast or2(smt *e, Z3_ast a, Z3_ast b)
{
    Z3_ast v[2] = {a, b};
    return Z3_mk_or(e->z, 2, v);
}
static unsigned width(smt *e, Z3_ast a)
{
    return Z3_get_bv_sort_size(e->z, Z3_get_sort(e->z, a));
}
/* a resized to w bits: truncated or extended (sign-extended if sx) */
static Z3_ast resize(smt *e, Z3_ast a, unsigned w, bool sx)
{
    unsigned aw = width(e, a);
    if (aw == w)
        return a;
    if (aw > w)
        return Z3_mk_extract(e->z, w - 1, 0, a);
    return sx ? Z3_mk_sign_ext(e->z, w - aw, a)
              : Z3_mk_zero_ext(e->z, w - aw, a);
}
static Z3_ast bool_bv(smt *e, Z3_ast c)
{
    return ite(e, c, num(e, 1, 1), num(e, 0, 1));
}
static Z3_ast nonzero(smt *e, Z3_ast a)
{
    return not_(e, eq(e, a, num(e, 0, width(e, a))));
}

/* Object id of slot s's copy of thread-local global g. */
static uint32_t tls_copy(const smt *e, int32_t s, int32_t g)
{
    return (uint32_t)e->m->nglobals + (uint32_t)(s * e->ntls) +
           (uint32_t)e->tls_index[g];
}

static int32_t add_comp(smt *e, Z3_sort s, Z3_ast init)
{
    if (e->ncomp == e->capcomp) {
        e->capcomp = e->capcomp ? e->capcomp * 2 : 64;
        e->csort = xrealloc(e->csort, sizeof(Z3_sort) * (size_t)e->capcomp);
        e->cur = xrealloc(e->cur, sizeof(Z3_ast) * (size_t)e->capcomp);
    }
    e->csort[e->ncomp] = s;
    e->cur[e->ncomp] = init;
    return e->ncomp++;
}

/* The longest memset/memcpy the encoding follows: one write of a hop. */
#define WRITE_MAX 256
#define WRITE_MAX_TEXT "256"
#define VAR_BULK_MAX 32  /* memset/memcpy of a run-time length: at most */
#define VAR_BULK_MAX_TEXT "32"

#include "encode/smt_model.inc"
#include "encode/smt_hop.inc"
#include "encode/smt_step.inc"
