#include <pthread.h>

/* No init reaches the barrier: the wait is undefined behaviour (glibc
 * divides by its count 0).  The skeleton's proof of race used to let the
 * wait through as if the barrier were followed. */
pthread_barrier_t b;

void *waiter(void *arg)
{
    (void)arg;
    pthread_barrier_wait(&b);
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, waiter, 0);
    pthread_join(t, 0);
    return 0;
}
