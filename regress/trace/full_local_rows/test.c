#include <pthread.h>
#include <stddef.h>

static int total;

static int square(int v)
{
    return v * v;
}

static void *worker(void *arg)
{
    (void)arg;
    int sum = 0;
    for (int i = 0; i < 3; i++)
        sum += square(i);
    total = sum;
    return NULL;
}

int main(void)
{
    pthread_t t1, t2;
    int base = 4;
    base = base * 2;
    pthread_create(&t1, NULL, worker, NULL);
    pthread_create(&t2, NULL, worker, NULL);
    pthread_join(t1, NULL);
    pthread_join(t2, NULL);
    return total - base;
}
