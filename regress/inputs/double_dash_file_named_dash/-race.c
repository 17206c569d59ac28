/* A file whose name starts with '-', given after "--". */
#include <pthread.h>

int x;

static void *worker(void *arg)
{
    (void)arg;
    x++;
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    x++;
    pthread_join(t, 0);
    return 0;
}
