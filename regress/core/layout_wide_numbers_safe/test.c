/* 64-bit numbers loaded from memory and computed with are no addresses
 * as numbers: their high half (1 << 8 here) is past every object's
 * number.  (A number whose high half is the number of an object of the
 * run, 1L << 33 say, cannot be told from that object's address where the
 * points-to sets let an address reach it: unknown, README.)  A MUTANT
 * assertion fails. */
#include <assert.h>
#include <pthread.h>

static long total = 1L << 40;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void *add(void *x)
{
    long step = (long)x << 32;
    pthread_mutex_lock(&m);
    total = (total + step) | 3;
    pthread_mutex_unlock(&m);
    return 0;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, add, (void *)1L);
    pthread_create(&b, 0, add, (void *)2L);
    pthread_join(a, 0);
    pthread_join(b, 0);
#ifdef MUTANT
    assert(total >> 32 == 258);
#else
    assert(total >> 32 == 259 && (total & 3) == 3);
#endif
    return 0;
}
