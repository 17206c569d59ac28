/* Built with -D NO_LOCKING the statistics are updated without the lock:
 * a race.  Without the macro the program is safe (see define_absent_safe). */
#include <pthread.h>
#include <stddef.h>

static pthread_mutex_t stats_lock = PTHREAD_MUTEX_INITIALIZER;
static long packets;

static void count_packet(void)
{
#ifndef NO_LOCKING
    pthread_mutex_lock(&stats_lock);
#endif
    packets++;
#ifndef NO_LOCKING
    pthread_mutex_unlock(&stats_lock);
#endif
}

static void *rx_thread(void *arg)
{
    (void)arg;
    count_packet();
    return NULL;
}

int main(void)
{
    pthread_t a, b;

    pthread_create(&a, NULL, rx_thread, NULL);
    pthread_create(&b, NULL, rx_thread, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return 0;
}
