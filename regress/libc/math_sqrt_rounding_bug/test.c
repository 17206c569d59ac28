#include <assert.h>
#include <math.h>
#include <pthread.h>

double side;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *measure(void *arg)
{
    pthread_mutex_lock(&m);
    side = sqrt(2.0);
    pthread_mutex_unlock(&m);
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, measure, 0);
    pthread_join(t, 0);
    assert(floor(side * 1e6) == 1414213.0);
    assert(side * side == 2.0);         /* 2.0000000000000004 */
    return 0;
}
