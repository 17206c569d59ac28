/* glibc gives b the pthread_t of the joined a, the model gives a thread
 * created at another call a new id: comparing with a joined thread's id
 * (whose lifetime ended, POSIX 2.9.2) is undefined, so the verdict is
 * unknown (the previous binary: safe, and every native run fails). */
#include <assert.h>
#include <pthread.h>

static void *worker(void *arg)
{
    return arg;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, NULL, worker, NULL);
    pthread_join(a, NULL);
    pthread_create(&b, NULL, worker, NULL);
    pthread_join(b, NULL);
    assert(!pthread_equal(a, b));
    return 0;
}
