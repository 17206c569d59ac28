/* main declares argc and argv but never uses them: the command line does
 * not matter, no --args is needed. */
#include <pthread.h>

int counter;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    counter++;
    pthread_mutex_unlock(&m);
    return 0;
}

int main(int argc, char *argv[])
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    pthread_mutex_lock(&m);
    counter++;
    pthread_mutex_unlock(&m);
    pthread_join(t, 0);
    return 0;
}
