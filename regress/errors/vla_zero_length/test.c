/* A variable-length array of length 0: C requires a positive length, so a
 * run that declares one has undefined behaviour and the verdict is
 * unknown, naming the array's declaration and the length. */
#include <pthread.h>

static int sum;

static void *worker(void *arg)
{
    int n = (int)(long)arg;
    int v[n];
    for (int i = 0; i < n; i++)
        v[i] = i;
    sum = n > 0 ? v[n - 1] : 0;
    return NULL;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, worker, (void *)0L);
    pthread_join(t, NULL);
    return 0;
}
