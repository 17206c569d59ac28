// The barrier waits for 3 threads but only 2 ever arrive.
#include <pthread.h>
#include <stddef.h>

static pthread_barrier_t b;

static void *worker(void *arg)
{
    (void)arg;
    pthread_barrier_wait(&b);
    return NULL;
}

int main(void)
{
    pthread_t w;
    pthread_barrier_init(&b, NULL, 3);
    pthread_create(&w, NULL, worker, NULL);
    pthread_barrier_wait(&b);
    pthread_join(w, NULL);
    return 0;
}
