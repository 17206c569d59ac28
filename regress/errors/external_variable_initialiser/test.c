/* A global's initialiser takes the address of a variable no file given
 * defines. */
#include <pthread.h>

extern int limit;
int *limit_ptr = &limit;
int counter;

void *worker(void *arg)
{
    (void)arg;
    counter++;
    return 0;
}

int main(void)
{
    pthread_t t;
    if (*limit_ptr > 0)
        pthread_create(&t, 0, worker, 0);
    counter++;
    return 0;
}
