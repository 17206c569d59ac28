/* sscanf reads its string as code reads it: a line that another thread
 * fills without a lock races with the parse. */
#include <pthread.h>
#include <stdio.h>
#include <string.h>

static char line[16];

static void *producer(void *arg)
{
    strcpy(line, "42");
    return arg;
}

int main(void)
{
    pthread_t t;
    int v = 0;
    pthread_create(&t, 0, producer, 0);
    sscanf(line, "%d", &v);
    pthread_join(t, 0);
    return v == 7;
}
