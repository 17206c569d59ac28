/* replay/replay.h — `pnbmc replay`: reproduce a witness on the real program.
 *
 * The program is compiled with clang (-O0 -g) to LLVM bitcode, a call to the
 * replay runtime (runtime/pnbmc_rt.c) is inserted before every visible
 * operation, and the instrumented program is linked with the runtime and
 * run: the runtime forces the witness's interleaving. */
#ifndef PNBMC_REPLAY_H
#define PNBMC_REPLAY_H

#include <stdbool.h>

/* argv[0] is "replay". Exit codes: 1 bug reproduced, 3 not reproduced
 * (divergence, timeout, the program ended first), 2 usage or input error. */
int replay_main(int argc, char **argv);

/* ---- internal interfaces between the files of replay/ ---- */

/* Small JSON tree (replay/json.c). */
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

/* Instrumentation (replay/instrument.c): compiles the sources, instruments
 * them and writes bitcode to out_bc; a call that up (may be NULL) maps
 * to a primitive is one step, its body part of it. The distinct source
 * file names of the debug locations (file ids of the runtime calls) are
 * returned in *files (malloc'd array of malloc'd strings). Returns false
 * with err set. */
typedef struct uprims uprims;  /* model/model.h: --primitives rules */
bool replay_instrument(const char *const *srcs, int nsrcs,
                       const char *const *cflags, int ncflags,
                       const char *tmpdir, const char *out_bc,
                       char ***files, int *nfiles, bool verbose,
                       const uprims *up, char *err, int nerr);
bool replay_run_clang(const char *const *argv, char *err, int nerr);

#endif
