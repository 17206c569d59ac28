/* A pointer read from input is dereferenced: natively it holds whatever
 * the input gives (a pipe between threads: the writer's pointer).  The
 * model's input bytes may spell the address of g, which is no race a
 * real run must have. */
#include <pthread.h>
#include <stdio.h>

int g;

static void *bump(void *arg)
{
    (void)arg;
    g++;
    return NULL;
}

int main(void)
{
    pthread_t t;
    int *p;
    pthread_create(&t, NULL, bump, NULL);
    if (fread(&p, sizeof p, 1, stdin) == 1)
        *p = 1;
    pthread_join(t, NULL);
    return 0;
}
