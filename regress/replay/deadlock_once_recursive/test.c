/* The init routine calls pthread_once on its own control: glibc waits
 * for itself forever.  The replay's watchdog did not count a wait inside
 * pthread_once (its list: lock, join, wait, semaphore, barrier), so the
 * deadlock was "not reproduced: timeout". */
#include <pthread.h>

pthread_once_t once = PTHREAD_ONCE_INIT;
int n;

static void init(void)
{
    n++;
    pthread_once(&once, init);
}

int main(void)
{
    pthread_once(&once, init);
    return n;
}
