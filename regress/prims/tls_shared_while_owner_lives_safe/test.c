/* Another thread may use a thread-local object while its thread lives:
 * T1 publishes its copy and waits until main has read it. */
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>
__thread int tls;
int *pub;
sem_t published, read_done;
void *owner(void *arg)
{
    tls = 5;
    pub = &tls;
    sem_post(&published);
    sem_wait(&read_done);
    return arg;
}
int main(void)
{
    pthread_t t;
    sem_init(&published, 0, 0);
    sem_init(&read_done, 0, 0);
    pthread_create(&t, 0, owner, 0);
    sem_wait(&published);
    assert(*pub == 5);
    sem_post(&read_done);
    pthread_join(t, 0);
    return 0;
}
