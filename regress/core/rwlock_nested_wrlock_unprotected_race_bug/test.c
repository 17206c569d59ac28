/* A write-locked section calls a helper that write-locks the same rwlock
 * again.  glibc does not block there: the inner wrlock fails with EDEADLK
 * (unchecked), and the helper's unlock releases the outer lock, so the
 * rest of the section runs unprotected: a data race on total with the
 * reader.  (pnbmc 45 reported a double-lock deadlock that a native run
 * never shows.) */
#include <pthread.h>
#include <stdio.h>

static pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
static int count, total;

static void bump_locked(void)
{
    pthread_rwlock_wrlock(&rw);
    count++;
    pthread_rwlock_unlock(&rw);
}

static void *writer(void *arg)
{
    (void)arg;
    pthread_rwlock_wrlock(&rw);
    bump_locked();
    total += count;
    pthread_rwlock_unlock(&rw);
    return 0;
}

static void *reader(void *arg)
{
    (void)arg;
    pthread_rwlock_rdlock(&rw);
    printf("%d\n", total);
    pthread_rwlock_unlock(&rw);
    return 0;
}

int main(void)
{
    pthread_t w, r;
    pthread_create(&w, 0, writer, 0);
    pthread_create(&r, 0, reader, 0);
    pthread_join(w, 0);
    pthread_join(r, 0);
    return 0;
}
