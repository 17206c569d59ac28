/* Four rounds with --unroll 2: the loop stays a loop (no partial
 * unrolling), and the race between the workers is still found. */
#include <pthread.h>
static int hits;
static void *worker(void *arg)
{
    hits = hits + 1;
    return arg;
}
int main(void)
{
    pthread_t t[4];
    for (int i = 0; i < 4; i++)
        pthread_create(&t[i], 0, worker, 0);
    for (int i = 0; i < 4; i++)
        pthread_join(t[i], 0);
    return 0;
}
