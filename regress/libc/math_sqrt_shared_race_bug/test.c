#include <math.h>
#include <pthread.h>

double level = 16.0;

void *shrink(void *arg)
{
    level = sqrt(level);        /* no lock: two threads race on level */
    return 0;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, shrink, 0);
    pthread_create(&b, 0, shrink, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
