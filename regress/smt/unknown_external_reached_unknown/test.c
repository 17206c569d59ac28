/* The unknown function is called on every run: the smt engine must not
 * call the program safe (the call may do anything), but unknown, naming
 * it. */
#include <assert.h>
#include <pthread.h>

void flush_log(void); /* defined nowhere */

int counter;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void *worker(void *arg)
{
    pthread_mutex_lock(&m);
    counter++;
    pthread_mutex_unlock(&m);
    return arg;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    pthread_mutex_lock(&m);
    counter++;
    pthread_mutex_unlock(&m);
    pthread_join(t, 0);
    flush_log();
    assert(counter == 2);
    return 0;
}
