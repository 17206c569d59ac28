#include <pthread.h>
#include <stddef.h>

static pthread_mutex_t m1 = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t m2 = PTHREAD_MUTEX_INITIALIZER;
static int counter;

static void *locked(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m2);
    pthread_mutex_unlock(&m2);
    pthread_mutex_lock(&m1);
    counter = counter + 1;
    pthread_mutex_unlock(&m1);
    return NULL;
}

static void *unlocked(void *arg)
{
    (void)arg;
    counter = 5;
    return NULL;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, NULL, locked, NULL);
    pthread_create(&b, NULL, unlocked, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return 0;
}
