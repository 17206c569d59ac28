/* main's inner loop starts again from 0 in each round of the outer one:
 * both workers made at its create get 0, and the second to count itself
 * finds the first. */
#include <pthread.h>
#include <stdint.h>
#include <assert.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int zeros;

static void *worker(void *arg)
{
    if ((intptr_t)arg == 0) {
        pthread_mutex_lock(&lock);
        zeros++;
        assert(zeros < 2);
        pthread_mutex_unlock(&lock);
    }
    return 0;
}

int main(void)
{
    pthread_t t[2];
    for (int r = 0; r < 2; r++)
        for (int i = 0; i < 1; i++)
            pthread_create(&t[r], 0, worker, (void *)(intptr_t)i);
    return 0;
}
