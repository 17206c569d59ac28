#include <pthread.h>
#include <unistd.h>
/* the request must come before the reader reaches usleep, where it acts
 * holding the read lock: replay forces it at the pthread_cancel call */
pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
int table;
static void unl(void *p) { pthread_rwlock_unlock(p); }
void *reader(void *arg) {
    (void)arg;
    pthread_rwlock_rdlock(&rw);
#ifndef BUG
    pthread_cleanup_push(unl, &rw);
#endif
    int v = table;
    usleep(v);                      /* cancellation point with the read lock held */
#ifndef BUG
    pthread_cleanup_pop(0);
#endif
    pthread_rwlock_unlock(&rw);
    return 0;
}
int main(void) {
    pthread_t t;
    pthread_create(&t, 0, reader, 0);
    pthread_cancel(t);
    pthread_join(t, 0);
    pthread_rwlock_wrlock(&rw);     /* BUG: dead reader still holds a read lock */
    table = 1;
    pthread_rwlock_unlock(&rw);
    return 0;
}
