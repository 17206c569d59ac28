/* A worker does its job only if it gets the mutex at once; nobody else
 * ever locks it, so the program counts on the job being done.  C17 lets
 * mtx_trylock fail spuriously on a free mutex (DR 470: thrd_busy), so it
 * may not be.  POSIX's pthread_mutex_trylock fails only on a held mutex:
 * with -DPOSIX the program is right (prims/pthread_trylock_free_mutex_safe). */
#include <assert.h>
#include <pthread.h>
#include <stddef.h>
#ifdef POSIX
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
#define try_lock(m) (pthread_mutex_trylock(m) == 0)
#define unlock(m) pthread_mutex_unlock(m)
#else
#include <threads.h>
static mtx_t m;
#define try_lock(m) (mtx_trylock(m) == thrd_success)
#define unlock(m) mtx_unlock(m)
#endif
static int done;
static void *worker(void *arg)
{
    if (try_lock(&m)) {
        done = 1;
        unlock(&m);
    }
    return arg;
}
int main(void)
{
#ifndef POSIX
    mtx_init(&m, mtx_plain);
#endif
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_join(t, NULL);
    assert(done == 1);
    return 0;
}
