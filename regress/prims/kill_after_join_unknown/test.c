/* pthread_kill(t, 0) after t was joined: the id names no thread any more
 * (POSIX 2.9.2), so the call is undefined (it was safe) */
#include <assert.h>
#include <pthread.h>
#include <signal.h>
void *worker(void *arg)
{
    return arg;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    pthread_join(t, 0);
    int r = pthread_kill(t, 0);
    assert(r == 0 || r != 0);
    return 0;
}
