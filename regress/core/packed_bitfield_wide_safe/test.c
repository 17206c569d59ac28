/* A run of bit-fields in a packed struct is read and written through one
 * integer as wide as the run (here 125 bits: an i128 load and store), which
 * pnbmc splits into 64-bit limbs.  Two threads update fields under a
 * mutex; the other fields keep their values and the result depends only on
 * the order of the two critical sections.  MUTANT expects one order only;
 * RACE drops the lock, and the split store must still race. */
#include <assert.h>
#include <pthread.h>

#pragma pack(push, 1)
struct packed {
    signed f0 : 30;
    unsigned long long f1 : 50;
    signed f2 : 25;
    unsigned f3 : 20;
};
#pragma pack(pop)

struct packed g = {1, 2, 3, 4};
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void lock(void)
{
#ifndef RACE
    pthread_mutex_lock(&m);
#endif
}

static void unlock(void)
{
#ifndef RACE
    pthread_mutex_unlock(&m);
#endif
}

static void *worker(void *arg)
{
    (void)arg;
    lock();
    g.f2 -= 7;
    g.f1 = g.f1 * 3 + 1;
    unlock();
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    lock();
    g.f2 = g.f2 * 2;
    unlock();
    pthread_join(t, 0);
    assert(g.f0 == 1 && g.f3 == 4 && g.f1 == 7);
#ifdef MUTANT
    assert(g.f2 == -8);
#else
    assert(g.f2 == -8 || g.f2 == -1);
#endif
    return 0;
}
