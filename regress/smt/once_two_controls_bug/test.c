// main runs init through two different once controls: it runs twice
#include <pthread.h>
extern void reach_error(void);
pthread_once_t a = PTHREAD_ONCE_INIT, b = PTHREAD_ONCE_INIT;
int runs;
void init(void) { runs++; }
int main(void)
{
    pthread_once(&a, init);
    pthread_once(&b, init);
    if (runs == 2)
        reach_error();
    return 0;
}
