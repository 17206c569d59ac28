/* main may read x while it still holds INT_MIN (before T1 changes it)
 * and compute INT_MIN / -1: undefined behaviour on that run.  The
 * one-run proof checked only the divisor and said safe for every check. */
#include <limits.h>
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int x = INT_MIN, y;
void *writer(void *a)
{
    pthread_mutex_lock(&m);
    x = 4;
    pthread_mutex_unlock(&m);
    return a;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, writer, 0);
    pthread_mutex_lock(&m);
    int v = x;
    pthread_mutex_unlock(&m);
    y = v / -1;
    pthread_join(t, 0);
    return 0;
}
