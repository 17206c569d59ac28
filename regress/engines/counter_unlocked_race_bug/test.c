/* The twin of counter_locked_safe without the mutex: the two increments
 * race, and a lost update leaves the counter at 1. */
#include <pthread.h>
#include <stddef.h>

extern void reach_error(void);

static int counter;

static void *worker(void *arg)
{
    (void)arg;
    counter = counter + 1; /* BUG: no lock */
    return NULL;
}

int main(void)
{
    pthread_t t1, t2;

    pthread_create(&t1, NULL, worker, NULL);
    pthread_create(&t2, NULL, worker, NULL);
    pthread_join(t1, NULL);
    pthread_join(t2, NULL);
    if (!(counter == 2))
        reach_error();
    return 0;
}
