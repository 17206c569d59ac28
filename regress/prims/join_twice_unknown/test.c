/* The shutdown path joins the worker, and so does the error path that
 * runs after it: the second join names a thread that was already joined
 * (undefined behaviour: its id may have been reused). */
#include <pthread.h>

static int result;

static void *worker(void *arg)
{
    (void)arg;
    result = 42;
    return 0;
}

static void stop_worker(pthread_t t)
{
    pthread_join(t, 0);
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    stop_worker(t);
    if (result != 42)
        return 1;
    pthread_join(t, 0);
    return 0;
}
