#include "log.h"
#include <pthread.h>

extern pthread_mutex_t m;
extern int counter;

void *worker_b(void *p)
{
    log_event('b');
    pthread_mutex_lock(&m);
    counter++;
    pthread_mutex_unlock(&m);
    return p;
}
