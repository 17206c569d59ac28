/* T1 ends holding the lock; T2 waits for it for ever.  In the witness
 * main has not yet destroyed the mutex; replay let the destroy run
 * before T1's lock (glibc then refuses both locks: EINVAL). */
#include <pthread.h>
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int counter;
static void *worker(void *arg)
{
    pthread_mutex_lock(&lock);
    counter++;
    return 0;
}
int main(void)
{
    pthread_t t1, t2;
    pthread_create(&t1, 0, worker, 0);
    pthread_create(&t2, 0, worker, 0);
    pthread_mutex_destroy(&lock);
    pthread_join(t1, 0);
    pthread_join(t2, 0);
    return 0;
}
