/* pthread_kill(t, 0) on a live thread, and on the id a new creation gave
 * to the next thread after the first was joined: both name a thread */
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
    for (int i = 0; i < 2; i++) {
        pthread_create(&t, 0, worker, 0);
        int r = pthread_kill(t, 0);
        assert(r == 0);
        pthread_join(t, 0);
    }
    return 0;
}
