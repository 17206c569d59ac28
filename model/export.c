/* model/export.c — writes the Program Petri Net as PNML and Graphviz DOT.
 *
 * PNML: an ISO/IEC 15909-2 (2009 grammar) place/transition net on one
 * page.  Ids: p<i> places, t<i> transitions, a<i> arcs (all distinct
 * NCNames).  pnbmc's own labels (thread slot, kind, source location) sit in
 * <toolspecific tool="pnbmc"> elements of places and transitions.
 *
 * DOT: one cluster per thread slot (its control, start and exit places
 * and its transitions); mutex places outside the clusters. */
#include "model/model.h"

#include <stdlib.h>
#include <string.h>

#ifndef PNBMC_VERSION
#define PNBMC_VERSION "0.1.0"
#endif

/* Length of the valid UTF-8 sequence at s, 0 if invalid. */
static int net_utf8_len(const unsigned char *s)
{
    int n = s[0] >= 0xf0 && s[0] <= 0xf4 ? 4 : s[0] >= 0xe0 ? 3 :
            s[0] >= 0xc2 && s[0] < 0xe0 ? 2 : 0;
    if (s[0] >= 0xf5)
        n = 0;
    for (int i = 1; i < n; i++)
        if ((s[i] & 0xc0) != 0x80)
            return 0;
    return n;
}

/* Writes s as XML character data / attribute value. */
static void net_xml_text(FILE *out, const char *str)
{
    const unsigned char *s = (const unsigned char *)(str ? str : "");
    while (*s) {
        int n = 1;
        switch (*s) {
        case '&': fputs("&amp;", out); break;
        case '<': fputs("&lt;", out); break;
        case '>': fputs("&gt;", out); break;
        case '"': fputs("&quot;", out); break;
        case '\'': fputs("&apos;", out); break;
        default:
            if (*s < 0x20 && *s != '\t' && *s != '\n' && *s != '\r')
                fputc('?', out); /* not allowed in XML 1.0 */
            else if (*s < 0x80)
                fputc(*s, out);
            else if ((n = net_utf8_len(s)) > 0)
                fwrite(s, 1, (size_t)n, out);
            else {
                fputc('?', out);
                n = 1;
            }
        }
        s += n;
    }
}

static const char *net_place_kind_name(place_kind k)
{
    switch (k) {
    case PL_CONTROL: return "control";
    case PL_MUTEX: return "mutex";
    case PL_START: return "start";
    case PL_EXIT: return "exit";
    }
    return "?";
}

static const char *net_trans_kind_name(trans_kind k)
{
    switch (k) {
    case TR_LOCAL: return "local";
    case TR_CALL: return "call";
    case TR_RETURN: return "return";
    case TR_START: return "start";
    case TR_END: return "end";
    case TR_REUSE: return "reuse";
    }
    return "?";
}

static void net_xml_loc(FILE *out, const model *m, mloc l)
{
    if (!m || l.file < 0)
        return;
    fputs("<location file=\"", out);
    net_xml_text(out, model_file(m, l));
    fprintf(out, "\" line=\"%d\" col=\"%d\"/>", (int)l.line, (int)l.col);
}

static void net_pnml_place(FILE *out, const pnet *n, const model *m,
                           int32_t i)
{
    const pplace *p = &n->places[i];
    fprintf(out, "      <place id=\"p%d\">\n        <name><text>", (int)i);
    net_xml_text(out, p->name);
    fputs("</text></name>\n", out);
    if (p->initial)
        fprintf(out, "        <initialMarking><text>%d</text>"
                "</initialMarking>\n", p->initial);
    fprintf(out, "        <toolspecific tool=\"pnbmc\" version=\"%s\">"
            "<kind>%s</kind>", PNBMC_VERSION, net_place_kind_name(p->kind));
    if (p->kind == PL_MUTEX) {
        fprintf(out, "<mutex object=\"%u\" offset=\"%llu\"/>", p->obj,
                (unsigned long long)p->off);
    } else {
        fprintf(out, "<slot>%d</slot>", (int)p->slot);
    }
    if (p->kind == PL_CONTROL && m && p->func >= 0 && p->func < m->nfuncs) {
        const mfunc *f = &m->funcs[p->func];
        fputs("<point function=\"", out);
        net_xml_text(out, f->name);
        fprintf(out, "\" index=\"%d\"/>", (int)p->point);
        if (p->point >= 0 && p->point < f->ncode)
            net_xml_loc(out, m, f->code[p->point].loc);
    }
    fputs("</toolspecific>\n      </place>\n", out);
}

static void net_pnml_trans(FILE *out, const pnet *n, const model *m,
                           int32_t i)
{
    const ptrans *t = &n->trans[i];
    fprintf(out, "      <transition id=\"t%d\">\n        <name><text>",
            (int)i);
    net_xml_text(out, t->label);
    fprintf(out, "</text></name>\n        <toolspecific tool=\"pnbmc\" "
            "version=\"%s\"><kind>%s</kind><slot>%d</slot>", PNBMC_VERSION,
            net_trans_kind_name(t->kind), (int)t->slot);
    fprintf(out, "<from function=\"%d\" point=\"%d\"/>"
            "<to function=\"%d\" point=\"%d\"/>", (int)t->func,
            (int)t->from_point, (int)t->to_func, (int)t->to_point);
    net_xml_loc(out, m, t->loc);
    fputs("</toolspecific>\n      </transition>\n", out);
}

static void net_pnml_arcs(FILE *out, const pnet *n)
{
    int32_t id = 0;
    for (int32_t t = 0; t < n->ntrans; t++) {
        const ptrans *tr = &n->trans[t];
        for (int32_t k = 0; k < tr->narcs; k++) {
            const parc *a = &tr->arcs[k];
            int32_t w = a->weight < 0 ? -a->weight : a->weight;
            if (a->weight < 0)
                fprintf(out, "      <arc id=\"a%d\" source=\"p%d\" "
                        "target=\"t%d\"", (int)id++, (int)a->place, (int)t);
            else
                fprintf(out, "      <arc id=\"a%d\" source=\"t%d\" "
                        "target=\"p%d\"", (int)id++, (int)t, (int)a->place);
            if (w > 1)
                fprintf(out, ">\n        <inscription><text>%d</text>"
                        "</inscription>\n      </arc>\n", (int)w);
            else
                fputs("/>\n", out);
        }
    }
}

bool net_write_pnml(const pnet *n, const model *m, FILE *out)
{
    if (!n || !out)
        return false;
    fputs("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
          "<pnml xmlns=\"http://www.pnml.org/version-2009/grammar/pnml\">\n"
          "  <net id=\"pnbmc\" "
          "type=\"http://www.pnml.org/version-2009/grammar/ptnet\">\n"
          "    <name><text>pnbmc program Petri net</text></name>\n"
          "    <page id=\"page0\">\n", out);
    for (int32_t i = 0; i < n->nplaces; i++)
        net_pnml_place(out, n, m, i);
    for (int32_t i = 0; i < n->ntrans; i++)
        net_pnml_trans(out, n, m, i);
    net_pnml_arcs(out, n);
    fputs("    </page>\n  </net>\n</pnml>\n", out);
    return fflush(out) == 0 && !ferror(out);
}

/* ------------------------------------------------------------------ DOT */

/* Writes s inside a DOT double-quoted string. */
static void net_dot_text(FILE *out, const char *str)
{
    for (const unsigned char *s = (const unsigned char *)(str ? str : "");
         *s; s++) {
        if (*s == '"' || *s == '\\')
            fprintf(out, "\\%c", *s);
        else if (*s == '\n')
            fputs("\\n", out);
        else if (*s >= 0x20)
            fputc(*s, out);
    }
}

static void net_dot_cluster(FILE *out, const pnet *n, int32_t *cur,
                            int32_t slot)
{
    if (*cur == slot)
        return;
    if (*cur != -2)
        fputs("  }\n", out);
    *cur = slot;
    if (slot < 0 || slot >= n->nslots) {
        *cur = -2;
        return;
    }
    fprintf(out, "  subgraph cluster_s%d {\n    label=\"", (int)slot);
    net_dot_text(out, n->slot_names ? n->slot_names[slot] : "");
    fputs("\";\n    style=rounded;\n", out);
}

static void net_dot_places(FILE *out, const pnet *n)
{
    int32_t cur = -2;
    for (int32_t i = 0; i < n->nplaces; i++) {
        const pplace *p = &n->places[i];
        net_dot_cluster(out, n, &cur, p->kind == PL_MUTEX ? -1 : p->slot);
        fprintf(out, "    p%d [shape=circle,label=\"", (int)i);
        net_dot_text(out, p->name);
        if (p->initial)
            fprintf(out, "\\n(%d)", p->initial);
        fprintf(out, "\"%s];\n", p->kind == PL_MUTEX ? ",color=blue" :
                p->initial ? ",style=bold" : "");
    }
    net_dot_cluster(out, n, &cur, -1);
}

static void net_dot_trans(FILE *out, const pnet *n, const bool *hl)
{
    int32_t cur = -2;
    for (int32_t i = 0; i < n->ntrans; i++) {
        const ptrans *t = &n->trans[i];
        net_dot_cluster(out, n, &cur, t->slot);
        fprintf(out, "    t%d [shape=box,label=\"", (int)i);
        net_dot_text(out, t->label);
        fprintf(out, "\"%s];\n", hl && hl[i] ? ",color=red,penwidth=3" : "");
    }
    net_dot_cluster(out, n, &cur, -1);
}

static void net_dot_arcs(FILE *out, const pnet *n, const bool *hl)
{
    for (int32_t t = 0; t < n->ntrans; t++) {
        const ptrans *tr = &n->trans[t];
        bool red = hl && hl[t];
        for (int32_t k = 0; k < tr->narcs; k++) {
            const parc *a = &tr->arcs[k];
            int32_t w = a->weight < 0 ? -a->weight : a->weight;
            if (a->weight < 0)
                fprintf(out, "  p%d -> t%d", (int)a->place, (int)t);
            else
                fprintf(out, "  t%d -> p%d", (int)t, (int)a->place);
            if (red && w > 1)
                fprintf(out, " [color=red,penwidth=2,label=\"%d\"]", (int)w);
            else if (red)
                fputs(" [color=red,penwidth=2]", out);
            else if (w > 1)
                fprintf(out, " [label=\"%d\"]", (int)w);
            fputs(";\n", out);
        }
    }
}

bool net_write_dot(const pnet *n, const model *m, FILE *out,
                   const int32_t *highlight, int32_t nhighlight)
{
    (void)m; /* names and labels already carry the source locations */
    if (!n || !out)
        return false;
    bool *hl = NULL;
    if (highlight && nhighlight > 0 && n->ntrans > 0) {
        hl = calloc((size_t)n->ntrans, sizeof *hl);
        if (!hl)
            return false;
        for (int32_t i = 0; i < nhighlight; i++)
            if (highlight[i] >= 0 && highlight[i] < n->ntrans)
                hl[highlight[i]] = true;
    }
    fputs("digraph pnbmc {\n  node [fontsize=10];\n", out);
    net_dot_places(out, n);
    net_dot_trans(out, n, hl);
    net_dot_arcs(out, n, hl);
    fputs("}\n", out);
    free(hl);
    return fflush(out) == 0 && !ferror(out);
}
