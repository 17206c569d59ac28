/* A long run of main alone (every step a global access) before a thread
 * starts: the explicit engine keeps no state for frames whose successors
 * are all fired (solve/reduce.inc's drop_state), yet the bug found after
 * the run has its whole witness, replayed from the start.  BUG: the
 * worker reads the checksum unlocked while main writes it. */
#include <assert.h>
#include <pthread.h>

static unsigned a[512];
static unsigned sum;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void *reader(void *arg)
{
    (void)arg;
#ifndef BUG
    pthread_mutex_lock(&m);
#endif
    unsigned s = sum;
#ifndef BUG
    pthread_mutex_unlock(&m);
#endif
    return (void *)(unsigned long)s;
}

int main(void)
{
    unsigned s = 0;
    for (int r = 0; r < 3; r++)
        for (int i = 0; i < 512; i++) {
            a[i] = a[i] * 31u + (unsigned)(i + r);
            s += a[i];
        }
    pthread_t t;
    pthread_create(&t, 0, reader, 0);
    pthread_mutex_lock(&m);
    sum = s;
    pthread_mutex_unlock(&m);
    void *got;
    pthread_join(t, &got);
    assert((unsigned)(unsigned long)got == s || got == 0);
    assert(s == 0x8004200u);
    return 0;
}
