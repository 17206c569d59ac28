/* A thread that holds a read lock and asks for the write lock waits for
 * itself forever (POSIX: deadlock or EDEADLK). */
#include <pthread.h>
pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
int data;
int main(void)
{
    pthread_rwlock_rdlock(&rw);
    int v = data;
    pthread_rwlock_wrlock(&rw);
    data = v + 1;
    pthread_rwlock_unlock(&rw);
    return 0;
}
