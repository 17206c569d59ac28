/* A weak reference to a function the C library defines is not 0 (the
 * old "is libpthread linked" test): the locked path runs. */
#include <assert.h>
#include <pthread.h>

extern int pthread_mutex_lock(pthread_mutex_t *m) __attribute__((weak));
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int hits;

static void *worker(void *p)
{
    (void)p;
    if (pthread_mutex_lock) {
        pthread_mutex_lock(&m);
        hits++;
        pthread_mutex_unlock(&m);
    } else
        hits++;
    return 0;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, worker, 0);
    pthread_create(&b, 0, worker, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    assert(hits == 2);
    return 0;
}
