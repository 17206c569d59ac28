/* glibc's adaptive mutex (PTHREAD_ADAPTIVE_MUTEX_INITIALIZER_NP, type
 * bits 3) behaves as a normal one: the thread's second lock waits for
 * ever (it hangs on every run). */
#define _GNU_SOURCE
#include <assert.h>
#include <pthread.h>
pthread_mutex_t m = PTHREAD_ADAPTIVE_MUTEX_INITIALIZER_NP;
void *relock(void *arg)
{
    pthread_mutex_lock(&m);
    int rc = pthread_mutex_lock(&m);
    assert(rc != 0); /* never reached */
    pthread_mutex_unlock(&m);
    return arg;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, relock, 0);
    pthread_join(t, 0);
    return 0;
}
