#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

int data[3] = {3, 1, 2};
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static int cmp(const void *a, const void *b)
{
    return *(const int *)a - *(const int *)b;
}

static void *reader(void *arg)
{
    pthread_mutex_lock(&m);
    int first = data[0];
    pthread_mutex_unlock(&m);
    assert(first == 1 || first == 3); /* before or after the sort */
    return arg;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, reader, 0);
    pthread_mutex_lock(&m);
    qsort(data, 3, sizeof data[0], cmp);
    pthread_mutex_unlock(&m);
    pthread_join(t, 0);
    assert(data[0] == 1 && data[1] == 2 && data[2] == 3);
    return 0;
}
