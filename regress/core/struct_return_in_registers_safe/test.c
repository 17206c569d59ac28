/* Functions returning structs of up to 16 bytes, which x86-64 returns in
 * registers (clang: a first-class aggregate such as { double, double }):
 * model/aggret.c makes them store through a slot.  Two doubles, a
 * pointer and an int, four fields in two words, a recursive one, a
 * result used at once (mk4(2).d), and a 24-byte struct (returned in
 * memory anyway).  Before: unsupported: call with non-integer arguments
 * or result (unknown). */
#include <pthread.h>
#include <assert.h>
#include <stdlib.h>
#include <string.h>
struct pt { double x, y; };
struct span { char *p; int n; };
struct four { short a, b; int c; long d; };
struct big { long a, b, c; }; /* sret in memory already */
static struct pt mid(struct pt a, struct pt b) { struct pt r = { (a.x + b.x) / 2, (a.y + b.y) / 2 }; return r; }
static struct span first_word(char *s) { struct span r; r.p = s; r.n = 0; while (s[r.n] && s[r.n] != ' ') r.n++; return r; }
static struct four mk4(int k) { return (struct four){ (short)k, (short)(k + 1), k * 3, (long)k << 33 }; }
static struct big mkbig(long k) { struct big b = { k, k + 1, k + 2 }; return b; }
static struct pt fact_pt(int n) { if (n <= 1) return (struct pt){1, 1}; struct pt p = fact_pt(n - 1); p.x *= n; return p; }
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static struct pt shared;
static void *worker(void *arg) {
    (void)arg;
    struct pt a = {0, 0}, b = {2, 4};
    pthread_mutex_lock(&m);
    shared = mid(a, b);
    pthread_mutex_unlock(&m);
    return 0;
}
int main(void) {
    pthread_t t; pthread_create(&t, 0, worker, 0);
    char buf[] = "hello world";
    struct span s = first_word(buf);
    assert(s.n == 5 && s.p == buf);
    struct four f = mk4(7);
    assert(f.a == 7 && f.b == 8 && f.c == 21 && f.d == (7L << 33));
    assert(mkbig(3).c == 5);
    assert(mk4(2).d == (2L << 33));
    assert(fact_pt(4).x == 24.0);
    pthread_join(t, 0);
#ifdef MUTANT
    assert(shared.x == 1 && shared.y == 3);
#else
    assert(shared.x == 1 && shared.y == 2);
#endif
    return 0;
}
