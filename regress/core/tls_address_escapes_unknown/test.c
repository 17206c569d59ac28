/* Taking the address of a thread-local variable and using it elsewhere is
 * outside the model: the answer is unknown, never a guess. */
#include <pthread.h>
__thread int counter;
int *shared_ptr;
void *worker(void *arg)
{
    shared_ptr = &counter;
    *shared_ptr = 1;
    (void)arg;
    return 0;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    pthread_join(t, 0);
    return 0;
}
