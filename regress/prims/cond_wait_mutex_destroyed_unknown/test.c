/* The waiter is inside pthread_cond_wait (the mutex released) when main
 * destroys the mutex and then signals: the waiter's re-lock meets a
 * destroyed mutex. */
#include <pthread.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t ready_cv = PTHREAD_COND_INITIALIZER;
static int ready;

static void *waiter(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&lock);
    while (!ready)
        pthread_cond_wait(&ready_cv, &lock);
    pthread_mutex_unlock(&lock);
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, waiter, 0);
    pthread_mutex_lock(&lock);
    ready = 1;
    pthread_mutex_unlock(&lock);
    pthread_mutex_destroy(&lock);
    pthread_cond_signal(&ready_cv);
    pthread_join(t, 0);
    return 0;
}
