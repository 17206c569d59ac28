/* pthread_t 0 is no thread's id (an uninitialised handle, or what
 * --entry passes): glibc reads through it and crashes.  Before, cancel
 * ended with an out-of-bounds access inside pnbmc's own model and kill
 * passed as safe. */
#include <pthread.h>
#include <signal.h>

static pthread_t worker;

int main(void)
{
#ifdef KILL
    pthread_kill(worker, 0);
#else
    pthread_cancel(worker);
#endif
    return 0;
}
