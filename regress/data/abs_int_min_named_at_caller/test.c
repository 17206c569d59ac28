/* abs(INT_MIN) overflows inside the C library's abs: with
 * --signed-overflow undefined the run ends unknown, and the reason names
 * the program's call as well as the line of the library model. */
#include <limits.h>
#include <pthread.h>
#include <stdlib.h>

int g = INT_MIN;

static void *worker(void *arg)
{
    (void)arg;
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    int v = abs(g);
    pthread_join(t, 0);
    return v > 0;
}
