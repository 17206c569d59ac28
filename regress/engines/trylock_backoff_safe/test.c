/* A holds m1 and only tries m2 (backing off when it is taken); B takes m2
 * then m1. The orders differ, but A never waits while holding m1: no
 * deadlock, and shared is only touched with both mutexes held. */
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
    }
    pthread_mutex_unlock(&m1);
    return NULL;
}

static void *thread_b(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m2);
    pthread_mutex_lock(&m1);
    shared = shared - 1;
    pthread_mutex_unlock(&m1);
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
