#include "common.h"

int counter;

void *ta(void *p)
{
    (void)p;
    pthread_mutex_lock(&lock);
    counter++;
    pthread_mutex_unlock(&lock);
    return 0;
}
