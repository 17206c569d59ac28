/* errno after sem_trywait: EAGAIN when the count is 0.  errno is each
 * thread's own: the worker's errno = EINVAL does not reach main's. */
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <semaphore.h>

sem_t slots;
int owner;

void *worker(void *arg)
{
    if (sem_trywait(&slots) == 0) {
        owner = (int)(long)arg;
    } else {
        assert(errno == EAGAIN);
        errno = EINVAL;
    }
    return 0;
}

int main(void)
{
    pthread_t a, b;
    sem_init(&slots, 0, 1);
    pthread_create(&a, 0, worker, (void *)1);
    pthread_create(&b, 0, worker, (void *)2);
    pthread_join(a, 0);
    pthread_join(b, 0);
    assert(errno == 0);
    assert(owner == 1 || owner == 2);
    return 0;
}
