/* regress/unit/syncdet_test.c — the synchronisation-determinism analysis
 * (model/syncdet.c): small C programs compiled through model_build, then
 * the verdict, the assert flag and the first obstacle are checked. */
#include "regress/unit/unit.h"

static model *t_compile(const char *src)
{
    front_opts fo = {0};
    return unit_compile(src, &fo, "syncdet_test");
}

/* Expect the verdict; when it is false, why must contain obstacle. */
static void expect(const char *name, const char *src, bool det,
                   bool asserts_fixed, const char *obstacle)
{
    model *m = t_compile(src);
    CHECK(m != NULL);
    if (!m)
        return;
    char why[256];
    bool fixed = false;
    bool got = model_sync_deterministic(m, &fixed, why, sizeof why);
    if (got != det || (det && fixed != asserts_fixed) ||
        (!det && !strstr(why, obstacle))) {
        fprintf(stderr, "syncdet_test: %s: got %d (asserts fixed %d, %s)\n",
                name, got, fixed, why);
        failures++;
    }
    model_free(m);
}

#define HEAD "#include <pthread.h>\n#include <assert.h>\n" \
             "extern int __VERIFIER_nondet_int(void);\n" \
             "pthread_mutex_t m[4]; int g[4]; const int k[2] = {1, 2};\n"

int main(void)
{
    expect("argument picks the lock", HEAD
           "void *w(void *a) { int i = (int)(long)a;"
           " pthread_mutex_lock(&m[i]); g[i] = g[i] + k[1];"
           " pthread_mutex_unlock(&m[i]); return 0; }\n"
           "int main(void) { pthread_t t[2];"
           " for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, w,"
           " (void *)(long)i);"
           " for (int i = 0; i < 2; i++) pthread_join(t[i], 0); }\n",
           true, true, NULL);
    expect("shared value picks the lock", HEAD
           "void *w(void *a) { pthread_mutex_lock(&m[g[0] & 3]);"
           " pthread_mutex_unlock(&m[g[0] & 3]); return 0; }\n"
           "int main(void) { pthread_t t;"
           " pthread_create(&t, 0, w, 0); pthread_join(t, 0); }\n",
           false, false, "operand depends on the schedule");
    expect("branch on a nondet value", HEAD
           "int main(void) { if (__VERIFIER_nondet_int())"
           " pthread_mutex_lock(&m[0]); return 0; }\n",
           false, false, "branch on shared or nondet data");
    expect("shared value through a callee's return", HEAD
           "static int peek(void) { return g[1]; }\n"
           "int main(void) { if (peek()) g[0] = 1; return 0; }\n",
           false, false, "branch on shared or nondet data");
    expect("shared value through a private array", HEAD
           "int main(void) { int a[2]; a[0] = g[2]; a[1] = 0;"
           " if (a[1]) g[0] = 1; return 0; }\n",
           false, false, "branch on shared or nondet data");
    expect("assert on shared data", HEAD
           "void *w(void *a) { g[0] = g[0] + 1; return 0; }\n"
           "int main(void) { pthread_t t; pthread_create(&t, 0, w, 0);"
           " pthread_join(t, 0); assert(g[0] == 1); return 0; }\n",
           true, false, NULL);
    expect("atomic access", HEAD
           "int main(void) { __atomic_store_n(&g[0], 1, 5); return 0; }\n",
           false, false, "atomic");
    expect("divisor from shared data", HEAD
           "int main(void) { g[1] = 10 / g[0]; return 0; }\n",
           false, false, "may be undefined");
    expect("thread argument from shared data", HEAD
           "void *w(void *a) { if (a) g[0] = 1; return 0; }\n"
           "int main(void) { pthread_t t;"
           " pthread_create(&t, 0, w, (void *)(long)g[3]);"
           " pthread_join(t, 0); }\n",
           false, false, "branch on shared or nondet data");
    expect("memset through a shared pointer", HEAD
           "int *p = &g[1];\n"
           "int main(void) { __builtin_memset(p, 0, 4); return 0; }\n",
           false, false, "address computed from shared or nondet data");
    if (failures)
        fprintf(stderr, "syncdet_test: %d failure(s)\n", failures);
    return failures != 0;
}
