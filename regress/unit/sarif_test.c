/* regress/unit/sarif_test.c — the --sarif log validates against the
 * official SARIF 2.1.0 JSON schema (regress/data/sarif-schema-2.1.0.json)
 * and carries what code scanning needs: rules, one result per bug with
 * its location, thread flows whose executionOrder rebuilds the
 * interleaving, notifications for unknown/bounded checks.  The validator
 * is itself checked: a corrupted copy of the log must be rejected.
 *
 * Runs from the repository root (ctest's working directory); pnbmc is
 * $PNBMC or ./build/pnbmc.  Skipped (exit 0) without python3 + jsonschema. */
#define _GNU_SOURCE
#include "unit_spawn.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define SCHEMA "regress/data/sarif-schema-2.1.0.json"

/* Checks of one log: argv[1] schema, argv[2] log, argv[3] expected rule
 * ("" for no result), argv[4] "corrupt" to validate a broken copy. */
static const char py_check[] =
"import json, sys, jsonschema\n"
"schema = json.load(open(sys.argv[1]))\n"
"log = json.load(open(sys.argv[2]))\n"
"if sys.argv[4] == 'corrupt':\n"
"    log['runs'][0]['results'].append({'ruleId': 'pnbmc.race'})\n"
"jsonschema.Draft4Validator(schema).validate(log)\n"
"run = log['runs'][0]\n"
"ids = [r['id'] for r in run['tool']['driver']['rules']]\n"
"assert ids[:3] == ['pnbmc.deadlock', 'pnbmc.race', 'pnbmc.assert'], ids\n"
"assert run['invocations'][0]['executionSuccessful'] is True\n"
"assert run['artifacts'][0]['location']['uri'].endswith('test.c')\n"
"res = run['results']\n"
"if sys.argv[3] == '':\n"
"    assert res == [], res\n"
"    notes = run['invocations'][0]['toolExecutionNotifications']\n"
"    assert any(': bounded-safe (' in n['message']['text'] or\n"
"               ': unknown (' in n['message']['text'] for n in notes), notes\n"
"    sys.exit(0)\n"
"assert len(res) == 1 and res[0]['ruleId'] == sys.argv[3], res\n"
"r = res[0]\n"
"assert r['level'] == 'error' and r['message']['text']\n"
"assert r['locations'][0]['physicalLocation']['region']['startLine'] > 0\n"
"flows = r['codeFlows'][0]['threadFlows']\n"
"assert all(f['id'].startswith('T') and f['message']['text'].startswith(f['id'] + ' ')\n"
"           for f in flows), flows\n"
"order = sorted(l['executionOrder'] for f in flows for l in f['locations'])\n"
"n = len(set(order))\n"
"assert set(order) == set(range(1, n + 1)), order\n"
"for f in flows:\n"
"    eo = [l['executionOrder'] for l in f['locations']]\n"
"    assert eo == sorted(eo), eo\n"
"print('sarif ok:', sys.argv[2], r['ruleId'], len(flows), 'threads', n, 'steps')\n";

/* Runs pnbmc --sarif on a test program (to_stdout: --sarif -, its
 * standard output captured as the log, which must then hold the log
 * alone); then the python checks.  Returns the number of failures. */
static int check_case(const char *pnbmc, const char *prog, const char *opts,
                      const char *rule, int want_rc, bool to_stdout)
{
    char log[] = "/tmp/pnbmc-sarif-XXXXXX";
    int fd = mkstemp(log);
    if (fd < 0)
        return 1;
    close(fd);
    char *argv[8] = {(char *)pnbmc, "--sarif", to_stdout ? "-" : log,
                     (char *)prog, NULL};
    if (opts) {
        argv[4] = (char *)opts;
        argv[5] = "2";
    }
    int fails = 0, rc = run(argv, to_stdout ? log : "/dev/null", false);
    if (rc != want_rc) {
        fprintf(stderr, "FAIL: %s %s exited %d, expected %d\n", pnbmc, prog,
                rc, want_rc);
        fails++;
    }
    char *py[] = {"python3", "-c", (char *)py_check, SCHEMA, log,
                  (char *)rule, "ok", NULL};
    if (run(py, NULL, false) != 0) {
        fprintf(stderr, "FAIL: SARIF log of %s does not validate\n", prog);
        fails++;
    }
    py[6] = "corrupt";
    if (run(py, "/dev/null", true) == 0) {
        fprintf(stderr, "FAIL: a corrupted log of %s passed validation\n",
                prog);
        fails++;
    }
    unlink(log);
    return fails;
}

int main(void)
{
    char *probe[] = {"python3", "-c", "import jsonschema", NULL};
    if (run(probe, "/dev/null", true) != 0) {
        printf("SKIP: python3 with jsonschema not available\n");
        return 0;
    }
    const char *pnbmc = getenv("PNBMC") ? getenv("PNBMC") : "./build/pnbmc";
    if (access(pnbmc, X_OK) != 0) {
        fprintf(stderr, "FAIL: no pnbmc at %s (set PNBMC)\n", pnbmc);
        return 1;
    }
    int fails = 0;
    fails += check_case(pnbmc, "regress/reports/sarif_race_valid/test.c",
                        NULL, "pnbmc.race", 1, false);
    fails += check_case(pnbmc, "regress/core/deadlock_lock_order_bug/test.c",
                        NULL, "pnbmc.deadlock", 1, false);
    fails += check_case(pnbmc, "regress/core/assert_check_then_act_bug/test.c",
                        NULL, "pnbmc.assert", 1, false);
    fails += check_case(pnbmc, "regress/core/bound_3_bounded_safe/test.c",
                        "--bound", "", 0, false);
    /* --sarif -: the text report goes to stderr (pnbmc 54 mixed it in) */
    fails += check_case(pnbmc, "regress/reports/sarif_race_valid/test.c",
                        NULL, "pnbmc.race", 1, true);
    printf("%s\n", fails ? "sarif_test: FAILED" : "sarif_test: ok");
    return fails != 0;
}
