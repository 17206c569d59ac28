/* Each worker checks the shared total inside its critical section, and
 * the check can fail (the second worker sees 2).  A failing assert ends
 * the process while the other worker may wait for the lock: that is no
 * deadlock, since the failing thread holds the very mutex it waits for. */
#include <assert.h>
#include <pthread.h>
#include <stddef.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int total;

static void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    total++;
    assert(total == 1);
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, NULL, worker, NULL);
    pthread_create(&b, NULL, worker, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return 0;
}
