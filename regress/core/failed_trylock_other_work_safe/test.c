/* A failed trylock that is followed by work on the thread's own data
 * only: the try view (every trylock may fail) finds no race, and the
 * verdicts stay safe. */
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int shared;

static void *worker(void *arg)
{
    int *skipped = arg;
    if (pthread_mutex_trylock(&m) == 0) {
        shared++;
        pthread_mutex_unlock(&m);
    } else {
        (*skipped)++;                   /* its own counter */
    }
    return 0;
}

int main(void)
{
    int skipped[2] = {0, 0};
    pthread_t t[2];
    for (int i = 0; i < 2; i++)
        pthread_create(&t[i], 0, worker, &skipped[i]);
    for (int i = 0; i < 2; i++)
        pthread_join(t[i], 0);
    assert(shared + skipped[0] + skipped[1] == 2);
    return 0;
}
