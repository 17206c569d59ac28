/* Each worker claims the flag with a compare-and-swap but gives it back
 * before it writes data: the other worker can win too and write at the
 * same time (the flag is not only ever claimed, so no claim rule
 * applies). */
#include <pthread.h>
#include <stdatomic.h>
static atomic_int busy;
static int data;
static void *worker(void *arg)
{
    int expected = 0;
    if (atomic_compare_exchange_strong(&busy, &expected, 1)) {
        atomic_store(&busy, 0);
        data = (int)(long)arg;
    }
    return NULL;
}
int main(void)
{
    pthread_t a, b;
    pthread_create(&a, NULL, worker, (void *)1);
    pthread_create(&b, NULL, worker, (void *)2);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return 0;
}
