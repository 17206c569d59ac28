/* pthread_rwlockattr_setkind_np: PTHREAD_RWLOCK_PREFER_WRITER_NP behaves
 * in glibc as the default (readers are not held back by a waiting
 * writer), so a reader thread gets the lock that main holds for reading
 * while a writer may wait for it, and main's join of it returns; a kind
 * that is none of the three is EINVAL.  KIND=2 (writer-preferring,
 * nonrecursive) is not modelled: unknown.  MUTANT expects 0 for an
 * invalid kind. */
#define _GNU_SOURCE
#include <assert.h>
#include <errno.h>
#include <pthread.h>

#ifndef KIND
#define KIND PTHREAD_RWLOCK_PREFER_WRITER_NP
#endif

static pthread_rwlock_t rw;
static int data;

static void *reader(void *arg)
{
    (void)arg;
    pthread_rwlock_rdlock(&rw);
    int seen = data;
    pthread_rwlock_unlock(&rw);
    return (void *)(long)seen;
}

static void *writer(void *arg)
{
    (void)arg;
    pthread_rwlock_wrlock(&rw);
    data++;
    pthread_rwlock_unlock(&rw);
    return 0;
}

int main(void)
{
    pthread_rwlockattr_t a;
    pthread_rwlockattr_init(&a);
#ifdef MUTANT
    assert(pthread_rwlockattr_setkind_np(&a, 7) == 0);
#else
    assert(pthread_rwlockattr_setkind_np(&a, 7) == EINVAL);
#endif
    assert(pthread_rwlockattr_setkind_np(&a, KIND) == 0);
    pthread_rwlock_init(&rw, &a);
    pthread_rwlockattr_destroy(&a);
    pthread_t w, r;
    void *seen;
    pthread_rwlock_rdlock(&rw);
    pthread_create(&w, 0, writer, 0);
    pthread_create(&r, 0, reader, 0); /* would wait if writers won */
    pthread_join(r, &seen);
    assert(seen == 0);
    pthread_rwlock_unlock(&rw);
    pthread_join(w, 0);
    assert(data == 1);
    return 0;
}
