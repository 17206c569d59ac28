/* Two assertions in main; the second fails.  The baseline knows a
 * different failing assertion of main: pnbmc 56 gave both the id
 * assert:assertion:main and reported this one as known. */
#include <pthread.h>
#include <assert.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int x;
void *worker(void *a) {
    pthread_mutex_lock(&m);
    x = x + 1;
    pthread_mutex_unlock(&m);
    return 0;
}
int main(void) {
    pthread_t t1, t2;
    pthread_create(&t1, 0, worker, 0);
    pthread_create(&t2, 0, worker, 0);
    pthread_join(t1, 0);
    pthread_join(t2, 0);
    pthread_mutex_lock(&m);
    assert(x == 2);
    pthread_mutex_unlock(&m);
    int *p = 0;
    assert(p != 0 && "config loaded");
    return 0;
}
