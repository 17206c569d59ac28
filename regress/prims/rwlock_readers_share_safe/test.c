// Two readers hold the read lock at the same time: reader a keeps it while
// it waits for reader b's post, which b makes while holding it too (were
// read locks exclusive, this would deadlock).  The writer (main) updates
// both fields under the write lock: readers always see them equal, and
// read-only sharing is no race.
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>
#include <stddef.h>

static pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
static sem_t s;
static int x, y;

static void *reader_a(void *arg)
{
    (void)arg;
    pthread_rwlock_rdlock(&rw);
    sem_wait(&s);
    assert(x == y);
    pthread_rwlock_unlock(&rw);
    return NULL;
}

static void *reader_b(void *arg)
{
    (void)arg;
    pthread_rwlock_rdlock(&rw);
    assert(x == y);
    sem_post(&s);
    pthread_rwlock_unlock(&rw);
    return NULL;
}

int main(void)
{
    pthread_t a, b;
    sem_init(&s, 0, 0);
    pthread_create(&a, NULL, reader_a, NULL);
    pthread_create(&b, NULL, reader_b, NULL);
    pthread_rwlock_wrlock(&rw);
    x = 1;
    y = 1;
    pthread_rwlock_unlock(&rw);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return 0;
}
