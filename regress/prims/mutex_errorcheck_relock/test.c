/* An error-checking mutex reports a re-lock by its owner (EDEADLK) and an
 * unlock by a thread that does not hold it (EPERM) instead of hanging. */
#include <pthread.h>
#include <errno.h>
#include <assert.h>
pthread_mutex_t m;
int main(void)
{
    pthread_mutexattr_t attr;
    pthread_mutexattr_init(&attr);
    pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_ERRORCHECK);
    pthread_mutex_init(&m, &attr);
    assert(pthread_mutex_unlock(&m) == EPERM);
    assert(pthread_mutex_lock(&m) == 0);
    assert(pthread_mutex_lock(&m) == EDEADLK);
    assert(pthread_mutex_unlock(&m) == 0);
    return 0;
}
