/* A condition wait on an error-checking mutex the caller does not hold
 * fails with EPERM (POSIX "shall fail"; glibc's recursive mutex gives the
 * same): a defined result, not undefined behaviour. */
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#ifndef TYPE
#define TYPE PTHREAD_MUTEX_ERRORCHECK
#endif
#ifndef EXPECT
#define EXPECT EPERM
#endif
pthread_mutex_t m;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
int main(void)
{
    pthread_mutexattr_t a;
    pthread_mutexattr_init(&a);
    pthread_mutexattr_settype(&a, TYPE);
    pthread_mutex_init(&m, &a);
    int rc = pthread_cond_wait(&c, &m);
    assert(rc == EXPECT);
    return 0;
}
