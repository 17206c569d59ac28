#include <assert.h>
#include <pthread.h>
#include <time.h>
#include <unistd.h>

/* Every thread sees the same process id, whatever it is. */
static pid_t seen;

static void *worker(void *arg)
{
    seen = getpid();
    return arg;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    pid_t me = getpid();
    pthread_join(t, 0);
    assert(me > 0 && seen == me && getpid() == me);
    assert(difftime(10, 4) == 6.0);
    return 0;
}
