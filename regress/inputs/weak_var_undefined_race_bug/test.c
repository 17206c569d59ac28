/* A weak variable no input file defines has address 0. */
#include <pthread.h>

extern int tuning_level __attribute__((weak));
int shared;

static void *worker(void *p)
{
    (void)p;
    if (&tuning_level == 0)
        shared++;
    return 0;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, worker, 0);
    pthread_create(&b, 0, worker, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
