/* A detached worker takes m, then calls a helper that takes m again.
 * main never joins, so some thread can always move: the double lock is
 * found by the lock-wait target, through the call (the helper is entered
 * only from a point where its caller holds m). */
#include <pthread.h>
#include <stddef.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int shared;

static void bump(void)
{
    pthread_mutex_lock(&m);
    shared++;
    pthread_mutex_unlock(&m);
}

static void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    bump();
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_detach(t);
    return 0;
}
