/* Five threads one after the other: a few dozen states.  --max-states 10
 * stops the search at its eleventh state (pnbmc 55 looked at the count
 * every 256 transitions only and explored all of them). */
#include <assert.h>
#include <pthread.h>

int g;

static void *worker(void *arg)
{
    (void)arg;
    g++;
    assert(g != 6);
    return 0;
}

int main(void)
{
    pthread_t t;
    for (int i = 0; i < 5; i++) {
        pthread_create(&t, 0, worker, 0);
        pthread_join(t, 0);
    }
    return 0;
}
