/* Without -D NO_LOCKING the statistics are updated under the lock: safe.
 * (define_enables_race_bug runs the same program with the macro.) */
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
