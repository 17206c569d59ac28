// Two rounds of a 2-thread barrier: each value written before a barrier is
// seen after it (the asserts only hold because of the barrier, and there is
// no race); exactly one thread per round gets PTHREAD_BARRIER_SERIAL_THREAD.
#include <assert.h>
#include <pthread.h>
#include <stddef.h>

static pthread_barrier_t b;
static int x, y, serial_t1;

static void *worker(void *arg)
{
    (void)arg;
    x = 1;
    if (pthread_barrier_wait(&b) == PTHREAD_BARRIER_SERIAL_THREAD)
        serial_t1++;
    pthread_barrier_wait(&b);
    assert(y == 2);
    return NULL;
}

int main(void)
{
    pthread_t w;
    int serial_main = 0;
    pthread_barrier_init(&b, NULL, 2);
    pthread_create(&w, NULL, worker, NULL);
    if (pthread_barrier_wait(&b) == PTHREAD_BARRIER_SERIAL_THREAD)
        serial_main++;
    assert(x == 1);
    y = 2;
    pthread_barrier_wait(&b);
    pthread_join(w, NULL);
    assert(serial_main + serial_t1 == 1);
    pthread_barrier_destroy(&b);
    return 0;
}
