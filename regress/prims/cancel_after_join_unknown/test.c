#include <pthread.h>

/* POSIX 2.9.2: a joined thread's id has ended its lifetime; glibc may
 * give it to a new thread, which the request would then cancel. */
void *worker(void *arg)
{
    (void)arg;
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    pthread_join(t, 0);
    pthread_cancel(t);
    return 0;
}
