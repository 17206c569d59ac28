/* A thread writes through a pointer to main's variable-length array,
 * which may already have left its scope (the array then no longer
 * exists): undefined behaviour, so every check is unknown, never safe.
 * The end of the scope is a step of its own since the array escapes. */
#include <pthread.h>
int n = 2;
int *shared;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *t(void *a)
{
    pthread_mutex_lock(&m);
    int *p = shared;
    pthread_mutex_unlock(&m);
    if (p)
        p[1] = 1;
    return a;
}
int main(void)
{
    pthread_t th;
    pthread_create(&th, 0, t, 0);
    {
        int buf[n];
        buf[0] = 0;
        pthread_mutex_lock(&m);
        shared = buf;
        pthread_mutex_unlock(&m);
    }
    pthread_join(th, 0);
    return 0;
}
