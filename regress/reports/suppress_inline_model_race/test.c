/* A race inside pnbmc's printf model is suppressed by a comment on the
 * program's printf line, which the reason names "(from test.c:20)". */
#include <pthread.h>
#include <stdio.h>
#include <string.h>

char status[16] = "starting";

static void *worker(void *arg)
{
    (void)arg;
    strcpy(status, "running");
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    printf("status: %s\n", status); // pnbmc-ignore race: a torn status line is harmless
    pthread_join(t, 0);
    return 0;
}
