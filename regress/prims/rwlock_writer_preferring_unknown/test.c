/* With PTHREAD_RWLOCK_WRITER_NONRECURSIVE_INITIALIZER_NP glibc makes a new
 * reader wait while a writer waits: main holds a read lock, the writer
 * queues behind it, the reader queues behind the writer, and main joins
 * the reader: a deadlock (it hangs in every native run).  pnbmc models
 * the default kind only, under which the reader would get in: it must
 * not answer safe, so the kind is unsupported.  LOCAL: the lock is a
 * local of main, initialised by a store (LP64) or a copy (ILP32). */
#define _GNU_SOURCE
#include <pthread.h>

#ifdef LOCAL
static pthread_rwlock_t *rw;
#else
static pthread_rwlock_t lock = PTHREAD_RWLOCK_WRITER_NONRECURSIVE_INITIALIZER_NP;
static pthread_rwlock_t *rw = &lock;
#endif

static void *writer(void *arg)
{
    (void)arg;
    pthread_rwlock_wrlock(rw);
    pthread_rwlock_unlock(rw);
    return 0;
}

static void *reader(void *arg)
{
    (void)arg;
    pthread_rwlock_rdlock(rw);
    pthread_rwlock_unlock(rw);
    return 0;
}

int main(void)
{
#ifdef LOCAL
    pthread_rwlock_t mine = PTHREAD_RWLOCK_WRITER_NONRECURSIVE_INITIALIZER_NP;
    rw = &mine;
#endif
    pthread_t w, r;
    pthread_rwlock_rdlock(rw);
    pthread_create(&w, 0, writer, 0);
    pthread_create(&r, 0, reader, 0);
    pthread_join(r, 0);
    pthread_rwlock_unlock(rw);
    pthread_join(w, 0);
    return 0;
}
