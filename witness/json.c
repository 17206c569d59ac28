/* witness/json.c — reading a whole file, and a small JSON reader
 * (enough for pnbmc-result-1 files: `pnbmc replay` and --baseline read
 * them). */
#include "witness/witness.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

char *wit_read_file(const char *path, char *err, size_t n)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        if (n)
            snprintf(err, n, "cannot read '%s': %s", path, strerror(errno));
        return NULL;
    }
    char *text = NULL;
    size_t len = 0;
    FILE *mem = open_memstream(&text, &len);
    int c;
    while (mem && (c = getc(f)) != EOF)
        putc(c, mem);
    int e = ferror(f) ? errno : 0;
    fclose(f);
    if (mem)
        fclose(mem);
    if (!mem || e) {
        if (n)
            snprintf(err, n, "cannot read '%s': %s", path,
                     strerror(e ? e : ENOMEM));
        free(text);
        return NULL;
    }
    return text;
}

typedef struct {
    const char *p;
    char *err;
    int nerr;
    int depth;
} jparser;

static void jfail(jparser *j, const char *what)
{
    if (j->err && !*j->err)
        snprintf(j->err, (size_t)j->nerr, "%s", what);
}

static void skip_ws(jparser *j)
{
    while (*j->p == ' ' || *j->p == '\t' || *j->p == '\n' || *j->p == '\r')
        j->p++;
}

static jval *jnew(jkind k)
{
    jval *v = calloc(1, sizeof *v);
    if (v)
        v->kind = k;
    return v;
}

static bool push(jval *v, jval *item)
{
    jval **n = realloc(v->items, (size_t)(v->nitems + 1) * sizeof *n);
    if (!n)
        return false;
    v->items = n;
    v->items[v->nitems++] = item;
    return true;
}

static void put_utf8(char *out, size_t *len, unsigned cp)
{
    if (cp < 0x80) {
        out[(*len)++] = (char)cp;
    } else if (cp < 0x800) {
        out[(*len)++] = (char)(0xC0 | (cp >> 6));
        out[(*len)++] = (char)(0x80 | (cp & 0x3F));
    } else {
        out[(*len)++] = (char)(0xE0 | (cp >> 12));
        out[(*len)++] = (char)(0x80 | ((cp >> 6) & 0x3F));
        out[(*len)++] = (char)(0x80 | (cp & 0x3F));
    }
}

static char *parse_string(jparser *j)
{
    if (*j->p != '"') {
        jfail(j, "string expected");
        return NULL;
    }
    j->p++;
    const char *s = j->p;
    size_t cap = 0;
    while (s[cap] && s[cap] != '"')
        cap += s[cap] == '\\' && s[cap + 1] ? 2 : 1;
    char *out = malloc(cap * 2 + 4);
    if (!out) {
        jfail(j, "out of memory");
        return NULL;
    }
    size_t len = 0;
    while (*j->p && *j->p != '"') {
        char c = *j->p++;
        if (c != '\\') {
            out[len++] = c;
            continue;
        }
        c = *j->p++;
        switch (c) {
        case 'n': out[len++] = '\n'; break;
        case 't': out[len++] = '\t'; break;
        case 'r': out[len++] = '\r'; break;
        case 'b': out[len++] = '\b'; break;
        case 'f': out[len++] = '\f'; break;
        case 'u': {
            unsigned cp = 0;
            for (int k = 0; k < 4; k++) {
                char h = *j->p;
                if (!h)
                    break;
                j->p++;
                cp = cp * 16 + (unsigned)(h >= 'a' ? h - 'a' + 10
                                          : h >= 'A' ? h - 'A' + 10 : h - '0');
            }
            put_utf8(out, &len, cp & 0xFFFF);
            break;
        }
        case 0:
            j->p--;
            break;
        default: out[len++] = c; break;
        }
    }
    if (*j->p != '"') {
        free(out);
        jfail(j, "unterminated string");
        return NULL;
    }
    j->p++;
    out[len] = 0;
    return out;
}

static jval *parse_value(jparser *j)
{
    skip_ws(j);
    if (++j->depth > 200) {
        jfail(j, "nesting too deep");
        return NULL;
    }
    jval *v = NULL;
    char c = *j->p;
    if (c == '{' || c == '[') {
        bool obj = c == '{';
        char close = obj ? '}' : ']';
        v = jnew(obj ? JV_OBJ : JV_ARR);
        if (!v)
            goto oom;
        j->p++;
        skip_ws(j);
        if (*j->p == close) {
            j->p++;
            goto done;
        }
        for (;;) {
            char *key = NULL;
            if (obj) {
                skip_ws(j);
                key = parse_string(j);
                if (!key)
                    goto bad;
                skip_ws(j);
                if (*j->p != ':') {
                    free(key);
                    jfail(j, "':' expected");
                    goto bad;
                }
                j->p++;
            }
            jval *item = parse_value(j);
            if (!item) {
                free(key);
                goto bad;
            }
            item->key = key;
            if (!push(v, item)) {
                json_free(item);
                goto oom;
            }
            skip_ws(j);
            if (*j->p == ',') {
                j->p++;
                continue;
            }
            if (*j->p == close) {
                j->p++;
                break;
            }
            jfail(j, obj ? "',' or '}' expected" : "',' or ']' expected");
            goto bad;
        }
    } else if (c == '"') {
        v = jnew(JV_STR);
        if (!v)
            goto oom;
        v->str = parse_string(j);
        if (!v->str)
            goto bad;
    } else if (!strncmp(j->p, "true", 4) || !strncmp(j->p, "false", 5)) {
        v = jnew(JV_BOOL);
        if (!v)
            goto oom;
        v->b = c == 't';
        j->p += v->b ? 4 : 5;
    } else if (!strncmp(j->p, "null", 4)) {
        v = jnew(JV_NULL);
        if (!v)
            goto oom;
        j->p += 4;
    } else if (c == '-' || (c >= '0' && c <= '9')) {
        v = jnew(JV_NUM);
        if (!v)
            goto oom;
        char *end;
        v->num = strtod(j->p, &end);
        j->p = end;
    } else {
        jfail(j, "value expected");
        return NULL;
    }
done:
    j->depth--;
    return v;
oom:
    jfail(j, "out of memory");
bad:
    json_free(v);
    return NULL;
}

jval *json_parse(const char *text, char *err, int nerr)
{
    jparser j = {text, err, nerr, 0};
    if (err && nerr > 0)
        *err = 0;
    jval *v = parse_value(&j);
    if (v) {
        skip_ws(&j);
        if (*j.p) {
            jfail(&j, "trailing text after the JSON value");
            json_free(v);
            return NULL;
        }
    }
    if (!v && err && !*err)
        snprintf(err, (size_t)nerr, "bad JSON");
    if (!v && err) {
        size_t n = strlen(err);
        snprintf(err + n, (size_t)nerr - n, " at offset %ld",
                 (long)(j.p - text));
    }
    return v;
}

void json_free(jval *v)
{
    if (!v)
        return;
    for (int i = 0; i < v->nitems; i++)
        json_free(v->items[i]);
    free(v->items);
    free(v->str);
    free(v->key);
    free(v);
}

const jval *json_get(const jval *obj, const char *key)
{
    if (!obj || obj->kind != JV_OBJ)
        return NULL;
    for (int i = 0; i < obj->nitems; i++)
        if (obj->items[i]->key && !strcmp(obj->items[i]->key, key))
            return obj->items[i];
    return NULL;
}

const char *json_str(const jval *obj, const char *key)
{
    const jval *v = json_get(obj, key);
    return v && v->kind == JV_STR ? v->str : NULL;
}

long long json_int(const jval *obj, const char *key, long long dflt)
{
    const jval *v = json_get(obj, key);
    return v && v->kind == JV_NUM ? (long long)v->num : dflt;
}
