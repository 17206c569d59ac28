/* checks/checks.c — running the checks and classifying the results. */
#include "checks/checks.h"

#include <stdio.h>
#include <string.h>

const char *check_name(check_kind k)
{
    static const char *const n[] = {"deadlock", "race", "assert",
                                    "atomicity"};
    return (unsigned)k < CK_COUNT ? n[k] : "?";
}

const char *verdict_name(verdict v)
{
    static const char *const n[] = {"safe", "bounded-safe", "unknown", "bug"};
    return n[v];
}

bool checks_parse(const char *list, bool enabled[CK_COUNT], char *bad,
                  size_t n)
{
    for (int k = 0; k < CK_COUNT; k++)
        enabled[k] = false;
    const char *p = list;
    do { /* an empty list or item (",", "race,") is an unknown check '' */
        size_t len = strcspn(p, ",");
        int found = -1;
        for (int k = 0; k < CK_COUNT; k++)
            if (strlen(check_name((check_kind)k)) == len &&
                strncmp(p, check_name((check_kind)k), len) == 0)
                found = k;
        if (len == 3 && strncmp(p, "all", 3) == 0)
            for (int k = 0; k < CK_COUNT; k++)
                enabled[k] = true;
        else if (found < 0) {
            snprintf(bad, n, "%.*s", (int)len, p);
            return false;
        } else
            enabled[found] = true;
        p += len;
    } while (*p++ == ',');
    return true;
}

void checks_run(sim *s, check_result res[CK_COUNT], const sopts *o,
                sstats *stats)
{
    starget targets[CK_COUNT];
    sfound found[CK_COUNT];
    int map[CK_COUNT], nt = 0;
    for (int k = 0; k < CK_COUNT; k++) {
        res[k].kind = (check_kind)k;
        if (!res[k].enabled)
            continue;
        res[k].target = checks_target((check_kind)k);
        targets[nt] = res[k].target;
        map[nt++] = k;
    }
    solve_explicit(s, targets, found, nt, o, stats);
    for (int i = 0; i < nt; i++) {
        check_result *r = &res[map[i]];
        r->found = found[i];
        if (found[i].found) {
            r->v = V_BUG;
            snprintf(r->reason, sizeof r->reason, "%s", found[i].detail);
        } else if (stats->cut_unknown) {
            r->v = V_UNKNOWN;
            snprintf(r->reason, sizeof r->reason, "%s", stats->unknown_reason);
        } else if (stats->cut_bound) {
            r->v = V_BOUNDED;
            snprintf(r->reason, sizeof r->reason, "%s", stats->bound_reason);
        } else {
            r->v = V_SAFE;
        }
    }
}

void checks_free(check_result res[CK_COUNT])
{
    for (int k = 0; k < CK_COUNT; k++)
        sfound_free(&res[k].found);
}
