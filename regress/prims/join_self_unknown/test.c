/* A thread that joins itself: glibc returns EDEADLK (POSIX leaves it
 * undefined).  Not modelled: the verdict is unknown, and the message
 * says what the program did, not that the thread id is invalid. */
#include <pthread.h>

static void *worker(void *arg)
{
    (void)arg;
    return (void *)(long)pthread_join(pthread_self(), 0);
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    pthread_join(t, 0);
    return 0;
}
