// Nobody signals: a timed wait can only time out, so the assertion that it
// was signalled fails (and there is no deadlock: time-outs always happen).
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <stddef.h>
#include <time.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;

int main(void)
{
    struct timespec ts = {0, 0};
    pthread_mutex_lock(&m);
    int rc = pthread_cond_timedwait(&cv, &m, &ts);
    pthread_mutex_unlock(&m);
    assert(rc == 0);
    return 0;
}
