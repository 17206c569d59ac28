// Two threads add to a signed counter under a lock, far from INT_MAX:
// no run overflows, so --signed-overflow undefined changes nothing.
#include <assert.h>
#include <pthread.h>
#include <stddef.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int counter = -5;

static void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    counter = counter * 2 + 3;
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, NULL, worker, NULL);
    pthread_create(&b, NULL, worker, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert(counter == -11);
    return 0;
}
