/* model/model.h — the program model and the Program Petri Net (PPN).
 *
 * The front-end (frontend.c, lower.c) compiles C with clang, loads the
 * bitcode with the LLVM-C API, runs mem2reg and lowers every defined
 * function into a small register IR (struct mfunc).  Synchronisation
 * primitives and SV-COMP functions become MI_PRIM instructions, recognised
 * through a table (prims.c).  The IR keeps C's bit-vector semantics: every
 * value is a uint64_t truncated to its width.
 *
 * Pointers are integers: object id in the high bits, byte offset in the low
 * bits (see model_ptr).  Object 0 is the null object; ids 1..nglobals-1 are
 * globals and functions; dynamic objects (heap, stack) get ids after them.
 *
 * net.c derives the PPN from the model: one control place per (thread
 * instance, control point), resource places for mutexes and thread exits.
 */
#ifndef PNBMC_MODEL_H
#define PNBMC_MODEL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* ---- errors: one mechanism, a message with an optional location ---- */
typedef struct {
    int code;            /* 0 ok, 2 input/usage error, 3 unsupported */
    char msg[1024];
} merr;

void merr_set(merr *e, int code, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* ---- source locations ---- */
typedef struct {
    int32_t file;        /* index into model.files, -1 unknown */
    int32_t line, col;
} mloc;

static inline bool model_same_loc(mloc a, mloc b)
{
    return a.file == b.file && a.line == b.line && a.col == b.col;
}

/* ---- operands ---- */
enum { OPND_NONE, OPND_REG, OPND_IMM };
typedef struct {
    uint8_t kind;
    uint8_t bits;        /* width of the value, 1..64 */
    bool ptr;            /* LLVM gives the value a pointer type (the
                            witness shows it as an address) */
    bool num;            /* OPND_IMM: an integer literal of the program,
                            never an address (whatever its value) */
    int32_t reg;         /* OPND_REG: register index in the frame */
    uint64_t imm;        /* OPND_IMM: value (pointers already encoded) */
} mopnd;

/* ---- instructions ---- */
typedef enum {
    MI_BIN, MI_ICMP, MI_CAST, MI_SELECT, MI_GEP, MI_LOAD, MI_STORE,
    MI_ALLOCA, MI_RMW, MI_CMPXCHG, MI_FENCE,
    MI_BR, MI_JMP, MI_SWITCH, MI_RET, MI_UNREACHABLE,
    MI_CALL,             /* call of a defined function (direct or not) */
    MI_PRIM,             /* call of a recognised primitive */
    MI_PHI,              /* only at block start; evaluated on the edge */
    MI_FBIN, MI_FCMP, MI_FCAST, /* IEEE float (32 bits) / double (64 bits) */
    MI_UNDEF_USE,        /* ops[0] != 0: the next instruction reads a value
                            that came in uninitialised through a phi
                            (model/undef.c): as reads_undef */
    MI_UNSUPPORTED       /* executing it ends the run as unknown */
} mi_kind;

typedef enum {
    BO_ADD, BO_SUB, BO_MUL, BO_UDIV, BO_SDIV, BO_UREM, BO_SREM,
    BO_SHL, BO_LSHR, BO_ASHR, BO_AND, BO_OR, BO_XOR,
    /* RMW only */
    BO_XCHG, BO_NAND, BO_MAX, BO_MIN, BO_UMAX, BO_UMIN
} binop;

typedef enum {
    CP_EQ, CP_NE, CP_UGT, CP_UGE, CP_ULT, CP_ULE,
    CP_SGT, CP_SGE, CP_SLT, CP_SLE
} cmppred;

typedef enum { CA_ZEXT, CA_SEXT, CA_TRUNC, CA_BITS } castop;

/* minstr.addr_check (model/layout.c): where the model's fixed layout
 * (an object's address is its id << obj_shift; a freed heap block's
 * address is never given out again) would decide a value that a real
 * implementation's layout decides, the run ends as unknown. */
typedef enum {
    ADDR_NONE,
    ADDR_INT,    /* ptrtoint used other than for equality, a pointer
                    difference or a pointer again: its operand is an
                    object's address */
    ADDR_ORDER,  /* <, <=, >, >= of pointers, a difference of two
                    addresses as numbers: of two different objects */
    ADDR_FREED,  /* == or != of pointers, a cmpxchg's comparison: of two
                    heap blocks' addresses, one freed (malloc may give its
                    address out again); ptrtoint: of a freed block's */
    ADDR_LITERAL, /* == or != of a number with an integer literal (the
                    second operand): both decode as objects' addresses
                    (the literal is one only in the model's layout) */
    ADDR_FORGED  /* inttoptr of a number that no address reaches (the
                    points-to sets): it decodes as an object's address,
                    which it is only in the model's layout */
} addr_check_kind;

typedef enum { FB_ADD, FB_SUB, FB_MUL, FB_DIV, FB_REM, FB_NEG } fbinop;
typedef enum { FC_TOSI, FC_TOUI, FC_FROMSI, FC_FROMUI, FC_RESIZE } fcastop;
/* MI_FCMP: op is LLVM's real predicate (0 false, 1 oeq ... 15 true) */

typedef enum {
    PR_NOP,               /* harmless external (printf, dbg intrinsics, ...) */
    PR_THREAD_CREATE, PR_THREAD_JOIN, PR_THREAD_EXIT, PR_THREAD_SELF,
    PR_MUTEX_INIT, PR_MUTEX_DESTROY, PR_MUTEX_LOCK, PR_MUTEX_TRYLOCK,
    PR_MUTEX_UNLOCK,
    PR_ATOMIC_BEGIN, PR_ATOMIC_END,
    PR_NONDET, PR_ASSUME, PR_REACH_ERROR, PR_ASSERT_FAIL, PR_ASSERT,
    PR_ABORT, PR_EXIT,
    PR_MALLOC, PR_CALLOC, PR_FREE, PR_MEMSET, PR_MEMCPY,
    PR_COND_INIT, PR_COND_DESTROY, PR_COND_WAIT, PR_COND_TIMEDWAIT,
    PR_COND_SIGNAL, PR_COND_BROADCAST,
    PR_RW_INIT, PR_RW_DESTROY, PR_RW_RDLOCK, PR_RW_WRLOCK, PR_RW_TRYRDLOCK,
    PR_RW_TRYWRLOCK, PR_RW_UNLOCK,
    PR_SEM_INIT, PR_SEM_DESTROY, PR_SEM_WAIT, PR_SEM_TRYWAIT, PR_SEM_POST,
    PR_SEM_GETVALUE,
    PR_BARRIER_INIT, PR_BARRIER_DESTROY, PR_BARRIER_WAIT,
    PR_ONCE,
    PR_MUTEXATTR_INIT, PR_MUTEXATTR_SETTYPE, PR_MUTEXATTR_GETTYPE,
    PR_KEY_CREATE, PR_KEY_DELETE, PR_GETSPECIFIC, PR_SETSPECIFIC,
    PR_STACKSAVE,         /* llvm.stacksave: a token for the scope's start */
    PR_HEAP_SIZE,         /* __pnbmc_heap_size(p): the size of the live heap
                             object p points to the start of (the libc
                             model's realloc); undefined otherwise */
    PR_STACKRESTORE,      /* llvm.stackrestore(token): the variable-length
                             arrays allocated since the token's stacksave
                             end (escapes: one of the function's may reach
                             another thread, the end is then visible) */
    PR_THREAD_DETACH,     /* pthread_detach, thrd_detach */
    PR_TLS_ADDR,          /* __pnbmc_tls_address(&g + off): the calling
                             thread's copy of thread-local global g, at
                             off (model/tls.c) */
    PR_UNKNOWN            /* unknown external: unsupported when executed */
} prim_kind;

struct mglobal;

typedef struct {
    mi_kind kind;
    uint8_t op;          /* binop / cmppred / castop / prim_kind; fence:
                            MODEL_FENCE_ASM for inline assembly (orders the
                            processor, not C11's memory model) */
    uint8_t bits;        /* result width (0 = no result) */
    uint8_t order;       /* atomic order of loads/stores/rmw: 0 = not atomic
                            (cmpxchg: on success) */
    uint8_t fail_order;  /* cmpxchg: the order of a failing one's load */
    bool is_signed;      /* nondet: signed domain */
    bool nsw;            /* MI_BIN add, sub, mul: a signed overflow is
                            undefined behaviour (clang's nsw flag, kept
                            with --signed-overflow undefined) */
    int32_t dst;         /* result register, -1 none */
    int32_t dst2;        /* cmpxchg: success flag register, -1 none */
    uint32_t size;       /* load/store/alloca size in bytes (a
                            variable-length array's: of one element, its
                            count is ops[0], see model_is_vla) */
    int32_t nops;
    mopnd *ops;          /* operands (call: callee then args) */
    int64_t *scales;     /* GEP: scale per index operand (ops[1..]) */
    int64_t gep_off;     /* GEP: constant byte offset */
    int32_t *targets;    /* br/switch: successor blocks; switch: default first */
    uint64_t *cases;     /* switch: case values, ntargets-1 of them */
    int32_t ntargets;
    int32_t callee;      /* MI_CALL direct: function index, -1 indirect */
    int32_t phi_preds_n; /* MI_PHI: ops[i] flows in from block phi_preds[i] */
    int32_t *phi_preds;
    char *text;          /* MI_PRIM: callee name; MI_UNSUPPORTED: what */
    char *var;           /* alloca: C name of the local */
    const struct mglobal *layout; /* alloca: the local's C layout from its
                               llvm.dbg.declare (name, dtypes; owned by
                               the model: copies share it), or NULL;
                               malloc, calloc: the block's (element)
                               type's, unnamed */
    bool escapes;        /* alloca: its address may reach another thread;
                            stackrestore: see PR_STACKRESTORE */
    bool addr_kept;      /* alloca: by the points-to sets, its address
                            may be stored in memory or returned, so a
                            pointer to it may outlive its frame
                            (pta_mark_private; true without the sets) */
    bool thread_private; /* alloca, malloc, calloc: by the points-to sets,
                            no thread but the one that runs it can reach
                            the object (pta_mark_private); for an alloca
                            finer than !escapes, which follows the
                            address's uses in a few calls */
    bool branch_use;     /* relaxed load: its value decides a branch */
    bool havoc;          /* atomic load weaker than seq_cst whose value
                            only meets comparisons with constants: domain
                            holds one value per class of equal outcomes
                            (lower_insn.inc's domain_walk); in
                            model.havoc_view it reads nothing and its
                            value is a choice of them */
    bool result_unused;  /* rmw: nothing reads the old value it returns */
    bool weak;           /* cmpxchg: may fail although the object holds the
                            expected value (C11 7.17.7.4: a weak compare-
                            exchange fails spuriously); it stores nothing */
    uint8_t pad;         /* load/store of at most 8 bytes: bit i set when
                            byte i is padding in the C object accessed (a
                            struct moved in registers: lower_insn.inc's
                            access_padding); a load does not check it is
                            written, a store leaves it unwritten */
    bool is_float;       /* load/store/nondet: the value is a float or
                            double (its bits) */
    bool reads_undef;    /* an operand is an uninitialised value (taken 0) */
    bool from_input;     /* store in the C library models of a nondet value:
                            a byte the environment gives (what read, fread
                            or getenv store), never an object's address */
    bool ret_undef;      /* MI_RET: returns an uninitialised value (taken 0;
                            a thread's: its joiner receives unwritten bytes) */
    uint8_t addr_check;  /* addr_check_kind: MI_CAST, MI_ICMP, MI_BIN
                            sub, MI_LOAD, MI_CMPXCHG outside the C library
                            models */
    uint64_t forged;     /* a literal number an operand makes a pointer
                            (a constant inttoptr) outside the C library
                            models, in the range of the model's addresses;
                            0 none.  The run ends unknown where it decodes
                            as an object's address */
    int32_t ndomain;     /* nondet: > 0 = exhaustive value set (domain) */
    uint64_t *domain;
    mloc loc;
} minstr;

typedef struct {
    int32_t first, n;    /* instruction range in mfunc.code */
    int32_t nphis;       /* phis are the first nphis instructions */
} mblock;

typedef struct {
    char *name;
    int32_t nparams, nregs;
    int32_t nblocks;
    mblock *blocks;
    int32_t ncode;
    minstr *code;
    uint32_t obj;        /* object id used for its address */
    uint8_t *ptr_regs;   /* per register: 1 if LLVM gives it a pointer type
                            (a cmpxchg's value: its operand's type) */
    bool atomic_fn;      /* __VERIFIER_atomic_*: runs without interleaving */
    bool standin;        /* model/fnref.c's stand-in for a declared
                            function whose address is a value (C names
                            have no '.': only these end in ".ref") */
    mloc loc;
    /* live[ip * live_words ...]: bit r set if register r may be read at
     * or after ip before it is written (model/live.c; phis: their
     * block's entry set).  NULL: unknown, every register may be read. */
    uint64_t *live;
    int32_t live_words;
} mfunc;

/* static memory objects: globals (with initial bytes) and functions; a
 * local's C layout uses the same record (name and layout only) */
typedef struct mglobal {
    char *name;
    uint32_t size;
    uint8_t *init;       /* size bytes */
    uint8_t *init_addr;  /* size bytes, nonzero where init holds an
                            address constant's byte (NULL: none does); a
                            number there is no address, whatever its
                            value */
    int32_t func;        /* >= 0: this object is function func */
    bool is_const;
    bool thread_local;
    bool tls_escapes;    /* thread-local whose address is used as a value */
    uint32_t elem_size;  /* array globals: element size, else 0 */
    /* C layout from the debug info, for names like "s.buf[3]"
     * (ndtypes == 0: unknown); dtypes[0] is the global's type */
    struct mgdtype {
        uint32_t size;      /* bytes (0: unknown) */
        uint32_t count;     /* array: elements; record: members */
        int32_t sub;        /* array: element type; record: first member */
        uint8_t kind;       /* 0 scalar or opaque, 1 struct/union, 2 array */
        bool is_unsigned;   /* scalar: an unsigned integer or _Bool, whose
                               values witnesses print unsigned */
        bool is_pointer;    /* scalar: a pointer, whose values witnesses
                               print as addresses (an atomic one is
                               accessed as an integer) */
    } *dtypes;
    struct mgdmember {
        char *name;         /* "" for an anonymous struct/union */
        uint32_t off, size; /* bytes within the record */
        int32_t type;       /* index in dtypes, -1 unknown */
    } *dmembers;
    int32_t ndtypes, ndmembers;
} mglobal;

typedef struct {
    char **files;
    int32_t nfiles;
    mfunc *funcs;
    int32_t nfuncs;
    mglobal *globals;    /* indexed by object id; [0] is the null object */
    int32_t nglobals;
    int32_t main_fn;
    int ptr_bits;        /* 64 (LP64) or 32 (ILP32) */
    int obj_shift;       /* pointer = obj << obj_shift | offset */
    bool ptr_to_int;     /* some ptrtoint: an integer register may hold
                            an address */
    bool joins_may_fail; /* some prim_join_may_fail: the end of a thread
                            is visible (a tryjoin's result depends on it) */
    int32_t unrolled_loops; /* loops model/unroll.c replaced by copies */
    mglobal **local_layouts; /* what minstr.layout points to */
    int32_t nlocal_layouts;
    bool try_view;       /* every mutex trylock or timed lock may fail,
                            also on a free mutex (prim_try_may_fail_
                            spuriously): a failure gives no order, so a
                            race search sees what a failed one seemed to
                            order (src/report.inc, try_failure_gate) */
    bool havoc_view;     /* minstr.havoc loads read nothing (src/report.inc,
                            havoc_gate) */
    bool weak_view;      /* the race target looks for accesses weaker than
                            seq_cst that may run concurrently
                            (model_race_class; set around one search by
                            src/report.inc, weak_memory_gate) */
    struct {             /* with weak_view, the release/acquire view:
                            atomic accesses race unless both are to this
                            cell (RACE_CELL, decided by the simulator),
                            plain ones race as usual */
        bool set;
        bool heap;       /* in the heap object allocated at site (which
                            runs at most once in a run), else in global
                            obj */
        uint32_t obj, size;
        uint64_t off;
        mloc site;
    } ra_cell;
    /* the C library models' cancellation flags (model/cancel.c), arrays
     * of int by thread id: a request is pending; the thread is inside a
     * cancellation point that may block (2: a condition wait that a
     * request ends); global objects, 0 when the program does not cancel */
    uint32_t cancel_pending, cancel_inside;
    /* the int whose initial value 1 lets a thread act at a cancellation
     * point without a request (the cancellation view: src/report.inc,
     * cancel_order_gate); 0 when the program does not cancel */
    uint32_t cancel_view;
    /* a signal handler the program may install, which never runs (no
     * signal arrives in the model: model/signals.c), as "the handler
     * on_term that sigaction installs at prog.c:12"; "" when none */
    char signal_handler[256];
    /* global spin lock cells a pthread_spin_* operation other than init
     * may find uninitialised (model/spin.c); spin_lost: one whose
     * targets the points-to analysis does not know */
    struct mspin {
        uint32_t obj;
        uint64_t off;
        bool any;            /* any offset of obj */
    } *spin_late;
    int32_t nspin_late;
    bool spin_lost;
} model;
typedef struct mspin mspin;

/* One of src/report.inc's views is on, which give the model runs the
 * program does not have: weak memory, failed tries, cancellation points
 * acted on without a request. */
static inline bool model_adds_runs(const model *m)
{
    return m->weak_view || m->try_view ||
           (m->cancel_view && m->globals[m->cancel_view].size >= 1 &&
            m->globals[m->cancel_view].init[0] != 0);
}

/* User-defined primitives (userprims.c, --primitives FILE). */
typedef struct uprims uprims;
uprims *uprims_load(const char *path, merr *e);
void uprims_free(uprims *u);
/* What a rule says of a matching call: the primitive and which
 * arguments are its operands (0-based; -1 none).  arg: the object (lock,
 * unlock, trylock), the thread id (join) or the start routine's argument
 * (create); fn and handle: create's start routine and the pointer its
 * thread id is stored through.  has_ret: ret=N, the value a lock, unlock,
 * ignore, atomic_begin or atomic_end wrapper returns; success: which
 * result of a trylock wrapper means it took the lock (UPRIM_SUCCESS_*). */
enum { UPRIM_SUCCESS_UNSAID, UPRIM_SUCCESS_ZERO, UPRIM_SUCCESS_NONZERO };
typedef struct {
    prim_kind kind;
    int arg, fn, handle;
    bool has_ret;
    long long ret;
    int success;
    int line;            /* the rule's line in the file */
} uprim_use;
/* The first rule matching name, if any. */
bool uprims_match(const uprims *u, const char *name, uprim_use *use);

typedef struct {
    const char *clang;   /* path of clang, NULL = built-in default */
    const char **cflags; /* extra flags (-I, -D, ...) */
    int ncflags;
    bool m32;
    bool verbose;
    const uprims *uprims; /* may be NULL */
    /* per input file i (NULL = none): flags for that file only, after
     * cflags (from --compile-commands) */
    const char *const *const *file_cflags;
    const int *file_ncflags;
    /* --entry FUNC: FUNC must be defined; main is then optional (a
     * program without main gets an empty one) */
    const char *entry;
    /* --unroll N: loops whose rounds constants decide, up to N rounds,
     * become straight code (0 = off); a loop that creates threads only
     * up to unroll_threads rounds */
    int unroll, unroll_threads;
    /* --args: main's command-line arguments (argv[1] ...); without it
     * (args_given false) a use of argc or argv is unsupported */
    const char *const *args;
    int nargs;
    bool args_given;
    /* --no-spurious-wakeups: a cancellation request cannot end a
     * condition wait as a spurious wake-up does (model/cancel.c) */
    bool no_spurious;
    /* --signed-overflow undefined: clang's nsw arithmetic (C's signed
     * +, -, *) that overflows is undefined behaviour (minstr.nsw) */
    bool overflow_ub;
} front_opts;

/* The argv[0] of a program built from file (the first input): its base
 * name without extension; malloc'd (model/cmdline.c). */
char *model_program_name(const char *file);

/* Compile files, lower them; returns NULL and sets *e on failure. */
model *model_build(const char *const *files, int nfiles,
                   const front_opts *o, merr *e);
void model_free(model *m);

static inline uint64_t model_mask(int bits, uint64_t v)
{
    return bits >= 64 ? v : (v & ((UINT64_C(1) << bits) - 1));
}
/* v as a signed value of width bits (1..64). */
static inline int64_t model_sext(int bits, uint64_t v)
{
    if (bits >= 64)
        return (int64_t)v;
    uint64_t sign = UINT64_C(1) << (bits - 1);
    return (int64_t)((model_mask(bits, v) ^ sign) - sign);
}
/* Binary operation op (MI_BIN or an RMW's) on a and b as values of width
 * bits, as the program computes it; *ub set (and 0 returned) where C
 * leaves it undefined: division by zero, overflowing signed division,
 * a shift by the width or more. */
static inline uint64_t model_binop(binop op, int bits, uint64_t a,
                                   uint64_t b, bool *ub)
{
    a = model_mask(bits, a);
    b = model_mask(bits, b);
    switch (op) {
    case BO_ADD: return a + b;
    case BO_SUB: return a - b;
    case BO_MUL: return a * b;
    case BO_UDIV: if (!b) { *ub = true; return 0; } return a / b;
    case BO_UREM: if (!b) { *ub = true; return 0; } return a % b;
    case BO_SDIV: case BO_SREM: {
        int64_t x = model_sext(bits, a), y = model_sext(bits, b);
        if (!y || (y == -1 && x == model_sext(bits, UINT64_C(1) << (bits - 1)))) {
            *ub = true;
            return 0;
        }
        return (uint64_t)(op == BO_SDIV ? x / y : x % y);
    }
    case BO_SHL: if (b >= (uint64_t)bits) { *ub = true; return 0; } return a << b;
    case BO_LSHR: if (b >= (uint64_t)bits) { *ub = true; return 0; } return a >> b;
    case BO_ASHR:
        if (b >= (uint64_t)bits) { *ub = true; return 0; }
        return (uint64_t)(model_sext(bits, a) >> b);
    case BO_AND: return a & b;
    case BO_OR: return a | b;
    case BO_XOR: return a ^ b;
    case BO_XCHG: return b;
    case BO_NAND: return ~(a & b);
    case BO_MAX: return model_sext(bits, a) > model_sext(bits, b) ? a : b;
    case BO_MIN: return model_sext(bits, a) < model_sext(bits, b) ? a : b;
    case BO_UMAX: return a > b ? a : b;
    case BO_UMIN: return a < b ? a : b;
    }
    return 0;
}
/* a op b (add, sub or mul) overflows as values of width bits read as
 * signed numbers. */
static inline bool model_signed_overflow(binop op, int bits, uint64_t a,
                                         uint64_t b)
{
    if (op != BO_ADD && op != BO_SUB && op != BO_MUL)
        return false;
    int64_t x = model_sext(bits, a), y = model_sext(bits, b), r;
    bool o = op == BO_ADD ? __builtin_add_overflow(x, y, &r)
           : op == BO_SUB ? __builtin_sub_overflow(x, y, &r)
                          : __builtin_mul_overflow(x, y, &r);
    return o || (bits < 64 && model_sext(bits, (uint64_t)r) != r);
}
/* Integer comparison p of a and b as values of width bits. */
static inline bool model_icmp(cmppred p, int bits, uint64_t a, uint64_t b)
{
    a = model_mask(bits, a);
    b = model_mask(bits, b);
    int64_t x = model_sext(bits, a), y = model_sext(bits, b);
    switch (p) {
    case CP_EQ: return a == b;
    case CP_NE: return a != b;
    case CP_UGT: return a > b;
    case CP_UGE: return a >= b;
    case CP_ULT: return a < b;
    case CP_ULE: return a <= b;
    case CP_SGT: return x > y;
    case CP_SGE: return x >= y;
    case CP_SLT: return x < y;
    case CP_SLE: return x <= y;
    }
    return false;
}
/* The load the atomicity check watches: a relaxed atomic load (LLVM's
 * monotonic ordering, 2 in minstr.order) whose value decides a branch. */
static inline bool model_relaxed_branch(const minstr *mi)
{
    return mi->kind == MI_LOAD && mi->branch_use && mi->order == 2;
}
/* A load that reads nothing in model.havoc_view: its value a choice. */
static inline bool model_havoc_load(const minstr *mi)
{
    return mi->kind == MI_LOAD && mi->havoc;
}
/* LLVM's seq_cst ordering in minstr.order (0 = not atomic, 1 unordered,
 * 2 monotonic = relaxed, 4 acquire, 5 release, 6 acq_rel). */
enum { MODEL_ORDER_SEQ_CST = 7 };
enum { MODEL_FENCE_C11 = 0, MODEL_FENCE_ASM = 1 };
/* sem_getvalue: POSIX does not list it among the functions that
 * synchronise memory (4.12), and glibc reads the count with a relaxed
 * load; the weak view takes it as one (solve/sim_pending.inc). */
static inline bool model_sem_probe(const minstr *mi)
{
    return mi->kind == MI_PRIM && mi->op == PR_SEM_GETVALUE;
}
/* An atomic access or fence weaker than seq_cst: C11 lets it see memory
 * out of the order of any interleaving. */
static inline bool model_weak_order(const minstr *mi)
{
    if (model_sem_probe(mi))
        return true;
    if (mi->kind == MI_CMPXCHG && mi->fail_order != 0 &&
        mi->fail_order != MODEL_ORDER_SEQ_CST)
        return true;   /* a failing one reads weaker than seq_cst */
    return (mi->kind == MI_LOAD || mi->kind == MI_STORE ||
            mi->kind == MI_RMW || mi->kind == MI_CMPXCHG) &&
           mi->order != 0 && mi->order != MODEL_ORDER_SEQ_CST;
}
/* How an access counts for the race target: two conflicting accesses
 * race unless model_race_exempt says their classes are alike.  Normally
 * plain accesses are RACE_PLAIN and atomic ones RACE_ATOMIC.  In the
 * weak view (model.weak_view) the target finds instead an access weaker
 * than seq_cst that may run concurrently with a conflicting one: plain
 * and seq_cst accesses are RACE_QUIET, weaker ones RACE_WEAK, except an
 * RMW whose result nobody reads, whose operation commutes with itself:
 * RACE_SILENT + op, exempt against the same (two such increments of a
 * counter reach the same value in either order, and neither sees the
 * other) and against such a seq_cst RMW, RACE_SILENT_SC + op (otherwise
 * as RACE_QUIET). */
enum { RACE_PLAIN, RACE_WEAK, RACE_ATOMIC, RACE_QUIET, RACE_CELL,
       RACE_SILENT };
#define RACE_SILENT_SC (RACE_SILENT + BO_UMIN + 1)
static inline uint8_t model_plain_class(const model *m)
{
    return m->weak_view && !m->ra_cell.set ? RACE_QUIET : RACE_PLAIN;
}
/* The class offset of an RMW whose result nobody reads and whose
 * operation commutes with itself (add and subtract together), or -1. */
static inline int model_blind_commuting_rmw(const minstr *mi)
{
    if (mi->kind != MI_RMW || !mi->result_unused)
        return -1;
    switch ((binop)mi->op) {
    case BO_ADD: case BO_SUB:
        return BO_ADD;
    case BO_AND: case BO_OR: case BO_XOR: case BO_MAX: case BO_MIN:
    case BO_UMAX: case BO_UMIN:
        return mi->op;
    default:
        return -1;
    }
}
static inline uint8_t model_race_class(const model *m, const minstr *mi)
{
    if (mi->order == 0)
        return model_plain_class(m);
    if (!m->weak_view)
        return RACE_ATOMIC;
    if (m->ra_cell.set)   /* RACE_CELL when at the cell (solve/sim.c) */
        return RACE_WEAK;
    int op = model_blind_commuting_rmw(mi);
    if (!model_weak_order(mi))
        return op < 0 ? RACE_QUIET : (uint8_t)(RACE_SILENT_SC + op);
    return op < 0 ? RACE_WEAK : (uint8_t)(RACE_SILENT + op);
}
static inline bool model_race_exempt(uint8_t a, uint8_t b)
{
    uint8_t qa = a >= RACE_SILENT_SC ? RACE_QUIET : a;
    uint8_t qb = b >= RACE_SILENT_SC ? RACE_QUIET : b;
    if (qa == qb && qa >= RACE_ATOMIC)
        return true;
    if (a > b) {
        uint8_t t = a;
        a = b;
        b = t;
    }
    return a >= RACE_SILENT && a < RACE_SILENT_SC &&
           b == a - RACE_SILENT + RACE_SILENT_SC;
}
/* Whether some instruction of some function satisfies pred. */
static inline bool model_any_instr(const model *m,
                                   bool (*pred)(const minstr *mi))
{
    for (int32_t f = 0; f < m->nfuncs; f++)
        for (int32_t i = 0; i < m->funcs[f].ncode; i++)
            if (pred(&m->funcs[f].code[i]))
                return true;
    return false;
}
/* An MI_UNDEF_USE whose flag unrolling folded to the constant 0: it
 * never notes anything. */
/* A variable-length array: an alloca whose element count is the value
 * of ops[0] (a fixed-size alloca has no operands). */
static inline bool model_is_vla(const minstr *mi)
{
    return mi->kind == MI_ALLOCA && mi->nops > 0;
}

static inline bool model_undef_use_idle(const minstr *mi)
{
    return mi->ops[0].kind == OPND_IMM && !mi->ops[0].imm;
}

static inline uint64_t model_ptr(const model *m, uint32_t obj, uint64_t off)
{
    return model_mask(m->ptr_bits, ((uint64_t)obj << m->obj_shift) | off);
}
static inline uint32_t model_ptr_obj(const model *m, uint64_t p)
{
    return (uint32_t)(p >> m->obj_shift);
}
static inline uint64_t model_ptr_off(const model *m, uint64_t p)
{
    return p & ((UINT64_C(1) << m->obj_shift) - 1);
}
/* Where a mutex keeps its type (normal, recursive, error-checking): the
 * offset of glibc's __kind in pthread_mutex_t, shared by the net, the
 * simulator and the smt encoding. */
static inline uint64_t model_mutex_kind_off(const model *m)
{
    return m->ptr_bits == 64 ? 16 : 12;
}
const char *model_file(const model *m, mloc l);
/* l lies in the C library models (MODEL_LIBC_FILE). */
bool model_in_libc(const model *m, mloc l);
/* The file name of pnbmc's C library models in source locations, and
 * their source text (model/libc/pnbmc_libc.c, compiled into pnbmc). */
#define MODEL_LIBC_DIR "<libc>"
#define MODEL_LIBC_BASE "pnbmc_libc.c"
#define MODEL_LIBC_FILE MODEL_LIBC_DIR "/" MODEL_LIBC_BASE
/* The never-written local a loop-body local's re-declaration copies
 * from (model/undef.c); witnesses call that copy "redeclare x", which
 * the compiled program does not perform (pnbmc replay skips it). */
#define MODEL_REDECLARE_SRC "uninit.src"
/* The array that holds a variadic call's extra arguments (model/vararg.c;
 * no C identifier has a dot); the real program passes them in registers
 * and on the stack, which a replay does not see. */
#define MODEL_VA_AREA_NAME "va.args"
const char *model_libc_source(void);
/* True when every thread's path and synchronisation objects are fixed by
 * its creation argument: no branch, address, divisor, shift, mutex, join
 * or create operand depends on a value another thread or the schedule may
 * decide, and no atomic access exists (syncdet.c).  Else false with the
 * first obstacle ("branch on shared or nondet data at f.c:12") in why.
 * *asserts_fixed: no assert condition depends on such a value either. */
bool model_sync_deterministic(const model *m, bool *asserts_fixed,
                              char *why, size_t n);
const char *prim_name(prim_kind k);
/* Looks up a callee name in the primitive table; false if not a primitive. */
bool prim_lookup(const char *name, prim_kind *k);
/* True for primitives that are interleaving points. */
bool prim_is_visible(prim_kind k);
/* reach_error, __assert_fail, __VERIFIER_assert: the assertion targets. */
bool prim_is_error(prim_kind k);
/* A C11 <threads.h> call (thrd_*, mtx_*, cnd_*): its own return codes,
 * and thrd_join stores an int result where pthread_join stores a pointer. */
bool prim_is_c11(const minstr *mi);
/* mtx_init's type gives a recursive mutex: exactly mtx_plain |
 * mtx_recursive or mtx_timed | mtx_recursive (glibc 2.36: any other
 * value, 5 too, gives a plain one). */
static inline bool prim_c11_type_recursive(uint64_t type)
{
    type &= 0xffffffffu;
    return type == 1 || type == 3;
}
/* memcpy (the C function or the llvm intrinsic, not memmove): source and
 * destination ranges must be equal or disjoint (C17 7.24.2.1; LLVM's
 * LangRef allows equal ones, which struct self-assignment gives). */
bool prim_copy_no_overlap(const minstr *mi);
/* Return codes the engines give (Linux values). */
enum { PRIM_EBUSY = 16, PRIM_ETIMEDOUT = 110, PRIM_THRD_BUSY = 1,
       PRIM_THRD_TIMEDOUT = 4, PRIM_EAGAIN = 11, PRIM_EINVAL = 22,
       PRIM_ENOMEM = 12 };
/* A destroyed typed mutex: its kind word is all ones, as glibc sets it
 * (the engines test its first byte).  A thread attribute object's detach
 * state (its first int, in the C library models' layout) for
 * PTHREAD_CREATE_DETACHED. */
enum { PRIM_MUTEX_DESTROYED_BYTE = 0xff, PRIM_CREATE_DETACHED = 1 };
/* A destroyed semaphore: its count word (the engines' layout) is all ones,
 * a count no run reaches (a post at SEM_VALUE_MAX cuts).  A destroyed
 * rwlock: the first byte of the padding between its writer word and its
 * readers mask (offset 4) is 0xff; the writer word stays a thread id. */
#define PRIM_SEM_DESTROYED 0xffffffffu
/* A destroyed spin lock: its word unwritten (an operation on it other than
 * init is undefined, as on one pthread_spin_init never made), holding
 * this value, which names the cause in the simulator's message. */
#define PRIM_SPIN_DESTROYED 0xffffffffu
enum { PRIM_RW_DESTROYED_OFF = 4, PRIM_RW_DESTROYED_BYTE = 0xff };
/* A destroyed condition variable: the byte after the engines' state (at
 * offset 24), 0xff, where the object has room for it (a pthread_cond_t
 * or cnd_t has: 48 bytes). */
enum { PRIM_COND_DESTROYED_OFF = 24, PRIM_COND_DESTROYED_BYTE = 0xff };
/* sem_trywait and sem_timedwait with errno's address as their second
 * argument (the front-end makes them when the program reads errno:
 * model/errno.c); a failure stores EAGAIN, ETIMEDOUT there.  A timed wait
 * is a try whose failure is a timeout, as a timed lock. */
#define TRYWAIT_ERRNO "pnbmc.sem_trywait"
#define TIMEDWAIT_ERRNO "pnbmc.sem_timedwait"
/* calloc with errno's address as its third argument (model/errno.c): a
 * count times size that overflows gives NULL and stores ENOMEM there. */
#define CALLOC_ERRNO "pnbmc.calloc"
/* The C argument index of errno's address in a call of name (one of the
 * *_ERRNO texts: 1 for the semaphore waits, 2 for calloc), -1 for
 * another function. */
int prim_errno_arg(const char *name);
/* The errno address operand of a sem_trywait, sem_timedwait or calloc,
 * or NULL. */
const mopnd *prim_errno_opnd(const minstr *mi);
/* The highest mutex type pthread_mutexattr_settype takes: glibc takes
 * PTHREAD_MUTEX_ADAPTIVE_NP (3) too; a higher one is EINVAL, nothing
 * written. */
enum { PRIM_MUTEX_TYPE_MAX = 3 };
/* The pointer operand through which mi stores a result for the program
 * (pthread_join's and thrd_join's value when it joins, sem_getvalue's
 * count, a creation's thread id, a new key, a mutex attribute's type;
 * the type word pthread_mutexattr_init and _settype write), NULL if it
 * has none or it is a null constant; *size: the bytes stored.
 * The store is a write like any other to the race target. */
const mopnd *prim_out_opnd(const model *m, const minstr *mi,
                           uint64_t *size);
/* The bytes stored through that pointer. */
uint64_t prim_out_size(const model *m, const minstr *mi);
/* The operand through which a primitive of kind k stores (the C
 * argument's index + 1), 0 if it stores none; replay
 * (replay/instrument.c) takes the call's write from it. */
int32_t prim_out_operand(prim_kind k);
/* The pointer operand through which mi reads the program's memory (a
 * timed wait's, lock's or join's time-out, the attribute object of a
 * POSIX initialisation, of pthread_create or of
 * pthread_mutexattr_gettype), NULL if it has none or it is a null
 * constant; *size: the bytes read.  The read is an access like any
 * other to the race target. */
const mopnd *prim_in_opnd(const model *m, const minstr *mi, uint64_t *size);
/* The same by the called function's name (or a model text such as
 * TIMEDWAIT_ERRNO): the operand read (the C argument's index + 1), 0 if
 * the call reads none; *bytes: its size, 0 for a pthread_attr_t (56
 * bytes, 36 in ILP32), -2 for a struct timespec (two longs).  Replay
 * (replay/instrument.c) takes the call's read from it. */
int32_t prim_in_operand(const char *name, int32_t *bytes);
/* Some pthread_key_create/tss_create may name a destructor: code that
 * threads run when they end, called from no instruction of theirs. */
bool prim_any_key_destructor(const model *m);
/* The errno value a failed sem_trywait or sem_timedwait sets. */
uint32_t prim_errno_value(const minstr *mi);
/* A semaphore operation during which its thread may block: sem_wait, and
 * sem_timedwait/sem_clockwait (until the deadline; the simulator decides
 * them at once). */
bool prim_sem_may_block(const minstr *mi);
/* A join that may return without joining: pthread_tryjoin_np (EBUSY),
 * pthread_timedjoin_np and pthread_clockjoin_np (ETIMEDOUT, see
 * prim_try_failure), when the thread has not ended.  A timed join fails
 * only if its timeout operand (prim_join_timeout; NULL for tryjoin) is
 * not a null pointer: glibc's waits without end then, as pthread_join. */
bool prim_join_may_fail(const minstr *mi);
const mopnd *prim_join_timeout(const minstr *mi);
/* The absolute time-out (a struct timespec pointer) of a timed wait or
 * lock other than a join, or NULL.  glibc answers EINVAL (C11:
 * thrd_error; sem_timedwait: -1, errno EINVAL) when its tv_nsec is out of
 * 0..999999999: at once for condition waits, rwlocks and semaphores, and
 * when it would wait for a mutex (PRIM_EINVAL). */
const mopnd *prim_abstime(const minstr *mi);
/* A timed call the engines do not follow, as the name of an unknown
 * function it becomes (model/lower_insn.inc), or NULL: a clock glibc
 * refuses with EINVAL (any but CLOCK_REALTIME and CLOCK_MONOTONIC) or
 * that is no constant, a time-out that is a null constant (glibc reads
 * through it or waits without end: undefined in POSIX). */
const char *prim_refused_call(const minstr *mi);
#define PRIM_EINVAL 22
/* pthread_barrier_init refuses a count of 0 or of at least this (glibc's
 * BARRIER_IN_THRESHOLD, UINT_MAX / 2) with EINVAL. */
#define BARRIER_COUNT_LIMIT 2147483647u
#define PRIM_THRD_ERROR 2
/* What a refused time-out gives: PRIM_EINVAL, C11's PRIM_THRD_ERROR. */
uint64_t prim_einval(const minstr *mi);
#define PRIM_EPERM 1
/* What an unlock of a typed mutex the thread does not hold gives (and a
 * condition wait with it): PRIM_EPERM, C11's PRIM_THRD_ERROR (glibc maps
 * every error but ENOMEM, ETIMEDOUT and EBUSY to thrd_error). */
uint64_t prim_eperm(const minstr *mi);
/* The mutex operand of mi is a pthread_mutex_t or an mtx_t, which has a
 * type (normal, recursive, error-checking) and a recursion count where
 * glibc keeps them: mi is a pthread_mutex_*, mtx_*, pthread_cond_* or
 * cnd_* operation.  Spin locks and user-defined locks are plain. */
bool prim_mutex_is_typed(const minstr *mi);
/* A timed lock or join (pthread_mutex_timedlock, mtx_timedlock, ...)? */
bool prim_is_timed(const minstr *mi);
/* What a mutex trylock or timed lock returns when it does not take the
 * mutex; it returns 0 when it does, nothing else. */
uint64_t prim_try_failure(const minstr *mi);
/* C17's mtx_trylock, which may fail spuriously on a free mutex (DR 470:
 * it returns thrd_busy); POSIX's trylock fails only on a held one. */
bool prim_try_may_fail_spuriously(const model *m, const minstr *mi);
bool prim_try_unordered(const model *m, const minstr *mi);
bool prim_try_view_only(const minstr *mi);
bool prim_try_orders(const minstr *mi);

/* ---- the Program Petri Net ---- */
/* Control points of a function: the instructions where a thread can stand
 * between two steps or that the net needs to route control:
 *   - every instruction that may be visible: MI_LOAD, MI_STORE, MI_RMW,
 *     MI_CMPXCHG, MI_PRIM (any kind except PR_NOP, PR_MALLOC, PR_CALLOC,
 *     PR_THREAD_SELF), MI_CALL, MI_RET, MI_UNSUPPORTED;
 *   - the first non-phi instruction of every block (block entry).
 * A step of the engine moves a thread along a chain of points; each hop
 * between consecutive points is one net transition. */
bool net_is_point(const mfunc *f, int32_t ip);
/* mi ends its block: a branch, jump or switch. */
bool net_is_term(const minstr *mi);
/* The first rule alone: mi may be visible (block entries aside). */
bool net_instr_is_point(const minstr *mi);
/* The points a thread reaches from point p of f by executing it and
 * walking on over non-points (where the returns of a call at p go), into
 * out (room for f->ncode); how many. */
int32_t net_points_after(const mfunc *f, int32_t p, int32_t *out);
/* Block holding instruction ip, -1 if none. */
int32_t net_block_of(const mfunc *f, int32_t ip);
/* First non-phi instruction of block b (its entry point), -1 if none. */
int32_t net_block_entry(const mfunc *f, int32_t b);
/* Marks in seen the blocks of f reachable from block `from` by a path of
 * at least one edge that never enters block `avoid` (-1: none) or a
 * block seen already holds; stack has room for f->nblocks. */
void net_reach_blocks(const mfunc *f, int32_t from, int32_t avoid,
                      bool *seen, int32_t *stack);
/* Per block of f: true if it lies on a cycle of f's control (reaches
 * itself).  A new array; NULL if out of memory. */
bool *net_blocks_on_cycle(const mfunc *f);
/* Some MI_CALL of m calls function fn directly. */
bool net_called_directly(const model *m, int32_t fn);

typedef enum { PL_CONTROL, PL_MUTEX, PL_START, PL_EXIT } place_kind;

typedef struct {
    place_kind kind;
    int32_t slot;        /* thread slot (control/start/exit places) */
    int32_t func, point; /* control: function and instruction index */
    uint32_t obj;        /* mutex: object id */
    uint64_t off;        /* mutex: byte offset in the object */
    int initial;         /* initial tokens */
    char *name;
} pplace;

typedef struct { int32_t place; int32_t weight; } parc; /* >0 out, <0 in */

typedef enum {
    TR_LOCAL, TR_CALL, TR_RETURN, TR_START, TR_END,
    TR_REUSE /* exit -> start of a slot: a joined thread's slot recycled */
} trans_kind;

typedef struct {
    trans_kind kind;
    int32_t slot, func, from_point, to_point; /* to_func for calls */
    int32_t to_func;
    char *label;
    int32_t narcs;
    parc *arcs;
    mloc loc;
} ptrans;

typedef struct {
    int32_t nslots;      /* thread slots: 0 = main, then per create site */
    int32_t *slot_entry; /* entry function of each slot, -1 = unresolved */
    int32_t *slot_site_func, *slot_site_ip, *slot_index; /* creation site */
    char **slot_names;   /* "T0 main", "worker#1" ... */
    int32_t nplaces, ntrans, narcs;
    pplace *places;
    ptrans *trans;
    bool *fn_taken;      /* [f]: address taken (an operand other than a
                          * call's callee, a word of a global's initial
                          * bytes), NULL: unknown */
} pnet;

pnet *net_build(const model *m, int max_threads, merr *e);
void net_free(pnet *n);
/* Slot of the k-th thread (k from 0) created at instruction ip of func. */
int32_t net_slot_of(const pnet *n, int32_t func, int32_t ip, int32_t k);
/* The transition of slot s that moves control from point (f, from) to
 * point (to_f, to): a local hop, a call (to = callee entry) or a return
 * (from = a MI_RET of f, to = the point after the call in to_f); -1 if
 * the net has none. */
int32_t net_find_trans(const pnet *n, int32_t s, int32_t f, int32_t from,
                       int32_t to_f, int32_t to);
int32_t net_start_trans(const pnet *n, int32_t slot); /* start -> entry */
int32_t net_reuse_trans(const pnet *n, int32_t slot); /* exit -> start */
int32_t net_mutex_place(const pnet *n, uint32_t obj, uint64_t off);
/* A global mutex whose initial bytes give it a type (a static
 * PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP ...): never an exact place. */
bool net_mutex_static_typed(const model *m, uint32_t obj, uint64_t off);

typedef struct { int32_t n; int32_t *tokens; } pmarking;
bool net_marking_init(const pnet *n, pmarking *mk);
void net_marking_free(pmarking *mk);
bool net_enabled(const pnet *n, const pmarking *mk, int32_t t);
bool net_fire(const pnet *n, pmarking *mk, int32_t t); /* false: not enabled */

bool net_write_pnml(const pnet *n, const model *m, FILE *out);
bool net_write_dot(const pnet *n, const model *m, FILE *out,
                   const int32_t *highlight, int32_t nhighlight);

/* ---- points-to analysis (pointsto.c) ----
 * Inclusion-based (Andersen), field-sensitive, context-insensitive.
 * Abstract objects: globals/functions (obj = object id 1..nglobals-1),
 * alloca sites and malloc/calloc sites (obj = nglobals + site number,
 * site_func/site_ip = the allocating instruction).  A location is
 * (obj, off) or (obj, any offset) when reached through a variable index,
 * outside the object, or through integer arithmetic.  Sound for the
 * modelled semantics: every pointer value a run can compute is covered. */
enum { PTA_GLOBAL, PTA_ALLOCA, PTA_HEAP };
typedef struct {
    uint32_t obj_kind;   /* PTA_GLOBAL, PTA_ALLOCA or PTA_HEAP */
    uint32_t obj;        /* global object id, or abstract site object */
    int32_t site_func, site_ip; /* alloca/heap site, else -1 */
    int64_t off;         /* byte offset (0 if any_off) */
    bool any_off;        /* any offset of obj (summary of its cells) */
} pta_loc;

typedef struct pta pta;
pta *pta_build(const model *m); /* NULL on out-of-memory */
void pta_free(pta *p);
/* Locations operand o of function func may point to; writes up to max
 * into out and returns the total number (empty: no known target). */
int32_t pta_targets(const pta *p, int32_t func, const mopnd *o,
                    pta_loc *out, int32_t max);
/* Functions (indices) o may point to; returns the number written. */
int32_t pta_funcs(const pta *p, int32_t func, const mopnd *o, int32_t *out,
                  int32_t max);
/* Sets thread_private on the allocas and heap allocations that no thread
 * but their own can reach, by p (m's points-to sets); leaves every flag
 * false when the analysis failed (p NULL: memory).  Sets addr_kept on the
 * allocas whose address p lets memory or a return hold (every alloca
 * without p). */
void pta_mark_private(model *m, pta *p);
/* True if the n locations are exactly one non-function global at a known
 * offset (a single concrete memory location). */
bool pta_single_global(const model *m, const pta_loc *l, int32_t n);
/* Printable name: "g", "g+8", "g[*]", "heap@f:12", "f.var". */
void pta_loc_name(const model *m, const pta_loc *l, char *buf, size_t n);

/* ---- spin locks (spin.c) ---- */
/* A pthread_spin_* call (a mutex primitive of the model). */
bool prim_is_spin(const minstr *mi);
/* Fills spin_late and spin_lost (after the points-to flags are set). */
void model_mark_spin_locks(model *m);
/* (obj, off) is one of spin_late's cells. */
bool model_spin_late(const model *m, uint32_t obj, uint64_t off);

#endif
