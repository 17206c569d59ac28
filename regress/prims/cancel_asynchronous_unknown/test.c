#include <pthread.h>

/* Asynchronous cancellation may act between any two instructions. */
static int x;

static void *worker(void *arg)
{
    (void)arg;
    pthread_setcanceltype(PTHREAD_CANCEL_ASYNCHRONOUS, NULL);
    for (;;)
        x++;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_cancel(t);
    pthread_join(t, NULL);
    return 0;
}
