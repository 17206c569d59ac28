/* The twin of lock_order_inversion_bug: both threads take m1 before m2. */
#include <pthread.h>
#include <stddef.h>

static pthread_mutex_t m1 = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t m2 = PTHREAD_MUTEX_INITIALIZER;
static int shared; /* accessed with both mutexes held */

static void *thread_a(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m1);
    pthread_mutex_lock(&m2);
    shared = shared + 1;
    pthread_mutex_unlock(&m2);
    pthread_mutex_unlock(&m1);
    return NULL;
}

static void *thread_b(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m1);
    pthread_mutex_lock(&m2);
    shared = shared - 1;
    pthread_mutex_unlock(&m2);
    pthread_mutex_unlock(&m1);
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
