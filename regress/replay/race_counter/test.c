/* Two threads count events into a shared counter without any locking.
 *
 * counter++ is a load followed by a store, so the two threads race on
 * `counter`, and an update can be lost: T1 reads 0, T2 reads 0, both
 * write 1.  The final check then fails.
 *
 *   pnbmc examples/counter_race.c
 */
#include <assert.h>
#include <pthread.h>
#include <stddef.h>

#define EVENTS 2

static int counter;

static void *count_events(void *arg)
{
    (void)arg;
    for (int i = 0; i < EVENTS; i++)
        counter++; /* unprotected read-modify-write */
    return NULL;
}

int main(void)
{
    pthread_t a, b;

    pthread_create(&a, NULL, count_events, NULL);
    pthread_create(&b, NULL, count_events, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);

    assert(counter == 2 * EVENTS);
    return 0;
}
