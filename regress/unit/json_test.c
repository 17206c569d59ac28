/* regress/unit/json_test.c — the --json results file (schema
 * pnbmc-result-1, documented in README.md) is valid JSON with the
 * documented fields: a bug result carries a witness whose steps are
 * numbered 1..n, name existing threads and locations; safe and bounded
 * results carry their reasons; a race witness has its two racing rows.
 *
 * Runs from the repository root (ctest's working directory); pnbmc is
 * $PNBMC or ./build/pnbmc.  Skipped (exit 0) without python3. */
#define _GNU_SOURCE
#include "unit_spawn.h"

#include <stdlib.h>
#include <unistd.h>

static const char py_check[] =
"import json, sys\n"
"d = json.load(open(sys.argv[1]))\n"
"assert d['schema'] == 'pnbmc-result-1', d['schema']\n"
"assert d['inputs'] == [sys.argv[4]], d['inputs']\n"
"res = {r['check']: r for r in d['results']}\n"
"r = res[sys.argv[2]]\n"
"assert r['verdict'] == sys.argv[3], r['verdict']\n"
"assert set(d['stats']) >= {'states', 'transitions', 'seconds'}\n"
"if r['verdict'] != 'bug':\n"
"    assert 'witness' not in r\n"
"    assert (r['reason'] != '') == (r['verdict'] != 'safe'), r\n"
"    sys.exit(0)\n"
"w = r['witness']\n"
"assert w['replayed'] is True and r['finding_id'].startswith(sys.argv[2])\n"
"ids = [t['id'] for t in w['threads']]\n"
"assert ids == list(range(len(ids))) and w['threads'][0]['name'] == 'main'\n"
"steps = w['steps']\n"
"assert [s['step'] for s in steps] == list(range(1, len(steps) + 1))\n"
"for s in steps:\n"
"    assert s['thread'] in ids and s['action'] and s['line'] > 0, s\n"
"assert (len(w['race']) == 2) == (sys.argv[2] == 'race'), w['race']\n"
"print('json ok:', sys.argv[1], sys.argv[2], len(steps), 'steps')\n";

/* pnbmc --check CHECK --json FILE PROG [OPT ARG], then the checks. */
static int check_case(const char *pnbmc, const char *prog, const char *check,
                      const char *opt, const char *optarg,
                      const char *verdict, int want_rc)
{
    char out[] = "/tmp/pnbmc-json-XXXXXX";
    int fd = mkstemp(out);
    if (fd < 0)
        return 1;
    close(fd);
    char *argv[] = {(char *)pnbmc, "--check", (char *)check, "--json", out,
                    (char *)prog, (char *)opt, (char *)optarg, NULL};
    int fails = 0, rc = run(argv, "/dev/null", false);
    if (rc != want_rc) {
        fprintf(stderr, "FAIL: %s on %s exited %d, expected %d\n", check, prog,
                rc, want_rc);
        fails++;
    }
    char *py[] = {"python3", "-c", (char *)py_check, out, (char *)check,
                  (char *)verdict, (char *)prog, NULL};
    if (run(py, NULL, false) != 0) {
        fprintf(stderr, "FAIL: JSON of %s (%s) does not check\n", prog, check);
        fails++;
    }
    unlink(out);
    return fails;
}

int main(void)
{
    char *probe[] = {"python3", "-c", "import json", NULL};
    if (run(probe, "/dev/null", true) != 0) {
        printf("SKIP: python3 not available\n");
        return 0;
    }
    const char *pnbmc = getenv("PNBMC") ? getenv("PNBMC") : "./build/pnbmc";
    if (access(pnbmc, X_OK) != 0) {
        fprintf(stderr, "FAIL: no pnbmc at %s (set PNBMC)\n", pnbmc);
        return 1;
    }
    int fails = 0;
    fails += check_case(pnbmc, "regress/reports/sarif_race_valid/test.c",
                        "race", NULL, NULL, "bug", 1);
    fails += check_case(pnbmc, "regress/core/deadlock_lock_order_bug/test.c",
                        "deadlock", NULL, NULL, "bug", 1);
    fails += check_case(pnbmc, "regress/core/assert_check_then_act_bug/test.c",
                        "assert", NULL, NULL, "bug", 1);
    fails += check_case(pnbmc, "regress/core/bound_3_bounded_safe/test.c",
                        "assert", "--bound", "3", "bounded-safe", 0);
    fails += check_case(pnbmc, "examples/counter_locked.c", "race", NULL,
                        NULL, "safe", 0);
    printf("%s\n", fails ? "json_test: FAILED" : "json_test: ok");
    return fails != 0;
}
