/* glibc's answers to an rwlock's writer that locks it again: EDEADLK for
 * rdlock, wrlock and their timed forms (POSIX allows it instead of a
 * deadlock), EBUSY for the plain trylocks; the writer still holds it. */
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <time.h>

static pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
static int value;

static void *other(void *arg)
{
    (void)arg;
    pthread_rwlock_rdlock(&rw);
    assert(value == 0 || value == 2);
    pthread_rwlock_unlock(&rw);
    return 0;
}

int main(void)
{
    struct timespec past = {0, 0};
    pthread_t t;
    pthread_create(&t, 0, other, 0);
    pthread_rwlock_wrlock(&rw);
    value = 1;
    assert(pthread_rwlock_wrlock(&rw) == EDEADLK);
    assert(pthread_rwlock_rdlock(&rw) == EDEADLK);
    assert(pthread_rwlock_timedwrlock(&rw, &past) == EDEADLK);
    assert(pthread_rwlock_timedrdlock(&rw, &past) == EDEADLK);
    assert(pthread_rwlock_trywrlock(&rw) == EBUSY);
    assert(pthread_rwlock_tryrdlock(&rw) == EBUSY);
    value = 2; /* still the writer: T1 never sees 1 */
    pthread_rwlock_unlock(&rw);
    pthread_join(t, 0);
    return 0;
}
