/* Ten benign statistics counters, all suppressed by one rule.  Each race
 * is met several times (between other thread pairs, as write/read and
 * write/write): the search past them counted every instance towards its
 * limit of 16 and ended unknown; it counts distinct bugs now. */
#include <pthread.h>

int g0, g1, g2, g3, g4, g5, g6, g7, g8, g9;

static void *worker(void *arg)
{
    g0++;
    g1++;
    g2++;
    g3++;
    g4++;
    g5++;
    g6++;
    g7++;
    g8++;
    g9++;
    return arg;
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
