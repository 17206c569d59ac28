/* Two rules match k_lock_stats: 'ignore ^k_lock_stats$' and the general
 * 'lock ^k_lock'.  The first matching rule applies, so the statistics
 * call is no lock: the threads take the lock in turn and end (safe).
 * The twin test lists the rules the other way round. */
#include <pthread.h>
struct klock { volatile int word; };
struct klock big;
int total;
void k_lock(struct klock *l) { while (__sync_lock_test_and_set(&l->word, 1)) { } }
void k_unlock(struct klock *l) { __sync_lock_release(&l->word); }
int k_lock_stats(struct klock *l) { return l->word; }
void *worker(void *arg)
{
    (void)arg;
    k_lock_stats(&big);
    k_lock(&big);
    total++;
    k_unlock(&big);
    return 0;
}
int main(void)
{
    pthread_t t1, t2;
    pthread_create(&t1, 0, worker, 0);
    pthread_create(&t2, 0, worker, 0);
    pthread_join(t1, 0);
    pthread_join(t2, 0);
    return 0;
}
