/* errno's address handed to another thread: a thread-local address
 * used as a value, which the model does not follow (unknown). */
#include <errno.h>
#include <pthread.h>

int *shared_errno;

void *worker(void *arg)
{
    (void)arg;
    *shared_errno = 0;
    return 0;
}

int main(void)
{
    pthread_t t;
    shared_errno = &errno;
    pthread_create(&t, 0, worker, 0);
    errno = 1;
    pthread_join(t, 0);
    return 0;
}
