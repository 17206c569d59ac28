/* 'enabled' is defined in a file not given: its value is unknown, and
 * with a nonzero value the worker races with main. */
#include <pthread.h>

extern int enabled;
int counter;

void *worker(void *arg)
{
    (void)arg;
    counter++;
    return 0;
}

int main(void)
{
    pthread_t t;
    if (enabled)
        pthread_create(&t, 0, worker, 0);
    counter++;
    return 0;
}
