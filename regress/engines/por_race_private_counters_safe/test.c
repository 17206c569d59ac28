/* Four workers each count 50 times into a global of their own, then
 * increment a shared total under a semaphore.  The private counters are
 * steps that no other thread can conflict with: the partial-order
 * reduction runs them one thread at a time (about 7 000 states instead
 * of 2.3 million), also while main is still creating the other workers
 * in the same block. */
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>
int a, b, c, d, total;
sem_t s;
static void add_total(void)
{
    sem_wait(&s);
    total++;
    sem_post(&s);
}
void *w1(void *x) { (void)x; for (int i = 0; i < 50; i++) a++; add_total(); return 0; }
void *w2(void *x) { (void)x; for (int i = 0; i < 50; i++) b++; add_total(); return 0; }
void *w3(void *x) { (void)x; for (int i = 0; i < 50; i++) c++; add_total(); return 0; }
void *w4(void *x) { (void)x; for (int i = 0; i < 50; i++) d++; add_total(); return 0; }
int main(void)
{
    pthread_t t[4];
    sem_init(&s, 0, 1);
    pthread_create(&t[0], 0, w1, 0);
    pthread_create(&t[1], 0, w2, 0);
    pthread_create(&t[2], 0, w3, 0);
    pthread_create(&t[3], 0, w4, 0);
    for (int i = 0; i < 4; i++)
        pthread_join(t[i], 0);
    assert(total == 4);
    return 0;
}
