/* rand() keeps hidden state that POSIX does not require to be
 * thread-safe: under one lock the calls do not race; the value is any of 0..RAND_MAX, which the explicit engine samples (bounded); the sat skeleton ignores the value and proves the race check. */
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
    pthread_mutex_lock(&m1);
    rand();
    pthread_mutex_unlock(&m1);
    pthread_join(t, 0);
    return 0;
}
