/* A slot allocator over a bitmap of free slots: the lowest free one is
 * __builtin_ctz(free_slots).  Without the lock both threads may take
 * the same slot. */
#include <assert.h>
#include <pthread.h>

unsigned free_slots = 0xf0;
int owner[32];
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static int take_slot(int me)
{
#ifdef LOCKED
    pthread_mutex_lock(&m);
#endif
    int slot = __builtin_ctz(free_slots);
    free_slots &= ~(1u << slot);
#ifdef LOCKED
    pthread_mutex_unlock(&m);
#endif
    owner[slot] = me;
    return slot;
}

static void *worker(void *arg)
{
    return (void *)(long)take_slot(2);
}

int main(void)
{
    pthread_t t;
    void *theirs;
    pthread_create(&t, 0, worker, 0);
    int mine = take_slot(1);
    pthread_join(t, &theirs);
    assert(mine >= 4 && mine < 8 && (long)theirs >= 4);
    assert(mine != (long)theirs);
    return 0;
}
