/* A user lock called directly by one thread and through a table of
 * function pointers by the other: both calls are the primitive (pnbmc
 * 54 ran the wrapper's own spin loop for the indirect one, which wrote
 * the word the primitive keeps its owner in: unknown, blamed on the
 * program).  -DOTHER_LOCK: the indirect call takes another lock, and
 * the counter updates race. */
#include <pthread.h>
typedef struct { volatile int v; } my_lock_t;
my_lock_t l, other;
int counter;
void my_lock(my_lock_t *p) { while (__sync_lock_test_and_set(&p->v, 1)) ; }
void my_unlock(my_lock_t *p) { __sync_lock_release(&p->v); }
struct ops { void (*lock)(my_lock_t *); void (*unlock)(my_lock_t *); };
struct ops OPS = { my_lock, my_unlock };
#ifdef OTHER_LOCK
#define T2_LOCK other
#else
#define T2_LOCK l
#endif
void *t1(void *a) { my_lock(&l); counter++; my_unlock(&l); return a; }
void *t2(void *a) { OPS.lock(&T2_LOCK); counter++; OPS.unlock(&T2_LOCK); return a; }
int main(void) {
    pthread_t a, b;
    pthread_create(&a, 0, t1, 0);
    pthread_create(&b, 0, t2, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
