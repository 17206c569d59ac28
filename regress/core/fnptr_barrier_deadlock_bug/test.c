// Two threads wait, through a pointer to pthread_barrier_wait, at a
// barrier for three: neither is released, and main's join waits for ever.
#include <pthread.h>
#include <stddef.h>

static pthread_barrier_t b;
static int (*barrier_fn)(pthread_barrier_t *) = pthread_barrier_wait;

static void *worker(void *arg)
{
    (void)arg;
    barrier_fn(&b);
    return NULL;
}

int main(void)
{
    pthread_t x, y;
    pthread_barrier_init(&b, NULL, 3);
    pthread_create(&x, NULL, worker, NULL);
    pthread_create(&y, NULL, worker, NULL);
    pthread_join(x, NULL);
    pthread_join(y, NULL);
    return 0;
}
