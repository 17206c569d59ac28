/* A detached worker still races with main on the counter. */
#include <pthread.h>

static int counter;

static void *worker(void *arg)
{
    (void)arg;
    pthread_detach(pthread_self());
    counter++;
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    counter++;
    return 0;
}
