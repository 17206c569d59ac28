/* Three threads try to claim a flag with a strong compare-and-swap; only
 * the winner writes data, and main reads it after joining them all: no
 * race. */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
static atomic_int owner;
static int data;
static void *worker(void *arg)
{
    int expected = 0;
    if (atomic_compare_exchange_strong(&owner, &expected, 1))
        data = (int)(long)arg;
    return NULL;
}
int main(void)
{
    pthread_t a, b, c;
    pthread_create(&a, NULL, worker, (void *)1);
    pthread_create(&b, NULL, worker, (void *)2);
    pthread_create(&c, NULL, worker, (void *)3);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    pthread_join(c, NULL);
    assert(data == 0 || atomic_load(&owner) == 1);
    return 0;
}
