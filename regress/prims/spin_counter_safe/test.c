// A spin lock protects the counter.
#include <assert.h>
#include <pthread.h>
#include <stddef.h>

static pthread_spinlock_t sl;
static int counter;

static void *worker(void *arg)
{
    (void)arg;
    pthread_spin_lock(&sl);
    counter++;
    pthread_spin_unlock(&sl);
    return NULL;
}

int main(void)
{
    pthread_t a, b;
    pthread_spin_init(&sl, PTHREAD_PROCESS_PRIVATE);
    pthread_create(&a, NULL, worker, NULL);
    pthread_create(&b, NULL, worker, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert(counter == 2);
    pthread_spin_destroy(&sl);
    return 0;
}
