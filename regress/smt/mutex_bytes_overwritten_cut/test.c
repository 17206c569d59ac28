#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int main(void)
{
    *(unsigned *)&m = 7;
    pthread_mutex_lock(&m);
    return 0;
}
