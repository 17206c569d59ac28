/* rand() keeps hidden state that POSIX does not require to be
 * thread-safe: two threads calling it without a common lock race on it. */
#include <pthread.h>
#include <stdlib.h>
pthread_mutex_t m1 = PTHREAD_MUTEX_INITIALIZER, m2 = PTHREAD_MUTEX_INITIALIZER;
void *roll(void *arg)
{
    pthread_mutex_lock(&m1);
    rand();
    pthread_mutex_unlock(&m1);
    return 0;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, roll, 0);
    pthread_mutex_lock(&m2);
    rand();
    pthread_mutex_unlock(&m2);
    pthread_join(t, 0);
    return 0;
}
