/* 'ignore read_' is meant for read_sensor but also matches
 * pthread_create and pthread_join ("pthread_"): the rule applies (the
 * first matching rule does), and pnbmc says that it replaces its own
 * models of those functions. */
#include <pthread.h>

int hits;

void read_sensor(void) {}

static void *worker(void *arg)
{
    (void)arg;
    hits++;
    return 0;
}

int main(void)
{
    pthread_t t = 0;
    read_sensor();
    pthread_create(&t, 0, worker, 0);
    hits++;
    pthread_join(t, 0);
    return 0;
}
