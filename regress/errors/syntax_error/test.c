#include <pthread.h>
#include <stddef.h>

static int counter;

static void *worker(void *arg)
{
    (void)arg;
    counter++
    return NULL;
}

int main(void)
{
    pthread_t t;

    pthread_create(&t, NULL, worker, NULL);
    pthread_join(t, NULL);
    return 0;
}
