#include <pthread.h>

/* A timed lock with a null time-out: POSIX leaves it undefined, glibc
 * waits without end (here for ever: main holds m).  The model timed it
 * out (deadlock: safe). */
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

int main(void)
{
    pthread_mutex_lock(&m);
    if (pthread_mutex_timedlock(&m, 0) == 0)
        pthread_mutex_unlock(&m);
    pthread_mutex_unlock(&m);
    return 0;
}
