#include <pthread.h>

int slot[2];

static unsigned stripe(pthread_t id)
{
    return (unsigned)(id % 2);
}

void *worker(void *arg)
{
    slot[stripe(pthread_self())]++;
    return 0;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, worker, 0);
    pthread_create(&b, 0, worker, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
