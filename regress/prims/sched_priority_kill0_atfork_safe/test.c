#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <assert.h>

/* Priority ranges, a liveness check with signal 0 and fork handlers that
 * never run: none changes what the threads share. */
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int counter;

static void prepare(void) { pthread_mutex_lock(&m); }
static void after(void) { pthread_mutex_unlock(&m); }

static void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    counter++;
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void)
{
    pthread_t t;
    assert(pthread_atfork(prepare, after, after) == 0);
    int hi = sched_get_priority_max(SCHED_FIFO);
    int lo = sched_get_priority_min(SCHED_FIFO);
    assert(lo >= 1 && hi >= lo);
    assert(sched_get_priority_max(SCHED_OTHER) == 0);
    pthread_create(&t, NULL, worker, NULL);
    assert(pthread_kill(t, 0) == 0);
    pthread_join(t, NULL);
    assert(counter == 1);
    return 0;
}
