/* The same bool trylock wrapper, its rule without success=: which of
 * its results means success is unknown. */
#include <pthread.h>
#include <stdbool.h>
#include <assert.h>
typedef struct { volatile int v; } my_lock_t;
my_lock_t l;
int got;
bool my_trylock(my_lock_t *p) { return __sync_lock_test_and_set(&p->v, 1) == 0; }
void my_unlock(my_lock_t *p) { __sync_lock_release(&p->v); }
int main(void) {
    bool r = my_trylock(&l);
    assert(!r);   /* fails when trylock succeeds: it must, the lock is free */
    return 0;
}
