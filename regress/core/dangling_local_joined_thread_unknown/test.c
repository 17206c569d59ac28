/* Main reads, through gp, the local x of the first w thread after that
 * thread was joined (undefined behaviour).  The second w thread, which
 * takes the first one's id, must not put its x where the dead x was:
 * the read is a use of dead memory, as without the second thread. */
#include <pthread.h>
#include <assert.h>
int *gp;
int ready, done;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *w(void *a) {
    int x = 5;
    if (a) { gp = &x; return 0; }
    pthread_mutex_lock(&m); ready = 1; pthread_mutex_unlock(&m);
    for (;;) { pthread_mutex_lock(&m); int d = done; pthread_mutex_unlock(&m); if (d) break; }
    return 0;
}
static void spawn(pthread_t *t, void *a) { pthread_create(t, 0, w, a); }
int main(void) {
    pthread_t t;
    spawn(&t, (void *)1);
    pthread_join(t, 0);
    spawn(&t, 0);
    for (;;) { pthread_mutex_lock(&m); int r = ready; pthread_mutex_unlock(&m); if (r) break; }
    int v = *gp;          /* the first thread's x is dead */
    pthread_mutex_lock(&m); done = 1; pthread_mutex_unlock(&m);
    pthread_join(t, 0);
    assert(v == 5);
    return 0;
}
