/* stdin, stdout and stderr are the C library's: reading them is no race
 * and fclose of one is no invalid free. */
#include <pthread.h>
#include <stdio.h>

int counter;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg)
{
    (void)arg;
    fprintf(stderr, "worker\n");
    pthread_mutex_lock(&m);
    counter++;
    pthread_mutex_unlock(&m);
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    fprintf(stdout, "main\n");
    fflush(stdout);
    if (stdin == stdout || stdout == stderr)
        return 1;
    pthread_mutex_lock(&m);
    counter++;
    pthread_mutex_unlock(&m);
    pthread_join(t, 0);
    fclose(stdout);
    return 0;
}
