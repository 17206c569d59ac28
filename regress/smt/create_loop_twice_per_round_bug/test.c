/* main creates twice in each round of its outer loop (from an inner
 * do-while loop, which passes the create on every path), passing the
 * outer counter: both workers get 0, and the second to count itself
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
    for (int i = 0; i < 1; i++) {
        int r = 0;
        do {
            pthread_create(&t[r], 0, worker, (void *)(intptr_t)i);
            r++;
        } while (r < 2);
    }
    return 0;
}
