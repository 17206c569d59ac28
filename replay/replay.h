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

/* The JSON reader is witness/json.c's (witness/witness.h). */

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
