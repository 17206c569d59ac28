/* Two objects come from the same allocation site (one helper): the
 * second one is named heap@test.c:LINE#2, so a witness tells them apart
 * (pnbmc 55 named both heap@test.c:LINE). */
#include <pthread.h>
#include <stdlib.h>

int *first, *second;

static int *make(void)
{
    return calloc(1, sizeof(int));
}

static void *worker(void *arg)
{
    (void)arg;
    *second = 1;
    return 0;
}

int main(void)
{
    first = make();
    second = make();
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    *second = 2;
    *first = 3;
    pthread_join(t, 0);
    free(first);
    free(second);
    return 0;
}
