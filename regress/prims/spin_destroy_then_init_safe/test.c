// The worker destroys the spin lock and initialises it again before main
// uses it: pthread_spin_init makes a destroyed spin lock usable.
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
    pthread_spin_destroy(&sl);
    pthread_spin_init(&sl, PTHREAD_PROCESS_PRIVATE);
    return NULL;
}

int main(void)
{
    pthread_t t;
    pthread_spin_init(&sl, PTHREAD_PROCESS_PRIVATE);
    pthread_create(&t, NULL, worker, NULL);
    pthread_join(t, NULL);
    pthread_spin_lock(&sl);
    counter++;
    pthread_spin_unlock(&sl);
    pthread_spin_destroy(&sl);
    assert(counter == 2);
    return 0;
}
