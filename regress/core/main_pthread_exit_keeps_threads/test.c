/* pthread_exit in main ends main alone: the process lives on until the
 * last thread ends, so the worker still reaches the error.  (pthread_exit
 * used to end the process like a return from main: "safe".) */
#include <pthread.h>
extern void reach_error(void);
int ready;
void *worker(void *arg)
{
    if (ready)
        reach_error();
    return arg;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    ready = 1;
    pthread_exit(0);
}
