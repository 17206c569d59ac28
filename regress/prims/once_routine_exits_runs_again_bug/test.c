/* A thread that calls pthread_exit inside its pthread_once routine: glibc
 * resets the control (its cleanup handler), so main's call runs the
 * routine again and inits is 2. */
#include <pthread.h>
#include <assert.h>
pthread_once_t once = PTHREAD_ONCE_INIT;
int inits;
static void init(void) {
    inits++;
    if (inits == 1) pthread_exit(0);   /* thread ends inside init: once is reset by glibc */
}
void *a(void *x) { (void)x; pthread_once(&once, init); return 0; }
int main(void) {
    pthread_t t;
    pthread_create(&t, 0, a, 0);
    pthread_join(t, 0);
    pthread_once(&once, init);   /* runs init again (glibc) */
    assert(inits == 1);
    return 0;
}
