// The consumer waits for the producer's signal, then checks the value;
// the producer publishes 2, not the 1 the consumer expects.  Finding the
// failure needs the wait's three phases: release, wake-up, re-lock.
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t filled = PTHREAD_COND_INITIALIZER;
static int slot_full, value;

static void *producer(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&lock);
    value = 2;
    slot_full = 1;
    pthread_cond_signal(&filled);
    pthread_mutex_unlock(&lock);
    return NULL;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, producer, NULL);
    pthread_mutex_lock(&lock);
    while (!slot_full)
        pthread_cond_wait(&filled, &lock);
    int got = value;
    pthread_mutex_unlock(&lock);
    pthread_join(t, NULL);
    assert(got == 1);
    return 0;
}
