#include <pthread.h>
#include <assert.h>
int h_ran, after;
static void h(void *p) { (void)p; h_ran = 1; }
void *worker(void *arg) {
    (void)arg;
    pthread_cleanup_push(h, 0);
    pthread_cancel(pthread_self());
    after = 1;                         /* no point yet: runs */
    pthread_testcancel();
    after = 2;                         /* never */
    pthread_cleanup_pop(0);
    return 0;
}
int main(void) {
    pthread_t t; void *r;
    pthread_create(&t, 0, worker, 0);
    pthread_join(t, &r);
    assert(r == PTHREAD_CANCELED && h_ran == 1);
#ifdef BUG
    assert(after == 2);
#else
    assert(after == 1);
#endif
    return 0;
}
