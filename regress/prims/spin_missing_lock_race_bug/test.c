// One worker forgets the spin lock: its increment races with the other's.
#include <pthread.h>
#include <stddef.h>

static pthread_spinlock_t sl;
static int counter;

static void *locked(void *arg)
{
    (void)arg;
    pthread_spin_lock(&sl);
    counter++;
    pthread_spin_unlock(&sl);
    return NULL;
}

static void *unlocked(void *arg)
{
    (void)arg;
    counter++;
    return NULL;
}

int main(void)
{
    pthread_t a, b;
    pthread_spin_init(&sl, PTHREAD_PROCESS_PRIVATE);
    pthread_create(&a, NULL, locked, NULL);
    pthread_create(&b, NULL, unlocked, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return 0;
}
