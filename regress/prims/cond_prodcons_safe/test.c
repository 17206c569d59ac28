// Producer/consumer over a one-slot buffer: each side waits in a loop on
// its predicate, so no wake-up is lost and items arrive in order.
#include <assert.h>
#include <pthread.h>
#include <stddef.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t not_empty = PTHREAD_COND_INITIALIZER;
static pthread_cond_t not_full = PTHREAD_COND_INITIALIZER;
static int full, item;

static void *producer(void *arg)
{
    (void)arg;
    for (int i = 1; i <= 2; i++) {
        pthread_mutex_lock(&m);
        while (full)
            pthread_cond_wait(&not_full, &m);
        item = i;
        full = 1;
        pthread_cond_signal(&not_empty);
        pthread_mutex_unlock(&m);
    }
    return NULL;
}

static void *consumer(void *arg)
{
    (void)arg;
    for (int i = 1; i <= 2; i++) {
        pthread_mutex_lock(&m);
        while (!full)
            pthread_cond_wait(&not_empty, &m);
        assert(item == i);
        full = 0;
        pthread_cond_signal(&not_full);
        pthread_mutex_unlock(&m);
    }
    return NULL;
}

int main(void)
{
    pthread_t p, c;
    pthread_create(&p, NULL, producer, NULL);
    pthread_create(&c, NULL, consumer, NULL);
    pthread_join(p, NULL);
    pthread_join(c, NULL);
    return 0;
}
