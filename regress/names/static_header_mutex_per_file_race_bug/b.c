#include "common.h"

void *tb(void *p)
{
    (void)p;
    pthread_mutex_lock(&lock);
    counter++;
    pthread_mutex_unlock(&lock);
    return 0;
}

int main(void)
{
    pthread_t x, y;
    void *ta(void *);
    pthread_create(&x, 0, ta, 0);
    pthread_create(&y, 0, tb, 0);
    pthread_join(x, 0);
    pthread_join(y, 0);
    return 0;
}
