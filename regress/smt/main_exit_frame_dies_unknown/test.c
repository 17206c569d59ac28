/* main passes the address of its local to a thread and ends its own
 * thread with pthread_exit: its frame dies while the worker still reads
 * through the pointer (undefined behaviour).  The process goes on, so
 * main's locals do not live as long as the process. */
#include <pthread.h>
#include <assert.h>

static void *worker(void *arg)
{
    int *p = arg;
    assert(*p == 5);
    return 0;
}

int main(void)
{
    int x = 5;
    pthread_t t;
    pthread_create(&t, 0, worker, &x);
    pthread_exit(0);
}
