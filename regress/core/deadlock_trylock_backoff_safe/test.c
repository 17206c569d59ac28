/* Opposite lock orders, but the thread that takes a first uses trylock for b
 * and backs off (releases a) when b is busy: no deadlock is possible. */
#include <pthread.h>
#include <stddef.h>

static pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t b = PTHREAD_MUTEX_INITIALIZER;
static int balance; /* accessed with a and b held */

static void *rebalance(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&a);
    if (pthread_mutex_trylock(&b) == 0) {
        balance += 1;
        pthread_mutex_unlock(&b);
    }
    /* else: b is busy, give up this round */
    pthread_mutex_unlock(&a);
    return NULL;
}

static void *audit(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&b);
    pthread_mutex_lock(&a);
    balance -= 1;
    pthread_mutex_unlock(&a);
    pthread_mutex_unlock(&b);
    return NULL;
}

int main(void)
{
    pthread_t t1, t2;

    pthread_create(&t1, NULL, rebalance, NULL);
    pthread_create(&t2, NULL, audit, NULL);
    pthread_join(t1, NULL);
    pthread_join(t2, NULL);
    return 0;
}
