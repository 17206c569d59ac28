/* As key_destructor_main_pthread_exit, with on3 harmless: the checker's
 * assertion holds in every run (the worker ran on1 only: k2 was deleted
 * before it ended, and its k3 value is NULL). */
#include <pthread.h>
#include <assert.h>
#include <semaphore.h>
pthread_key_t k1, k2, k3;
sem_t set, deleted;
int d1, d2, d3;
int x;
static void on1(void *p) { (void)p; d1++; }
static void on2(void *p) { (void)p; d2++; }
static void on3(void *p) { (void)p; d3++; }
static void *worker(void *a)
{
    pthread_setspecific(k1, &x);
    pthread_setspecific(k2, &x);
    sem_post(&set);
    sem_wait(&deleted);
    pthread_exit(a);
}
static void *checker(void *a)
{
    pthread_t *w = a;
    pthread_join(*w, 0);
    assert(d1 == 1 && d2 == 0);
    return 0;
}
pthread_t w, c;
int main(void)
{
    pthread_key_create(&k1, on1);
    pthread_key_create(&k2, on2);
    pthread_key_create(&k3, on3);
    sem_init(&set, 0, 0);
    sem_init(&deleted, 0, 0);
    pthread_create(&w, 0, worker, 0);
    sem_wait(&set);
    pthread_key_delete(k2);
    sem_post(&deleted);
    pthread_create(&c, 0, checker, &w);
    pthread_setspecific(k3, &x);
    pthread_exit(0);
}
