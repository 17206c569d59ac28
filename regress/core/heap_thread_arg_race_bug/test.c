/* A heap block given as the thread's argument: both write it. */
#include <pthread.h>
#include <stdlib.h>
static void *writer(void *a)
{
    *(int *)a = 2;
    return NULL;
}
int main(void)
{
    int *b = calloc(1, sizeof *b);
    if (!b)
        return 0;
    pthread_t t;
    pthread_create(&t, NULL, writer, b);
    *b = 1;
    pthread_join(t, NULL);
    free(b);
    return 0;
}
