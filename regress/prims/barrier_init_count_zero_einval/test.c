/* pthread_barrier_init with count 0 fails with EINVAL (POSIX "shall
 * fail") and leaves the barrier as it was; a wait on it stays undefined. */
#include <assert.h>
#include <errno.h>
#include <pthread.h>
pthread_barrier_t b;
int main(void)
{
    int rc = pthread_barrier_init(&b, 0, 0);
    assert(rc == EINVAL);
#ifdef WAIT
    pthread_barrier_wait(&b);
#endif
    return 0;
}
