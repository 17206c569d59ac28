/* A format that is a buffer (not a string literal) is read too. */
#include <pthread.h>
#include <stdio.h>
#include <string.h>

char fmt[32] = "count %d\n";

void *worker(void *arg)
{
    (void)arg;
    strcpy(fmt, "total %d\n");
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    printf(fmt, 3);
    pthread_join(t, 0);
    return 0;
}
