/* Two threads try once to claim a flag with a weak compare-exchange and
 * count the winners.  C11 7.17.7.4 lets a weak compare-exchange fail
 * spuriously although the flag holds the expected 0, so both may lose:
 * winners == 0.  With -DSTRONG (prims/cas_strong_claim_safe) the strong
 * one, which fails only when the flag no longer holds 0: one winner. */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#ifdef STRONG
#define claim(flag, expected) atomic_compare_exchange_strong(flag, expected, 1)
#else
#define claim(flag, expected) atomic_compare_exchange_weak(flag, expected, 1)
#endif
static atomic_int claimed;
static int winners;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static void *contender(void *arg)
{
    int expected = 0;
    if (claim(&claimed, &expected)) {
        pthread_mutex_lock(&m);
        winners++;
        pthread_mutex_unlock(&m);
    }
    return arg;
}
int main(void)
{
    pthread_t a, b;
    pthread_create(&a, NULL, contender, NULL);
    pthread_create(&b, NULL, contender, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert(winners == 1);
    return 0;
}
