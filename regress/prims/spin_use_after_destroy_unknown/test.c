// The worker destroys the spin lock when it is done; main locks it after
// the join.  POSIX leaves any use but pthread_spin_init of a destroyed
// spin lock undefined (glibc's destroy does nothing, so natively it runs).
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
    return 0;
}
