/* witness/witness.h — turning a found run into a witness a developer can
 * read: replay-validation through the simulator and the Petri net, and
 * renderers (thread-column table, JSON). */
#ifndef PNBMC_WITNESS_H
#define PNBMC_WITNESS_H

#include "checks/checks.h"

typedef struct {
    int32_t nthreads;
    char **thread_names;     /* "main", entry function of each thread */
    int32_t *trans;          /* net transitions fired, in order */
    int32_t ntrans;
    /* race: the two enabled conflicting operations after the last step */
    bool has_final;
    int32_t final_tid[2];
    char final_action[2][200];
    mloc final_loc[2];
} wreplay;

/* Replays f's steps from the initial state; checks that every step is
 * enabled, that every hop is a transition of the net enabled in the
 * current marking, and that the run ends in the check's target.  Returns
 * false with a message in err if anything does not match. */
bool wit_replay(sim *s, const pnet *net, const check_result *r, wreplay *out,
                char *err, size_t n);
void wit_replay_free(wreplay *w);

void wit_render_table(const model *m, const check_result *r,
                      const wreplay *w, FILE *out);

typedef struct {
    const char *const *inputs;
    int ninputs;
    const model *m;
    const check_result *res;  /* CK_COUNT entries */
    const wreplay *replays;   /* CK_COUNT entries (valid where bug) */
    const sstats *stats;
} wjson;

bool wit_write_json(const wjson *j, FILE *out);

#endif
