/* POSIX: a cancelled pthread_once routine leaves the control as if
 * pthread_once was never called (glibc resets it), so main's later call
 * runs its routine: inits is 2.  pnbmc 58 kept the control 'running'
 * for ever: assert safe and a global deadlock that cannot happen. */
#include <pthread.h>
#include <semaphore.h>
#include <assert.h>
/* POSIX pthread_once: "If the init_routine is a cancellation point and is
 * canceled, the effect on once_control shall be as if pthread_once() was
 * never called."  So main's pthread_once below runs init again. */
pthread_once_t once = PTHREAD_ONCE_INIT;
sem_t in_init;
int inits;
static void init(void) {
    inits++;
    sem_post(&in_init);
    for (;;) pthread_testcancel();   /* cancelled here (only way out) */
}
static void init2(void) { inits++; }
void *a(void *x) { (void)x; pthread_once(&once, init); return 0; }
int main(void) {
    pthread_t t;
    sem_init(&in_init, 0, 0);
    pthread_create(&t, 0, a, 0);
    sem_wait(&in_init);
    pthread_cancel(t);
    pthread_join(t, 0);
    pthread_once(&once, init2);      /* once_control is reset: init2 runs */
    assert(inits == 1);   /* real bug: inits is 2 */
    return 0;
}
