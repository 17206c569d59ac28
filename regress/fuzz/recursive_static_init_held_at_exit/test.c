/* Variant of recursive_lock_held_at_exit (fuzz): the recursive type comes
 * from a static initialiser; its witness must replay through the net. */
#define _GNU_SOURCE
#include <pthread.h>
pthread_mutex_t m = PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP;
void *worker(void *arg) { pthread_mutex_lock(&m); pthread_mutex_lock(&m); return arg; }
int main(void) { pthread_t a, b; pthread_create(&a, 0, worker, 0); pthread_create(&b, 0, worker, 0); pthread_join(a, 0); pthread_join(b, 0); return 0; }
