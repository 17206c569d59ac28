// The worker signals only after main's deadline may have passed: main's
// timed wait times out first in some run, and then ready is still 0.
#include <assert.h>
#include <pthread.h>
#include <time.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t done = PTHREAD_COND_INITIALIZER;
static int ready;

static void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&lock);
    ready = 1;
    pthread_cond_signal(&done);
    pthread_mutex_unlock(&lock);
    return NULL;
}

int main(void)
{
    pthread_t t;
    struct timespec deadline = {1, 0};
    pthread_mutex_lock(&lock);
    pthread_create(&t, NULL, worker, NULL);
    pthread_cond_timedwait(&done, &lock, &deadline);
    int seen = ready;
    pthread_mutex_unlock(&lock);
    pthread_join(t, NULL);
    assert(seen == 1);
    return 0;
}
