/* The owner of an error-checking mutex locks it again: EDEADLK instead of
 * a deadlock; its trylock fails with EBUSY, and one unlock frees it. */
#include <assert.h>
#include <errno.h>
#include <pthread.h>

static pthread_mutex_t m;

int main(void)
{
    pthread_mutexattr_t a;
    pthread_mutexattr_init(&a);
    pthread_mutexattr_settype(&a, PTHREAD_MUTEX_ERRORCHECK);
    pthread_mutex_init(&m, &a);
    pthread_mutex_lock(&m);
    assert(pthread_mutex_lock(&m) == EDEADLK);
    assert(pthread_mutex_trylock(&m) == EBUSY);
    assert(pthread_mutex_unlock(&m) == 0);
    assert(pthread_mutex_unlock(&m) == EPERM);
    return 0;
}
