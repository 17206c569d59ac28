/* printf used without <stdio.h> (implicitly declared, called through a
 * cast) still reads the string it prints while the worker writes it. */
#include <pthread.h>

char status[16] = "idle";

static void *worker(void *arg)
{
    (void)arg;
    status[0] = 'b';
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    printf("status: %s\n", status);
    pthread_join(t, 0);
    return 0;
}
