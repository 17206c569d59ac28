/* glibc's pthread_barrier_init refuses a count of 0 or of 2147483647
 * (UINT_MAX / 2) or more with EINVAL and leaves the barrier as it was. */
#include <assert.h>
#include <errno.h>
#include <pthread.h>
pthread_barrier_t b;
int main(void)
{
    assert(pthread_barrier_init(&b, 0, 0) == EINVAL);
    assert(pthread_barrier_init(&b, 0, 2147483647u) == EINVAL);
    assert(pthread_barrier_init(&b, 0, 2147483648u) == EINVAL);
    assert(pthread_barrier_init(&b, 0, 4294967295u) == EINVAL);
    assert(pthread_barrier_init(&b, 0, 1) == 0);
    assert(pthread_barrier_wait(&b) == PTHREAD_BARRIER_SERIAL_THREAD);
    return 0;
}
