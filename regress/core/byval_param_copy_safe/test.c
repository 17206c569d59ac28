/* A struct over 16 bytes (x86-64) or a union (i386) passed by value is a
 * byval pointer in LLVM: the callee works on its own copy.  The callee
 * changes its parameter; the caller's local, a constant global and a
 * shared global stay as they were.  MUTANT expects the caller's local
 * changed (the engines used to write through the pointer: safe there).
 * RACE: a thread passes the shared global by value while main writes it,
 * unlocked: the copy's read races with the write. */
#include <assert.h>
#include <pthread.h>

struct big { long a, b, c; };
union word { unsigned u; int i; };

static const struct big fixed = {7, 8, 9};
static struct big shared = {1, 2, 3};
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static long bump(struct big p)
{
    p.a += 5;
    p.c = p.a * 2;
    return p.a + p.b + p.c;
}

static int flip(union word w)
{
    w.i = -w.i;
    return w.i;
}

static void *user(void *arg)
{
    (void)arg;
#ifndef RACE
    pthread_mutex_lock(&m);
#endif
    long r = bump(shared);
#ifndef RACE
    pthread_mutex_unlock(&m);
#endif
    return (void *)r;
}

int main(void)
{
    struct big l = {1, 2, 3};
    assert(bump(l) == 6 + 2 + 12);
#ifdef MUTANT
    assert(l.a == 6);
#else
    assert(l.a == 1 && l.c == 3);
#endif
    assert(bump(fixed) == 12 + 8 + 24 && fixed.a == 7);
    union word w = {.i = 4};
    assert(flip(w) == -4 && w.i == 4);
    pthread_t t;
    void *r;
    pthread_create(&t, 0, user, 0);
#ifndef RACE
    pthread_mutex_lock(&m);
#endif
    shared.b = 10;
#ifndef RACE
    pthread_mutex_unlock(&m);
#endif
    pthread_join(t, &r);
    assert((long)r == 6 + 2 + 12 || (long)r == 6 + 10 + 12);
    assert(shared.a == 1 && shared.b == 10 && shared.c == 3);
    return 0;
}
