/* The twin of trylock_backoff_safe where A, when m2 is busy, updates
 * shared anyway: that write races with B's. */
#include <pthread.h>
#include <stddef.h>

static pthread_mutex_t m1 = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t m2 = PTHREAD_MUTEX_INITIALIZER;
static int shared;

static void *thread_a(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m1);
    if (pthread_mutex_trylock(&m2) == 0) {
        shared = shared + 1;
        pthread_mutex_unlock(&m2);
    } else {
        shared = shared + 1; /* BUG: m2 is not held */
    }
    pthread_mutex_unlock(&m1);
    return NULL;
}

static void *thread_b(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m2);
    shared = shared - 1;
    pthread_mutex_unlock(&m2);
    return NULL;
}

int main(void)
{
    pthread_t a, b;

    pthread_create(&a, NULL, thread_a, NULL);
    pthread_create(&b, NULL, thread_b, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return 0;
}
