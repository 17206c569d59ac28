/* The same print under the lock the writer holds: no race.  Integer,
 * float, character and pointer conversions read nothing of memory. */
#include <pthread.h>
#include <stdio.h>
#include <string.h>

char status[16] = "starting";
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    strcpy(status, "running");
    pthread_mutex_unlock(&m);
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    printf("%d %5.2f %c %p %%\n", 3, 2.5, 'x', (void *)&t);
    pthread_mutex_lock(&m);
    printf("status: %s\n", status);
    fprintf(stderr, "status: %-10s|%.4s\n", status, status);
    puts(status);
    pthread_mutex_unlock(&m);
    pthread_join(t, 0);
    return 0;
}
