/* witness/sarif.c — SARIF 2.1.0 log for code scanning: one run, one
 * result per bug with its primary location and the witness as one
 * threadFlow per thread (executionOrder = global step number, so the
 * interleaving can be rebuilt); unknown and bounded-safe checks become
 * tool execution notifications. */
#include "witness/witness.h"

#include <string.h>
#include <unistd.h>

#ifndef PNBMC_VERSION
#define PNBMC_VERSION "0.1.0"
#endif

static const char *sarif_desc(check_kind k)
{
    switch (k) {
    case CK_DEADLOCK:
        return "Deadlock: threads wait for each other forever (double lock, "
               "lock-order cycle or no thread can move)";
    case CK_RACE:
        return "Data race: two threads access the same memory concurrently, "
               "at least one writes, not both atomically";
    case CK_ASSERT:
        return "Assertion failure: a run reaches a failing assert() or "
               "reach_error()";
    default:
        return "Atomicity violation: a weakly ordered atomic access lets a "
               "run see an order the program does not expect";
    }
}

/* path as a URI reference: relative stays relative, absolute becomes
 * file://; bytes outside the URI character set are percent-encoded. */
static void sarif_uri(FILE *out, const char *path)
{
    static const char ok[] = "-._~/!$&'()*+,;=:@";
    char buf[1024];
    size_t len = 0;
    if (path[0] == '/')
        len = (size_t)snprintf(buf, sizeof buf, "file://");
    for (const unsigned char *p = (const unsigned char *)path;
         *p && len + 4 < sizeof buf; p++) {
        if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
            (*p >= '0' && *p <= '9') || (*p && strchr(ok, *p)))
            buf[len++] = (char)*p;
        else
            len += (size_t)snprintf(buf + len, 4, "%%%02X", *p);
    }
    buf[len] = 0;
    wit_json_str(out, buf);
}

static void sarif_phys(FILE *out, const char *file, mloc l)
{
    fputs("\"physicalLocation\": {\"artifactLocation\": {\"uri\": ", out);
    sarif_uri(out, file);
    fprintf(out, "}, \"region\": {\"startLine\": %d", l.line > 0 ? l.line : 1);
    if (l.col > 0)
        fprintf(out, ", \"startColumn\": %d", l.col);
    fputs("}}", out);
}

static void sarif_tool(FILE *out)
{
    fputs("      \"tool\": {\n        \"driver\": {\n"
          "          \"name\": \"pnbmc\",\n"
          "          \"version\": \"" PNBMC_VERSION "\",\n"
          "          \"rules\": [", out);
    for (int k = 0; k < CK_COUNT; k++) {
        fprintf(out, "%s\n            {\"id\": \"pnbmc.%s\", \"name\": \"%s\", "
                "\"shortDescription\": {\"text\": ", k ? "," : "",
                check_name((check_kind)k), check_name((check_kind)k));
        wit_json_str(out, sarif_desc((check_kind)k));
        fputs("}, \"defaultConfiguration\": {\"level\": \"error\"}}", out);
    }
    fputs("\n          ]\n        }\n      },\n", out);
}

static void sarif_invocation(FILE *out, const wjson *j)
{
    fprintf(out, "      \"invocations\": [{\n"
            "        \"executionSuccessful\": %s,\n"
            "        \"toolExecutionNotifications\": [",
            j->error ? "false" : "true");
    bool first = true;
    if (j->error) {
        fputs("\n          {\"level\": \"error\", \"message\": {\"text\": ",
              out);
        wit_json_str(out, j->error);
        fputs("}}", out);
        first = false;
    }
    for (int k = 0; j->res && k < CK_COUNT; k++) {
        const check_result *r = &j->res[k];
        /* a suppressed or known bug's check counts as what the search
         * past it found */
        const wfinding *f = j->findings ? &j->findings[k] : NULL;
        bool past = r->v == V_BUG && f && f->disp != WD_NEW;
        verdict v = past ? f->beyond : r->v;
        if (!r->enabled || (v != V_UNKNOWN && v != V_BOUNDED))
            continue;
        char text[SOLVE_DETAIL_MAX + 200];
        if (past)
            snprintf(text, sizeof text, "%s: %s past the %s bug (%s)",
                     check_name(r->kind), verdict_name(v),
                     f->disp == WD_KNOWN ? "known" : "suppressed",
                     f->beyond_why);
        else
            snprintf(text, sizeof text, "%s: %s (%s)", check_name(r->kind),
                     verdict_name(v), r->reason);
        fprintf(out, "%s\n          {\"level\": \"%s\", \"message\": "
                "{\"text\": ", first ? "" : ",",
                v == V_UNKNOWN ? "warning" : "note");
        wit_json_str(out, text);
        fputs("}}", out);
        first = false;
    }
    fputs(first ? "]\n      }],\n" : "\n        ]\n      }],\n", out);
}

/* An input as the locations name it (model/lower.c's file_name): an
 * absolute path under the working directory relative to it. */
static const char *sarif_input(const char *path)
{
    char cwd[4096];
    size_t n = getcwd(cwd, sizeof cwd) ? strlen(cwd) : 0;
    if (path[0] == '/' && n > 1 && !strncmp(path, cwd, n) && path[n] == '/')
        return path + n + 1;
    return path;
}

static void sarif_artifacts(FILE *out, const wjson *j)
{
    fputs("      \"artifacts\": [", out);
    for (int i = 0; i < j->ninputs; i++) {
        fprintf(out, "%s\n        {\"location\": {\"uri\": ", i ? "," : "");
        sarif_uri(out, sarif_input(j->inputs[i]));
        fputs("}, \"roles\": [\"analysisTarget\"], "
              "\"sourceLanguage\": \"c\"}", out);
    }
    fputs("\n      ],\n", out);
}

/* One threadFlowLocation: the step's source location and its action. */
static void sarif_step(FILE *out, const model *m, const char *action, mloc l,
                       int order, bool first)
{
    fprintf(out, "%s\n                  {\"executionOrder\": %d, "
            "\"location\": {", first ? "" : ",", order);
    if (l.file >= 0) {
        sarif_phys(out, model_file(m, l), l);
        fputs(", ", out);
    }
    fputs("\"message\": {\"text\": ", out);
    wit_json_str(out, action);
    fputs("}}}", out);
}

/* One threadFlow for thread t, or nothing if t has no step. */
static bool sarif_thread(FILE *out, const wjson *j, int k, int32_t t,
                         bool first)
{
    const sfound *f = &j->res[k].found;
    const wreplay *w = &j->replays[k];
    int n = 0;
    for (int32_t i = 0; i < f->nsteps; i++)
        n += f->steps[i].tid == t;
    for (int q = 0; q < w->nfinal; q++)
        n += w->final_tid[q] == t;
    if (n == 0)
        return false;
    fprintf(out, "%s\n              {\"id\": \"T%d\", \"message\": "
            "{\"text\": ", first ? "" : ",", t);
    char head[200];
    snprintf(head, sizeof head, "T%d %s", t, w->thread_names[t]);
    wit_json_str(out, head);
    fputs("}, \"locations\": [", out);
    n = 0;
    for (int32_t i = 0; i < f->nsteps; i++)
        if (f->steps[i].tid == t) {
            char act[sizeof f->steps[i].action + 80];
            wit_step_action(j->m, &f->steps[i], act, sizeof act);
            sarif_step(out, j->m, act, wit_step_loc(j->m, &f->steps[i]),
                       i + 1, n++ == 0);
        }
    for (int q = 0; q < w->nfinal; q++) /* the program's line, as steps */
        if (w->final_tid[q] == t)
            sarif_step(out, j->m, w->final_action[q],
                       model_in_libc(j->m, w->final_loc[q])
                       ? w->final_call[q] : w->final_loc[q],
                       f->nsteps + 1, n++ == 0);
    fputs("\n                ]}", out);
    return true;
}

static void sarif_flows(FILE *out, const wjson *j, int k)
{
    const wreplay *w = &j->replays[k];
    if (j->res[k].found.nsteps == 0 && w->nfinal == 0)
        return;
    fputs(",\n          \"codeFlows\": [{\"threadFlows\": [", out);
    bool first = true;
    for (int32_t t = 0; t < w->nthreads; t++)
        if (sarif_thread(out, j, k, t, first))
            first = false;
    fputs("\n          ]}]", out);
}

static void sarif_result(FILE *out, const wjson *j, int k, bool first)
{
    const check_result *r = &j->res[k];
    const wfinding *fd = j->findings ? &j->findings[k] : NULL;
    fprintf(out, "%s\n        {\"ruleId\": \"pnbmc.%s\", \"ruleIndex\": %d, "
            "\"level\": \"error\",\n          \"message\": {\"text\": ",
            first ? "" : ",", check_name(r->kind), k);
    wit_json_str(out, r->reason);
    fputs("}", out);
    char file[512];
    mloc l;
    if (wit_primary_loc(j->m, r, &j->replays[k], file, sizeof file, &l)) {
        fputs(",\n          \"locations\": [{", out);
        sarif_phys(out, file, l);
        fputs("}]", out);
    }
    if (fd) {
        fputs(",\n          \"partialFingerprints\": "
              "{\"pnbmcFindingId/v1\": ", out);
        wit_json_str(out, fd->id);
        fputs("}", out);
    }
    sarif_flows(out, j, k);
    if (fd && fd->disp == WD_SUPPRESSED) {
        fprintf(out, ",\n          \"suppressions\": [{\"kind\": \"%s\", "
                "\"justification\": ", fd->in_source ? "inSource" : "external");
        wit_json_str(out, fd->note);
        fputs("}]", out);
    }
    if (fd && j->baseline)
        fprintf(out, ",\n          \"baselineState\": \"%s\"",
                fd->in_baseline ? "unchanged" : "new");
    fputs("\n        }", out);
}

bool wit_write_sarif(const wjson *j, FILE *out)
{
    fputs("{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n"
          "  \"version\": \"2.1.0\",\n  \"runs\": [\n    {\n", out);
    sarif_tool(out);
    sarif_invocation(out, j);
    sarif_artifacts(out, j);
    fputs("      \"results\": [", out);
    bool first = true;
    for (int k = 0; j->m && j->res && k < CK_COUNT; k++) {
        if (!j->res[k].enabled || j->res[k].v != V_BUG)
            continue;
        sarif_result(out, j, k, first);
        first = false;
    }
    fputs(first ? "]\n    }\n  ]\n}\n" : "\n      ]\n    }\n  ]\n}\n", out);
    return !ferror(out);
}
