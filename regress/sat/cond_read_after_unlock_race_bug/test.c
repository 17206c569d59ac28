/* The consumer clears the slot after it unlocked the mutex, while the
 * producer may still write it under the mutex: a race. */
#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t filled = PTHREAD_COND_INITIALIZER;
int ready;
int slot;

void *producer(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    ready = 1;
    pthread_cond_signal(&filled);
    pthread_mutex_unlock(&m);
    pthread_mutex_lock(&m);
    slot = 42;
    pthread_mutex_unlock(&m);
    return 0;
}

void *consumer(void *arg)
{
    int *out = arg;
    pthread_mutex_lock(&m);
    while (!ready)
        pthread_cond_wait(&filled, &m);
    *out = slot;
    pthread_mutex_unlock(&m);
    slot = 0;
    return 0;
}

int main(void)
{
    pthread_t p, c;
    int got = 0;
    pthread_create(&c, 0, consumer, &got);
    pthread_create(&p, 0, producer, 0);
    pthread_join(c, 0);
    pthread_join(p, 0);
    return got == 42 ? 0 : 1;
}
