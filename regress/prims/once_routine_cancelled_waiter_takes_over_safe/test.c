#include <pthread.h>
#include <semaphore.h>
#include <assert.h>
/* T1 runs init and is cancelled inside it; T2 waits in pthread_once meanwhile
 * (or arrives later): with the once reset, T2 runs init itself. */
pthread_once_t once = PTHREAD_ONCE_INIT;
sem_t started;
int inits, ready;
static void init(void) {
    if (++inits == 1) {
        sem_post(&started);
        for (;;) pthread_testcancel();
    }
    ready = 1;
}
void *runner(void *x) { (void)x; pthread_once(&once, init); return 0; }
int main(void) {
    pthread_t t1, t2;
    sem_init(&started, 0, 0);
    pthread_create(&t1, 0, runner, 0);
    sem_wait(&started);
    pthread_create(&t2, 0, runner, 0);
    pthread_cancel(t1);
    pthread_join(t1, 0);
    pthread_join(t2, 0);
    assert(ready == 1);
    return 0;
}
