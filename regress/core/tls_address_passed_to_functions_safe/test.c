/* Per-thread scratch buffer and counter, used through pointers: strcpy
 * gets the buffer's address, bump gets the counter's.  Each thread's
 * address is its own copy, so there is no race and each thread sees only
 * its own writes.  pnbmc 41 said unknown (a thread-local's address used
 * as a value). */
#include <assert.h>
#include <pthread.h>
#include <string.h>
static __thread char buf[8];
static __thread int counter;
static void bump(int *p) { (*p)++; }
static void *worker(void *arg)
{
    strcpy(buf, "t");
    bump(&counter);
    assert(counter == 1 && buf[0] == 't');
    return arg;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    strcpy(buf, "m");
    bump(&counter);
    pthread_join(t, NULL);
    assert(buf[0] == 'm' && counter == 1);
    return 0;
}
