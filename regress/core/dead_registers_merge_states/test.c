/* Each worker reads the shared counters into locals that are dead after
 * their last use.  The simulator clears dead registers after every step
 * (model/live.c), so two interleavings that read different old values
 * but leave the same counters behind reach one state: the state count
 * below is the merged one (302; 641 before the dead values were
 * cleared).  The final check still sees every outcome. */
#include <assert.h>
#include <pthread.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int x, y;
static void *worker(void *arg)
{
    pthread_mutex_lock(&m);
    int a = x;
    x = a + 1;
    pthread_mutex_unlock(&m);
    pthread_mutex_lock(&m);
    int b = y;
    y = b + 1;
    pthread_mutex_unlock(&m);
    return arg;
}
int main(void)
{
    pthread_t t1, t2, t3;
    pthread_create(&t1, 0, worker, 0);
    pthread_create(&t2, 0, worker, 0);
    pthread_create(&t3, 0, worker, 0);
    pthread_join(t1, 0);
    pthread_join(t2, 0);
    pthread_join(t3, 0);
    assert(x == 3 && y == 3);
    return 0;
}
