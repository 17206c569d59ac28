/* Linking renamed b.c's copy of the static inline log_event to
 * "log_event.1", which the rule 'ignore ^log_event$' missed: a race in
 * the log with the files in this order, safe the other way round.  The
 * rule is matched against the name without the link suffix. */
#include "log.h"
#include <pthread.h>

char log_buf[64];
int log_pos;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int counter;

void *worker_a(void *p)
{
    log_event('a');
    pthread_mutex_lock(&m);
    counter++;
    pthread_mutex_unlock(&m);
    return p;
}

int main(void)
{
    pthread_t x, y, z;
    pthread_create(&x, 0, worker_a, 0);
    pthread_create(&y, 0, worker_b, 0);
    pthread_create(&z, 0, worker_b, 0);
    pthread_join(x, 0);
    pthread_join(y, 0);
    pthread_join(z, 0);
    return 0;
}
