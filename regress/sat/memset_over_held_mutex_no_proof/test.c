#include <pthread.h>
#include <string.h>
/* main wipes the mutex with memset while the worker may hold it: the
 * wipe frees it behind the skeleton's back (its place would stay empty),
 * so the memset over a mutex stays a point the proof does not follow. */
int x;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    x = x + 1;
    pthread_mutex_unlock(&m);
    return 0;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    memset(&m, 0, sizeof m);
    pthread_mutex_lock(&m);
    x = 2;
    pthread_mutex_unlock(&m);
    pthread_join(t, 0);
    return x;
}
