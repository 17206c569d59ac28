/* my_lock returns true once it holds the lock; callers check it.  The
 * counter update after the unlock races. */
#include <pthread.h>
#include <stdbool.h>
typedef struct { volatile int v; } my_lock_t;
my_lock_t l;
int counter;
/* returns true once the lock is held (always, it spins) */
bool my_lock(my_lock_t *p) { while (__sync_lock_test_and_set(&p->v, 1)) ; return true; }
void my_unlock(my_lock_t *p) { __sync_lock_release(&p->v); }
void *worker(void *a) {
    if (!my_lock(&l))
        return 0;
    counter++;
    my_unlock(&l);
    counter++;          /* unprotected: race */
    return 0;
}
int main(void) {
    pthread_t t1, t2;
    pthread_create(&t1, 0, worker, 0);
    pthread_create(&t2, 0, worker, 0);
    pthread_join(t1, 0);
    pthread_join(t2, 0);
    return 0;
}
