#include <pthread.h>

static pthread_mutex_t pm = PTHREAD_MUTEX_INITIALIZER;

void plugin_count(int *c)
{
    pthread_mutex_lock(&pm);
    (*c)++;
    pthread_mutex_unlock(&pm);
}
