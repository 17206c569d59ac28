#include <errno.h>
#include <pthread.h>
/* An error-checking mutex locked again by its owner fails with EDEADLK
 * instead of blocking; the owner then unlocks it once, and the other
 * thread can take it. */
pthread_mutex_t e;
int shared, errors;
void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&e);
    if (pthread_mutex_lock(&e) == EDEADLK)
        errors = errors + 1;
    shared = shared + 1;
    pthread_mutex_unlock(&e);
    return 0;
}
int main(void)
{
    pthread_mutexattr_t attr;
    pthread_t t;
    pthread_mutexattr_init(&attr);
    pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_ERRORCHECK);
    pthread_mutex_init(&e, &attr);
    pthread_create(&t, 0, worker, 0);
    pthread_mutex_lock(&e);
    shared = shared + 2;
    pthread_mutex_unlock(&e);
    pthread_join(t, 0);
    return shared + errors;
}
