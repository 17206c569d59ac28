/* main returns (ending the process) while the monitor thread is still
 * blocked on a mutex main holds.  The monitor is simply not continued:
 * returning from main is not a deadlock. */
#include <pthread.h>
#include <stddef.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int heartbeat; /* only the monitor touches it */

static void *monitor(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    heartbeat++;
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void)
{
    pthread_t t;

    pthread_mutex_lock(&m);
    pthread_create(&t, NULL, monitor, NULL);
    return 0; /* exits with m held and monitor blocked on it */
}
