/* A pnbmc-ignore comment without ": why" suppresses nothing: pnbmc 56
 * ignored it silently; now a warning says how to write it. */
#include <pthread.h>
#include <stddef.h>

static int counter;

static void *worker(void *arg)
{
    (void)arg;
    counter++; // pnbmc-ignore race
    return NULL;
}

int main(void)
{
    pthread_t t1, t2;

    pthread_create(&t1, NULL, worker, NULL);
    pthread_create(&t2, NULL, worker, NULL);
    pthread_join(t1, NULL);
    pthread_join(t2, NULL);
    return 0;
}
