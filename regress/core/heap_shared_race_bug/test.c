/* A heap buffer is shared by two workers; both update buf[0] without a
 * lock (buf[1] is only written by the second one). */
#include <pthread.h>
#include <stddef.h>
#include <stdlib.h>

static void *first(void *arg)
{
    int *buf = arg;
    buf[0] += 1;
    return NULL;
}

static void *second(void *arg)
{
    int *buf = arg;
    buf[1] = 7;
    buf[0] += 2;
    return NULL;
}

int main(void)
{
    pthread_t t1, t2;
    int *buf = malloc(2 * sizeof *buf);

    if (buf == NULL)
        return 1;
    buf[0] = 0;
    buf[1] = 0;
    pthread_create(&t1, NULL, first, buf);
    pthread_create(&t2, NULL, second, buf);
    pthread_join(t1, NULL);
    pthread_join(t2, NULL);
    free(buf);
    return 0;
}
