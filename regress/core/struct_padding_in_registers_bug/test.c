/* Structs with padding passed and returned in registers: clang moves
 * them with one integer load and store (struct P as an i64, struct S as
 * an {i64, i64} pair through a staging local), padding bytes included.
 * Padding is not data: nothing here reads an uninitialised value.  The
 * last assert fails. */
#include <assert.h>
#include <pthread.h>

struct P { char c; int i; };            /* bytes 1-3 padding */
struct S { int a; char b; long l; };    /* bytes 5-7 padding */

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static struct P shared;

static int sum(struct P p) { return p.c + p.i; }
static struct P make(char c, int i) { struct P p; p.c = c; p.i = i; return p; }
static long sum_s(struct S s) { return s.a + s.b + s.l; }

static void *worker(void *arg)
{
    struct P p = make(1, *(int *)arg);
    pthread_mutex_lock(&m);
    shared = p;                         /* a struct copy into a global */
    pthread_mutex_unlock(&m);
    return 0;
}

int main(void)
{
    int v = 5;
    pthread_t t;
    pthread_create(&t, 0, worker, &v);
    struct P p;
    p.c = 1;
    p.i = 2;
    assert(sum(p) == 3);
    struct S s;
    s.a = 4;
    s.b = 2;
    s.l = 3;
    assert(sum_s(s) == 9);
    struct P r = make(3, 4);
    assert(r.c == 3 && r.i == 4);
    pthread_join(t, 0);
    pthread_mutex_lock(&m);
    struct P q = shared;
    pthread_mutex_unlock(&m);
    assert(sum(q) == 7); /* 1 + 5: fails */
    return 0;
}
