/* The fifth worker of a create/join loop fails its assertion.  The
 * default --threads 3 would cut the fourth creation, but each worker is
 * joined before the next starts, so ids are reused and the bug is found. */
#include <pthread.h>
#include <stddef.h>

extern void reach_error(void);

static int rounds;

static void *worker(void *arg)
{
    (void)arg;
    rounds = rounds + 1;
    if (rounds == 5)
        reach_error();
    return NULL;
}

int main(void)
{
    pthread_t t;

    for (int i = 0; i < 6; i++) {
        pthread_create(&t, NULL, worker, NULL);
        pthread_join(t, NULL);
    }
    return 0;
}
