/* Two compare-exchanges of one word: the worker's succeeds (0 to 5), then
 * main's fails, finding 5 where it expected 0.  The witness shows both
 * values, as an ABA trace needs. */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

static atomic_int word;

static void *worker(void *arg)
{
    int expected = 0;
    atomic_compare_exchange_strong(&word, &expected, 5);
    return arg;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    int expected = 0;
    if (!atomic_compare_exchange_strong(&word, &expected, 7))
        assert(expected != 5);
    pthread_join(t, 0);
    return 0;
}
