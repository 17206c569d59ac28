/* A worker runs the handler an arbitrary command picks from a table;
 * only the "reset" handler breaks the invariant.  The encoding follows
 * a call through a pointer into each function points-to allows, guarded
 * by the pointer's value. */
#include <assert.h>
#include <pthread.h>

extern int __VERIFIER_nondet_int(void);

static int level = 10;

static void inc(void) { level = level + 1; }
static void dec(void) { if (level > 1) level = level - 1; }
static void reset(void) { level = 0; }

static void (*const table[3])(void) = {inc, dec, reset};

static void *worker(void *arg)
{
    (void)arg;
    int cmd = __VERIFIER_nondet_int();
    if (cmd >= 0 && cmd < 3)
        table[cmd]();
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    pthread_join(t, 0);
    assert(level > 0);
    return 0;
}
