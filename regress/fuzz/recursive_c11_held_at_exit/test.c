/* Variant of recursive_lock_held_at_exit (fuzz): the recursive type comes
 * from mtx_init(mtx_recursive); its witness must replay through the net. */
#include <threads.h>
mtx_t m;
int worker(void *arg) { mtx_lock(&m); mtx_lock(&m); return 0; }
int main(void) { thrd_t a, b; mtx_init(&m, mtx_plain | mtx_recursive); thrd_create(&a, worker, 0); thrd_create(&b, worker, 0); thrd_join(a, 0); thrd_join(b, 0); return 0; }
