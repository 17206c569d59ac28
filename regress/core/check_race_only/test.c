/* Racy counter with a failing final check; only the race check is asked
 * for, so only the race line (and race witness) may appear. */
#include <pthread.h>
#include <stddef.h>

extern void reach_error(void);

static int counter;

static void *worker(void *arg)
{
    (void)arg;
    counter++;
    return NULL;
}

int main(void)
{
    pthread_t t1, t2;

    pthread_create(&t1, NULL, worker, NULL);
    pthread_create(&t2, NULL, worker, NULL);
    pthread_join(t1, NULL);
    pthread_join(t2, NULL);
    if (counter != 2)
        reach_error();
    return 0;
}
