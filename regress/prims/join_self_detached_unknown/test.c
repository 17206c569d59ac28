/* The worker detaches itself; main still joins it. */
#include <pthread.h>

static void *worker(void *arg)
{
    (void)arg;
    pthread_detach(pthread_self());
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    pthread_join(t, 0);
    return 0;
}
