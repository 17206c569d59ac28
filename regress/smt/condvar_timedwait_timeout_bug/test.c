// nobody signals: the timed wait can only time out, and then the error
#include <errno.h>
#include <pthread.h>
#include <time.h>
extern void reach_error(void);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
struct timespec ts;
int main(void)
{
    pthread_mutex_lock(&m);
    int r = pthread_cond_timedwait(&c, &m, &ts);
    pthread_mutex_unlock(&m);
    if (r == ETIMEDOUT)
        reach_error();
    return 0;
}
