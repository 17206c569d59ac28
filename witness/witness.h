/* witness/witness.h — turning a found run into a witness a developer can
 * read: replay-validation through the simulator and the Petri net, and
 * renderers (thread-column table, JSON, SARIF), finding ids and
 * suppressions. */
#ifndef PNBMC_WITNESS_H
#define PNBMC_WITNESS_H

#include "checks/checks.h"

/* One thread at the end of a replayed run. */
typedef struct {
    uint8_t status;          /* TH_LIVE, TH_DONE, TH_STUCK */
    pop_kind kind;           /* its pending operation, PO_NONE if none */
    bool enabled;            /* not when only a spurious wake-up moves it */
    int32_t holder;          /* PO_LOCK: thread holding the mutex, -1 */
    int32_t join_tid;        /* PO_JOIN */
    char obj[160];           /* object of a lock, access or wait */
    mloc loc;                /* of the pending operation */
} wend;

typedef struct {
    int32_t nthreads;
    char **thread_names;     /* "main", entry function of each thread */
    int32_t *trans;          /* net transitions fired, in order */
    int32_t ntrans;
    /* the pending operations the bug is about, after the last step: race,
     * the two enabled conflicting accesses; atomicity, the relaxed load
     * that decides the branch (nfinal 1) */
    int32_t nfinal;
    int32_t final_tid[2];
    char final_action[2][200];
    mloc final_loc[2];
    mloc final_call[2];      /* the program's line (a C library model's
                                caller when final_loc is in one) */
    char final_obj[2][160];  /* the object accessed */
    bool final_write[2];
    /* the state the run ends in: what each thread does next */
    int32_t nends;
    wend *ends;              /* [nends], indexed by thread id */
    /* --trace full (sim.trace_full during replay): source lines passed by
     * the folded local instructions of each step, and of T0's prefix */
    int32_t nsteps;
    int32_t *step_nlines;    /* [nsteps] */
    mloc **step_lines;       /* [nsteps] */
    int32_t *step_nlines2;   /* [nsteps]: prefix of a thread it started */
    mloc **step_lines2;
    int32_t init_nlines;
    mloc *init_lines;
    bool entry;              /* --entry: T0 is the harness, no net replay of
                                the entry threads */
    char uninit[256];        /* the run's first use of an uninitialised
                                value or lock (the simulator's note), or "" */
} wreplay;

/* A witness step as its rows show it.  A step inside pnbmc's C library
 * models shows the program's call it runs in: its location (the model's
 * own line means nothing to a reader) and the called function before the
 * action ("pthread_cancel: atomic begin"), the cancellation bookkeeping
 * of model/cancel.c by what it is ("cancel point"); wit_step_call gives
 * that name, NULL for a step of the program's own code. */
mloc wit_step_loc(const model *m, const sstep *s);
const char *wit_step_call(const model *m, const sstep *s);
void wit_step_action(const model *m, const sstep *s, char *out, size_t n);
/* Replays f's steps from the initial state; checks that every step is
 * enabled, that every hop is a transition of the net enabled in the
 * current marking, and that the run ends in the check's target.  Returns
 * false with a message in err if anything does not match. */
bool wit_replay(sim *s, const pnet *net, const check_result *r, wreplay *out,
                char *err, size_t n);
void wit_replay_free(wreplay *w);

/* Shortening (shorten.c): for a bug's witness of WIT_SHORTEN_MIN steps
 * or more, the explicit search runs again with step bounds below its
 * length, and then the result loses the last steps of threads it does not
 * need, one thread at a time, as long as the simulator's replay of what
 * is left still reaches the same bug (the same detail).  Within
 * o->timeout seconds (0: no limit) and o->max_memory_mb, and budgets of
 * states and simulator steps of its own; true when r's witness got
 * shorter. */
#define WIT_SHORTEN_MIN 24
typedef struct {
    int32_t before, after;   /* steps */
    int32_t replays, searches;
    int64_t states;          /* of the searches */
    bool out_of_budget;
} wshorten;
bool wit_shorten(sim *s, check_result *r, const sopts *o, wshorten *out);

void wit_render_table(const model *m, const check_result *r,
                      const wreplay *w, FILE *out);
/* The same table; full adds the folded local source lines of every step
 * (needs a replay made with sim.trace_full) as '(local)' rows. */
void wit_render_table_ex(const model *m, const check_result *r,
                         const wreplay *w, bool full, FILE *out);
/* The one-line summary printed on top of a witness table. */
void wit_summary(const model *m, const check_result *r, const wreplay *w,
                 char *out, size_t n);

/* What becomes of a bug in the report: new (counts for the verdict and
 * exit code), suppressed (inline pnbmc-ignore comment or --suppress rule)
 * or known (its finding id is in the --baseline file). */
typedef enum { WD_NEW, WD_SUPPRESSED, WD_KNOWN } wdisp;

typedef struct {
    char id[SOLVE_DETAIL_MAX]; /* stable finding id, e.g. race:x:main/worker */
    wdisp disp;
    bool in_source;           /* suppressed by a comment in the source */
    bool in_baseline;         /* its id is in the --baseline file (known,
                                 unless suppressed first) */
    char note[300];           /* why suppressed */
    verdict beyond;           /* suppressed or known: what the search
                                 past it found (src/report.inc) */
    char beyond_why[300];
    char *passed;             /* heap, NULL: none; the ids of the other
                                 suppressed or known bugs that search went
                                 past, one per line (a rolling baseline
                                 made of this run keeps them) */
} wfinding;

typedef struct {
    const char *const *inputs;
    int ninputs;
    const model *m;           /* NULL when the model could not be built */
    const check_result *res;  /* CK_COUNT entries */
    const wreplay *replays;   /* CK_COUNT entries (valid where bug) */
    const sstats *stats;      /* may be NULL (SARIF only) */
    const wfinding *findings; /* CK_COUNT entries or NULL */
    bool baseline;            /* a --baseline was given */
    /* what pnbmc replay needs to build the program as pnbmc did: the
     * clang flags (-D, -I, ...) and the --primitives file (NULL: none) */
    const char *const *cflags;
    int ncflags;
    const char *primitives;
    /* --args: main's arguments argv[1] ... (NULL: no --args given) */
    const char *const *args;
    int nargs;
    const char *entry;        /* --entry FUNC, or NULL */
    const char *error;        /* an input error (exit 2): no results, the
                                 JSON's "error", SARIF's failed run */
} wjson;

bool wit_write_json(const wjson *j, FILE *out);
/* SARIF 2.1.0 log: one run, one result per bug, threadFlows per thread. */
bool wit_write_sarif(const wjson *j, FILE *out);

/* JSON string literal of s, escaped. */
void wit_json_str(FILE *out, const char *s);
/* Name of the function whose code has an instruction at l's file:line. */
const char *wit_func_at(const model *m, mloc l);
/* Line `line` (1-based) of file into *buf (getline's); false if none. */
bool wit_source_line(const char *file, int line, char **buf, size_t *cap);
/* The stable finding id of a bug: check kind, the objects and functions
 * involved, no line numbers. */
void wit_finding_id(const model *m, const check_result *r, const wreplay *w,
                    char *out, size_t n);
/* A finding id in canonical form: a deadlock's locks and functions
 * sorted (a cycle's order depends on which thread was created first). */
void wit_canonical_id(const char *id, char *out, size_t n);
/* The threads of a race's reason ("data race on X: Ta ... / Tb ..."),
 * the first-named (the write) in t[0]; false if it names no two. */
bool wit_race_threads(const char *reason, int32_t t[2]);
/* "FILE:LINE" at s (FILE without blanks or ')'): the file name into
 * file (n bytes at most) and the line; false if s does not start so. */
bool wit_file_line(const char *s, char *file, size_t n, int *line);
/* Primary location of a bug (race: the write, deadlock: a waiting lock,
 * assert: the failing call): file name (as given) and line/column. */
bool wit_primary_loc(const model *m, const check_result *r, const wreplay *w,
                     char *file, size_t n, mloc *l);

/* ---- suppressions (witness/suppress.c) ---- */
typedef struct {
    int check;                /* check_kind, -1 any, CK_COUNT atomicity */
    void *re;                 /* pcre2_code */
    int line;
} sup_rule;

typedef struct {
    const char *path;
    sup_rule *rules;
    int nrules;
} sup_list;

/* Reads a --suppress file ("CHECK PATTERN" lines, # comments). */
bool sup_load(const char *path, sup_list *out, char *err, size_t n);
void sup_free(sup_list *l);
/* A rule of l matching the bug's reason: fills note. */
bool sup_match(const sup_list *l, const check_result *r, char *note,
               size_t n);
/* A "pnbmc-ignore CHECK: reason" comment on a line of the bug. */
bool sup_inline(const model *m, const check_result *r, const wreplay *w,
                char *note, size_t n);
/* The text of a --baseline file (an earlier --witness JSON), malloc'd. */
/* The finding ids of an earlier --witness file (schema pnbmc-result-1,
 * parsed); NULL with err set if it is not one. */
typedef struct {
    char **ids;
    int32_t n;
} sup_baseline;
sup_baseline *sup_baseline_load(const char *path, char *err, size_t n);
void sup_baseline_free(sup_baseline *b);
bool sup_baseline_has(const sup_baseline *b, const char *id);

/* The whole file at path, NUL-terminated (malloc'd), or NULL with err
 * (n bytes, 0: no message) saying why (a directory reads as an error). */
char *wit_read_file(const char *path, char *err, size_t n);

/* Small JSON tree (witness/json.c). */
typedef enum { JV_NULL, JV_BOOL, JV_NUM, JV_STR, JV_ARR, JV_OBJ } jkind;
typedef struct jval jval;
struct jval {
    jkind kind;
    double num;
    bool b;
    char *str;          /* JV_STR; also the key of an object member */
    char *key;          /* member name when inside an object */
    jval **items;       /* JV_ARR elements / JV_OBJ members */
    int nitems;
};
jval *json_parse(const char *text, char *err, int nerr);
void json_free(jval *v);
const jval *json_get(const jval *obj, const char *key);
const char *json_str(const jval *obj, const char *key);   /* NULL if absent */
long long json_int(const jval *obj, const char *key, long long dflt);

#endif
