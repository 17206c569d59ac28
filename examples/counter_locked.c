/* The fixed version of counter_race.c: every update of the shared counter
 * happens under one mutex, so there is no data race and no lost update.
 *
 *   pnbmc examples/counter_locked.c
 */
#include <assert.h>
#include <pthread.h>
#include <stddef.h>

#define EVENTS 2

static pthread_mutex_t counter_lock = PTHREAD_MUTEX_INITIALIZER;
static int counter;

static void *count_events(void *arg)
{
    (void)arg;
    for (int i = 0; i < EVENTS; i++) {
        pthread_mutex_lock(&counter_lock);
        counter++;
        pthread_mutex_unlock(&counter_lock);
    }
    return NULL;
}

int main(void)
{
    pthread_t a, b;

    pthread_create(&a, NULL, count_events, NULL);
    pthread_create(&b, NULL, count_events, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);

    /* both workers have been joined: reading without the lock is fine */
    assert(counter == 2 * EVENTS);
    return 0;
}
