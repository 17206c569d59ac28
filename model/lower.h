/* model/lower.h — private to model/: LLVM module to program model. */
#ifndef PNBMC_LOWER_H
#define PNBMC_LOWER_H

#include "model/model.h"

#include <llvm-c/Core.h>

model *lower_module(LLVMModuleRef mod, const front_opts *o, merr *e);

/* calloc that aborts on OOM (the front-end has no recovery from it). */
void *model_xcalloc(size_t n, size_t sz);

/* Frees what one instruction owns (not the instruction itself). */
void model_instr_free(minstr *mi);

/* Full unrolling of loops whose rounds constants decide (model/unroll.c):
 * up to `rounds` copies; a loop with more than `create_rounds` copies
 * that may create a thread stays; rounds < 1: nothing. */
void model_unroll(model *m, int rounds, int create_rounds);

/* The results of calls of user primitives (model/userprims.c): a
 * ret=N rule's become the constant N; a success=nonzero trylock's become
 * 1 when the primitive (0 on success, as pthread's) takes the lock, else
 * 0.  After mem2reg, before lowering. */
void uprims_bind_results(LLVMModuleRef mod, const uprims *u);
/* The first rule of u matching function fn, called at call (NULL: fn is
 * used as a value).  Rules are for the program's calls: none applies to
 * a call inside pnbmc's C library models, nor to a model's own helper
 * (libc_..., pnbmc_...), whatever the pattern. */
bool uprims_match_fn(const uprims *u, LLVMValueRef call, LLVMValueRef fn,
                     uprim_use *use);
/* The length of name without the ".N" that linking appends to the second
 * input file's static function of one name ("f.1"; no C name has a
 * dot): its C name's length; strlen(name) when it has none. */
size_t model_c_name_len(const char *name);

/* The metadata kind that names a file-local object's input file. */
#define MODEL_UNIT_MD "pnbmc.unit"

/* The name pnbmc prints for global object v: its name, or for a
 * file-local one whose C name another object of the program shares,
 * "counter (b.c)", whatever the order of the input files (malloc'd). */
char *model_display_name(LLVMValueRef v);
/* Global variable g's DIGlobalVariable (its !dbg attachment), or NULL. */
LLVMMetadataRef model_global_variable_md(LLVMValueRef g);
/* fn is one of the C library models: its debug file name is
 * MODEL_LIBC_FILE (frontend.c's prefix map). */
bool model_libc_function(LLVMValueRef fn);

/* Live registers per instruction of every function (model/live.c). */
void model_liveness(model *m);

/* --args: main's argc and argv become the command line `NAME args...`,
 * NAME being file's base name without extension (model/cmdline.c);
 * before mem2reg; false: e is set. */
bool cmdline_bind(LLVMModuleRef mod, const char *file,
                  const char *const *args, int nargs, merr *e);

/* Output functions read what they print: reads of printf's %s arguments
 * (and puts's string) before the no-op call, or the call redirected to a
 * C library model (model/output.c); before the models are linked. */
void output_reads(LLVMModuleRef mod);

/* Bit-counting, byte-swapping and overflow intrinsics become calls of
 * C library models (model/bits.c); before the models are linked. */
void bits_lower(LLVMModuleRef mod);

/* A function declared without a definition (or named by a --primitives
 * rule, u may be NULL) whose address is used as a value gets a defined
 * stand-in that calls it, whose address it takes instead
 * (model/fnref.c); before the models are linked. */
#define FNREF_SUFFIX ".ref"
void fnref_lower(LLVMModuleRef mod, const uprims *u);

/* pthread_cleanup_push and pop keep their handlers on a per-thread stack
 * of the C library models, which pthread_exit and thrd_exit run
 * (model/cleanup.c); after fnref_lower, before the models are linked. */
void cleanup_lower(LLVMModuleRef mod);

/* In a program that calls pthread_cancel, calls of the C library models
 * mark the cancellation points (model/cancel.c); spurious: condition
 * waits may wake up spuriously (a request wakes one the same way);
 * after cleanup_lower, before the models are linked. */
void cancel_lower(LLVMModuleRef mod, bool spurious);

/* True if the program may install a signal handler (a call of signal or
 * sigaction, before the models are linked); out: which and where, as
 * "the handler on_term that sigaction installs at prog.c:12"
 * (model/signals.c). */
bool signals_find_handler(LLVMModuleRef mod, char *out, size_t n);
/* The names of the C library models' cancellation flags (model.h's
 * cancel_pending, cancel_inside and cancel_view). */
#define CANCEL_PENDING_GLOBAL "libc_cancel_pending"
#define CANCEL_INSIDE_GLOBAL "libc_cancel_inside"
#define CANCEL_VIEW_GLOBAL "libc_cancel_view"

/* Constructor functions run at main's entry; the functions atexit and
 * at_quick_exit register, and destructor functions, before exit(),
 * quick_exit() and main's returns (model/lifecycle.c); before the models
 * are linked; false: e is set. */
bool lifecycle_lower(LLVMModuleRef mod, bool main_runs, merr *e);

/* errno as a thread-local global (model/errno.c); false: e is set. */
bool errno_lower(LLVMModuleRef mod, merr *e);

/* After mem2reg: each address of a thread-local global that is used as a
 * value (model_tls_escapes) is computed by a call of TLS_ADDRESS_FN,
 * lowered to PR_TLS_ADDR (model/tls.c); false: e is set. */
#define TLS_ADDRESS_FN "__pnbmc_tls_address"
bool tls_lower(LLVMModuleRef mod, merr *e);
/* Whether the address of thread-local global g is used other than by
 * loads and stores (through constant GEPs and casts) or as errno's
 * address for a sem_trywait (model/tls.c). */
bool model_tls_escapes(LLVMValueRef g);

/* After mem2reg: a check (a call of UNDEF_USE_FN, lowered to
 * MI_UNDEF_USE) before every use of a phi that may carry an undef input
 * (model/undef.c); false: e is set. */
#define UNDEF_USE_FN "__pnbmc_undef_use"
bool undef_lower(LLVMModuleRef mod, merr *e);
/* The alloca an `llvm.dbg.declare` call in describes, or NULL
 * (model/undef.c). */
LLVMValueRef model_declared_local(LLVMValueRef in);
/* Before mem2reg: an opaque initial value for every local it promotes,
 * so that it keeps the phis that read one uninitialised (model/undef.c). */
void undef_mark_uninit(LLVMModuleRef mod);
/* Direct calls of the program's variadic functions pass their extra
 * arguments in memory, va_start/va_copy/va_end become memory accesses
 * (model/vararg.c); after mem2reg. */
void vararg_lower(LLVMModuleRef mod);
/* The program's functions that return a small struct in registers (a
 * first-class aggregate) store it through a new first parameter, and
 * their calls pass a slot (model/aggret.c); after mem2reg. */
void aggret_lower(LLVMModuleRef mod);
/* Calls of llvm.fabs.* and llvm.copysign.* (float, double) become
 * integer operations on the sign bit (model/fpbits.c); after mem2reg. */
void fpbits_lower(LLVMModuleRef mod);

/* Each byval parameter of a defined function becomes a local copy of the
 * caller's object (model/byval.c); before mem2reg. */
void byval_copy(LLVMModuleRef mod);
/* False (an unsupported error) when the program gives a glibc rwlock a
 * writer-preferring kind (model/rwkind.c). */
bool rwkind_check(LLVMModuleRef mod, merr *e);
/* Values that where objects lie in memory decides (model/layout.c).
 * The check the engines make at instruction in (minstr.addr_check: a
 * ptrtoint, an icmp of pointers, a cmpxchg of a pointer's width). */
uint8_t layout_check(LLVMValueRef in, int ptr_bits);
/* v's integer literal: v itself or the one a constant inttoptr makes a
 * pointer (a number, never an object's address); else NULL. */
LLVMValueRef layout_literal(LLVMValueRef v);
/* The literal number that constant v makes a pointer (an inttoptr, and
 * offsets of it) when it lies in the range of the model's addresses,
 * which it decodes as only in the model's layout; else 0. */
uint64_t layout_forged_literal(LLVMValueRef v, int ptr_bits);
/* True when an operand of in is a constant expression that computes
 * with a global's address in a way the layout decides (or is such an
 * address as a number that in uses so), with why: "a use of the address
 * of 'g' as a number, ...". */
bool layout_operand_dependent(LLVMValueRef in, int ptr_bits, char *why,
                              size_t n);
/* The same for a global's initialiser element v, which keeps any
 * address number in memory (its later uses are not followed). */
bool layout_const_dependent(LLVMValueRef v, int ptr_bits, char *why,
                            size_t n);
/* Clears the checks that m's points-to sets p show cannot fire (an
 * operand that never holds an object's address; no free in the
 * program); p NULL: keeps them all. */
void layout_refine(model *m, const pta *p);
/* Integers wider than 64 bits (packed bit-fields, __int128) become 64-bit
 * limbs where a function uses them only in ways wideint.c computes. */
void wideint_lower(LLVMModuleRef mod);
/* The thread-local pointer to the current call's argument area; with the
 * second name every va_list stays in its thread, and so does the area
 * whose address is stored there. */
#define VA_SLOT "__pnbmc_va_area"
#define VA_SLOT_PRIVATE "__pnbmc_va_area.private"
/* v without constant bitcasts: the function a call of one declared
 * without a prototype (`int f();`) calls (model/lower.c). */
LLVMValueRef model_strip_casts(LLVMValueRef v);
/* Bits 64 i .. 64 i + 63 of integer constant v, as an i64 constant
 * (model/lower.c). */
LLVMValueRef model_const_limb(LLVMValueRef v, unsigned i);
/* in gets the source location loc, when there is one (model/lower.c). */
void model_set_loc(LLVMValueRef in, LLVMMetadataRef loc);
/* The function a call calls directly, also through such a cast; NULL
 * for a call through a pointer (model/lower.c). */
LLVMValueRef model_direct_callee(LLVMValueRef call);
/* The program calls (or takes the address of) the function name, which
 * it declares without defining (model/lower.c). */
bool model_program_uses(LLVMModuleRef mod, const char *name);
/* The name of the function a call calls directly (also through a cast)
 * when it is only declared, else NULL (model/lower.c). */
const char *model_declared_callee(LLVMValueRef in);
/* A call of the C library model name (void name(void)) before at, with
 * at's source location (model/lower.c). */
LLVMValueRef model_call_model0(LLVMModuleRef mod, LLVMBuilderRef b, LLVMValueRef at,
                       const char *name);
/* The function name of the module, declared with type t if it has none
 * (model/lower.c). */
LLVMValueRef model_function(LLVMModuleRef mod, const char *name,
                            LLVMTypeRef t);
/* A call of f (type t) with args[0 .. n) placed before the instruction
 * at, with at's source location (model/lower.c). */
LLVMValueRef model_call_before(LLVMBuilderRef b, LLVMValueRef at,
                               LLVMTypeRef t, LLVMValueRef f,
                               LLVMValueRef *args, unsigned n);

#endif
