/* alice takes m1 then m2, bob takes m2 then m1. */
#include <pthread.h>
#include <stddef.h>

static pthread_mutex_t m1 = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t m2 = PTHREAD_MUTEX_INITIALIZER;

static void *alice(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m1);
    pthread_mutex_lock(&m2);
    pthread_mutex_unlock(&m2);
    pthread_mutex_unlock(&m1);
    return NULL;
}

static void *bob(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m2);
    pthread_mutex_lock(&m1);
    pthread_mutex_unlock(&m1);
    pthread_mutex_unlock(&m2);
    return NULL;
}

int main(void)
{
    pthread_t a, b;

    pthread_create(&a, NULL, alice, NULL);
    pthread_create(&b, NULL, bob, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return 0;
}
