/* Same wrappers, both threads in the same lock order: no deadlock.
 * A project's own spin lock: pnbmc cannot see that the busy-wait is a
 * lock, but --primitives tells it: k_spin_lock/k_spin_unlock take the
 * lock word at argument 0, and log_event has no effect on shared state. */
#include <pthread.h>
struct kspin { volatile int word; };
struct kspin a_lock, b_lock;
int a_total, b_total;
void k_spin_lock(struct kspin *l) { while (__sync_lock_test_and_set(&l->word, 1)) { } }
void k_spin_unlock(struct kspin *l) { __sync_lock_release(&l->word); }
void log_event(const char *what, int *counter) { *counter = *counter + 1; (void)what; }
int log_count;
void *move_a_to_b(void *arg)
{
    (void)arg;
    k_spin_lock(&a_lock);
    k_spin_lock(&b_lock);
    a_total--; b_total++;
    log_event("a->b", &log_count);
    k_spin_unlock(&b_lock);
    k_spin_unlock(&a_lock);
    return 0;
}
void *move_b_to_a(void *arg)
{
    (void)arg;
    k_spin_lock(&a_lock);
    k_spin_lock(&b_lock);
    b_total--; a_total++;
    k_spin_unlock(&b_lock);
    k_spin_unlock(&a_lock);
    return 0;
}
int main(void)
{
    pthread_t t1, t2;
    pthread_create(&t1, 0, move_a_to_b, 0);
    pthread_create(&t2, 0, move_b_to_a, 0);
    pthread_join(t1, 0);
    pthread_join(t2, 0);
    return 0;
}
