/* A static counter in this file and another in counter2.c: linking
 * renames the second one ("counter.1"), which one depending on the order
 * of the files; pnbmc names both by their C name and file. */
#include <pthread.h>

static int counter;

static void *worker(void *p)
{
    (void)p;
    counter++;
    return 0;
}

int other(void);

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, worker, 0);
    pthread_create(&b, 0, worker, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return other();
}
