/* witness/render.c — the thread-column table (the format people paste
 * into bug reports) and the JSON result file (schema "pnbmc-result-1",
 * documented in README.md); wit_json_str is shared with sarif.c. */
#include "witness/witness.h"

#include <string.h>

#define COL_MAX 60

static void cell_text(const model *m, const char *action, mloc l, char *out,
                      size_t n)
{
    if (l.file >= 0) {
        const char *f = model_file(m, l);
        const char *base = strrchr(f, '/');
        snprintf(out, n, "%s  %s:%d", action, base ? base + 1 : f, l.line);
    } else {
        snprintf(out, n, "%s", action);
    }
    if (strlen(out) > COL_MAX && n > COL_MAX)
        strcpy(out + COL_MAX - 3, "...");
}

static void print_row(FILE *out, const char *label, const int *width,
                      int32_t nthreads, int32_t tid, const char *text)
{
    fprintf(out, "%4s", label);
    for (int32_t t = 0; t < nthreads; t++)
        fprintf(out, " | %-*s", width[t], t == tid ? text : "");
    fputc('\n', out);
}

void wit_render_table(const model *m, const check_result *r,
                      const wreplay *w, FILE *out)
{
    const sfound *f = &r->found;
    int width[64];
    int32_t nt = w->nthreads < 64 ? w->nthreads : 64;
    char head[64][64], txt[512];
    for (int32_t t = 0; t < nt; t++) {
        snprintf(head[t], sizeof head[t], "T%d %s", t, w->thread_names[t]);
        width[t] = (int)strlen(head[t]);
    }
    for (int32_t i = 0; i < f->nsteps; i++) {
        const sstep *s = &f->steps[i];
        cell_text(m, s->action, s->loc, txt, sizeof txt);
        if (s->tid < nt && (int)strlen(txt) > width[s->tid])
            width[s->tid] = (int)strlen(txt);
    }
    for (int k = 0; w->has_final && k < 2; k++) {
        cell_text(m, w->final_action[k], w->final_loc[k], txt, sizeof txt);
        if (w->final_tid[k] < nt && (int)strlen(txt) > width[w->final_tid[k]])
            width[w->final_tid[k]] = (int)strlen(txt);
    }
    fprintf(out, "--- witness: %s (%d steps, replayed) ---\n",
            check_name(r->kind), f->nsteps);
    fprintf(out, "step");
    for (int32_t t = 0; t < nt; t++)
        fprintf(out, " | %-*s", width[t], head[t]);
    fputc('\n', out);
    for (int32_t i = 0; i < f->nsteps; i++) {
        char label[16];
        snprintf(label, sizeof label, "%d", i + 1);
        cell_text(m, f->steps[i].action, f->steps[i].loc, txt, sizeof txt);
        print_row(out, label, width, nt, f->steps[i].tid, txt);
    }
    for (int k = 0; w->has_final && k < 2; k++) {
        cell_text(m, w->final_action[k], w->final_loc[k], txt, sizeof txt);
        print_row(out, "race", width, nt, w->final_tid[k], txt);
    }
}

void wit_json_str(FILE *out, const char *s)
{
    fputc('"', out);
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\')
            fprintf(out, "\\%c", c);
        else if (c == '\n')
            fputs("\\n", out);
        else if (c < 0x20)
            fprintf(out, "\\u%04x", c);
        else
            fputc(c, out);
    }
    fputc('"', out);
}

static void json_loc(FILE *out, const model *m, mloc l)
{
    fputs("\"file\": ", out);
    wit_json_str(out, l.file >= 0 ? model_file(m, l) : "");
    fprintf(out, ", \"line\": %d, \"column\": %d", l.line, l.col);
}

static void json_witness(FILE *out, const model *m, const check_result *r,
                         const wreplay *w)
{
    fputs(",\n      \"witness\": {\n        \"threads\": [", out);
    for (int32_t t = 0; t < w->nthreads; t++) {
        fprintf(out, "%s{\"id\": %d, \"name\": ", t ? ", " : "", t);
        wit_json_str(out, w->thread_names[t]);
        fputc('}', out);
    }
    fputs("],\n        \"steps\": [", out);
    for (int32_t i = 0; i < r->found.nsteps; i++) {
        const sstep *s = &r->found.steps[i];
        fprintf(out, "%s\n          {\"step\": %d, \"thread\": %d, "
                "\"choice\": %d, \"action\": ", i ? "," : "", i + 1, s->tid,
                s->choice);
        wit_json_str(out, s->action);
        fputs(", ", out);
        json_loc(out, m, s->loc);
        fputc('}', out);
    }
    fputs("],\n        \"race\": [", out);
    for (int k = 0; w->has_final && k < 2; k++) {
        fprintf(out, "%s{\"thread\": %d, \"action\": ", k ? ", " : "",
                w->final_tid[k]);
        wit_json_str(out, w->final_action[k]);
        fputs(", ", out);
        json_loc(out, m, w->final_loc[k]);
        fputc('}', out);
    }
    fprintf(out, "],\n        \"replayed\": true,\n"
            "        \"net_transitions\": %d\n      }", w->ntrans);
}

static void json_finding(FILE *out, const wfinding *f)
{
    static const char *const disp[] = {"new", "suppressed", "known"};
    fputs(",\n      \"finding_id\": ", out);
    wit_json_str(out, f->id);
    fprintf(out, ",\n      \"disposition\": \"%s\"", disp[f->disp]);
    if (f->disp == WD_SUPPRESSED) {
        fputs(",\n      \"suppression\": ", out);
        wit_json_str(out, f->note);
    }
}

bool wit_write_json(const wjson *j, FILE *out)
{
    fputs("{\n  \"schema\": \"pnbmc-result-1\",\n  \"inputs\": [", out);
    for (int i = 0; i < j->ninputs; i++) {
        fputs(i ? ", " : "", out);
        wit_json_str(out, j->inputs[i]);
    }
    fputs("],\n  \"results\": [", out);
    bool first = true;
    for (int k = 0; k < CK_COUNT; k++) {
        const check_result *r = &j->res[k];
        if (!r->enabled)
            continue;
        fprintf(out, "%s\n    {\n      \"check\": \"%s\",\n      \"verdict\": "
                "\"%s\",\n      \"reason\": ", first ? "" : ",",
                check_name(r->kind), verdict_name(r->v));
        wit_json_str(out, r->reason);
        if (r->v == V_BUG && j->findings)
            json_finding(out, &j->findings[k]);
        if (r->v == V_BUG)
            json_witness(out, j->m, r, &j->replays[k]);
        fputs("\n    }", out);
        first = false;
    }
    fprintf(out, "\n  ],\n  \"stats\": {\"states\": %lld, \"transitions\": "
            "%lld, \"seconds\": %.3f}\n}\n", (long long)j->stats->states,
            (long long)j->stats->transitions, j->stats->seconds);
    return !ferror(out);
}
