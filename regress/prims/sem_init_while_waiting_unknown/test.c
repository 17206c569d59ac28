/* sem_init of a semaphore a thread is blocked on: POSIX leaves it
 * undefined, and glibc's init clears the waiter count, so the post after
 * it need not wake the waiter (the program may hang). */
#include <pthread.h>
#include <semaphore.h>
sem_t ready;
int data;
void *worker(void *arg)
{
    sem_wait(&ready);
    data = 1;
    return arg;
}
int main(void)
{
    pthread_t t;
    sem_init(&ready, 0, 0);
    pthread_create(&t, 0, worker, 0);
    sem_init(&ready, 0, 0);
    sem_post(&ready);
    pthread_join(t, 0);
    return data;
}
