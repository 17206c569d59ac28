// each thread's __thread copy starts at 5: main's copy is still 5 after
// the worker adds 1 to its own, so only the worker's assertion fails
#include <pthread.h>
extern void reach_error(void);
__thread int calls = 5;
void *worker(void *arg)
{
    calls = calls + 1;
    if (calls != 5)
        reach_error();
    return 0;
}
int main(void)
{
    pthread_t a;
    pthread_create(&a, 0, worker, 0);
    if (calls != 5)
        reach_error();
    return 0;
}
