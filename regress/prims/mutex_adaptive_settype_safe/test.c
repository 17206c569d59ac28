/* glibc's pthread_mutexattr_settype takes PTHREAD_MUTEX_ADAPTIVE_NP and
 * gettype gives it back; the mutex excludes as a normal one. */
#define _GNU_SOURCE
#include <assert.h>
#include <pthread.h>
pthread_mutex_t m;
int counter;
void *add(void *arg)
{
    pthread_mutex_lock(&m);
    counter++;
    pthread_mutex_unlock(&m);
    return arg;
}
int main(void)
{
    pthread_mutexattr_t a;
    int type = -1;
    pthread_mutexattr_init(&a);
    int rc = pthread_mutexattr_settype(&a, PTHREAD_MUTEX_ADAPTIVE_NP);
    assert(rc == 0);
    pthread_mutexattr_gettype(&a, &type);
    assert(type == PTHREAD_MUTEX_ADAPTIVE_NP);
    pthread_mutex_init(&m, &a);
    pthread_t t, u;
    pthread_create(&t, 0, add, 0);
    pthread_create(&u, 0, add, 0);
    pthread_join(t, 0);
    pthread_join(u, 0);
    assert(counter == 2);
    return 0;
}
