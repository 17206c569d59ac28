#include <pthread.h>
#include <stdlib.h>

int data[3] = {3, 1, 2};

static int cmp(const void *a, const void *b)
{
    return *(const int *)a - *(const int *)b;
}

static void *reader(void *arg)
{
    return (void *)(long)data[0];
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, reader, 0);
    qsort(data, 3, sizeof data[0], cmp); /* swaps race with the reader */
    pthread_join(t, 0);
    return 0;
}
