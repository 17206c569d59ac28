// The writer takes the write lock, but the reader reads without taking the
// read lock: the write and the read race.
#include <pthread.h>
#include <stddef.h>

static pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
static int data;

static void *writer(void *arg)
{
    (void)arg;
    pthread_rwlock_wrlock(&rw);
    data = 1;
    pthread_rwlock_unlock(&rw);
    return NULL;
}

int main(void)
{
    pthread_t w;
    pthread_create(&w, NULL, writer, NULL);
    int v = data;
    pthread_join(w, NULL);
    return v;
}
