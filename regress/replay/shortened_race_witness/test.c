/* A logger thread loops over its lock long before the two workers race
 * on x: the search reaches the race after the logger's whole loop, and
 * the witness needs none of it. */
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int logged, x;

static void *logger(void *arg)
{
    (void)arg;
    for (int i = 0; i < 12; i++) {
        pthread_mutex_lock(&m);
        logged++;
        pthread_mutex_unlock(&m);
    }
    return NULL;
}

static void *worker(void *arg)
{
    x += (int)(long)arg;
    return NULL;
}

int main(void)
{
    pthread_t l, a, b;
    pthread_create(&l, NULL, logger, NULL);
    pthread_create(&a, NULL, worker, (void *)1);
    pthread_create(&b, NULL, worker, (void *)2);
    pthread_join(l, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return x == 3 ? 0 : 1;
}
