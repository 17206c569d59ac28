/* The thread's handle is a global that main reads back for the join:
 * pnbmc's run has the thread's id there (T1 + 1), the real program a
 * pthread_t; the replay takes them for the same value. */
#include <assert.h>
#include <pthread.h>
int x;
pthread_t worker_thread;
void *worker(void *arg)
{
    (void)arg;
    x = 1;
    return 0;
}
int main(void)
{
    pthread_create(&worker_thread, 0, worker, 0);
    pthread_join(worker_thread, 0);
    assert(x == 0);
    return 0;
}
