#include <pthread.h>
/* main uses the mutex before giving it the recursive type: until the
 * init it is a normal mutex, so its type is not the same in every run
 * and the proof does not follow it. */
pthread_mutex_t r;
int shared;
void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&r);
    shared = shared + 1;
    pthread_mutex_unlock(&r);
    return 0;
}
int main(void)
{
    pthread_mutexattr_t attr;
    pthread_t t;
    pthread_mutex_lock(&r);
    shared = 1;
    pthread_mutex_unlock(&r);
    pthread_mutexattr_init(&attr);
    pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_RECURSIVE);
    pthread_mutex_init(&r, &attr);
    pthread_create(&t, 0, worker, 0);
    pthread_mutex_lock(&r);
    shared = 2;
    pthread_mutex_unlock(&r);
    pthread_join(t, 0);
    return shared;
}
