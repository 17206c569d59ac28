/* A mutex made with an attribute object of the recursive type: its
 * owner locks it again without blocking (the count goes to 2). */
#include <pthread.h>
pthread_mutex_t m;
int main(void)
{
    pthread_mutexattr_t a;
    int type = -1;
    pthread_mutexattr_init(&a);
    pthread_mutexattr_settype(&a, PTHREAD_MUTEX_RECURSIVE);
    pthread_mutexattr_gettype(&a, &type);
    pthread_mutex_init(&m, &a);
    pthread_mutexattr_destroy(&a);
    pthread_mutex_lock(&m);
    if (type == PTHREAD_MUTEX_RECURSIVE)
        pthread_mutex_lock(&m);
    return 0;
}
