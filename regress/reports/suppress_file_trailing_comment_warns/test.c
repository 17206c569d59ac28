// Racy statistics counter; used with --suppress / --baseline files.
#include <pthread.h>
#include <stddef.h>

static int counter;

static void *worker(void *arg)
{
    (void)arg;
    counter++;
    return NULL;
}

int main(void)
{
    pthread_t t1, t2;

    pthread_create(&t1, NULL, worker, NULL);
    pthread_create(&t2, NULL, worker, NULL);
    pthread_join(t1, NULL);
    pthread_join(t2, NULL);
    return 0;
}
