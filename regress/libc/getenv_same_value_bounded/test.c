/* The thread count comes from the environment (unknown: unset, or any
 * short value); the workers share a counter under a mutex, and the same
 * name looks up the same value every time. */
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int done;

static void *worker(void *arg)
{
    (void)arg;
    const char *mode = getenv("APP_MODE");
    pthread_mutex_lock(&lock);
    done++;
    pthread_mutex_unlock(&lock);
    return (void *)(mode ? strlen(mode) : 0);
}

int main(void)
{
    const char *n = getenv("APP_THREADS");
    int threads = n && n[0] == '2' ? 2 : 1;
    pthread_t t[2];
    for (int i = 0; i < threads; i++)
        pthread_create(&t[i], 0, worker, 0);
    for (int i = 0; i < threads; i++)
        pthread_join(t[i], 0);
    assert(done == threads);
    const char *again = getenv("APP_THREADS");
    assert(again == n);
    assert(!n || strlen(n) < 8);
    return 0;
}
