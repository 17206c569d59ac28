// the same once control twice: init runs once, the error is unreachable
#include <pthread.h>
extern void reach_error(void);
pthread_once_t a = PTHREAD_ONCE_INIT, b = PTHREAD_ONCE_INIT;
int runs;
void init(void) { runs++; }
int main(void)
{
    pthread_once(&a, init);
    pthread_once(&a, init);
    if (runs == 2)
        reach_error();
    return 0;
}
