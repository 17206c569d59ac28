#include <pthread.h>
typedef struct { volatile int v; } my_lock_t;
my_lock_t l;
int counter;
void my_lock(my_lock_t *p) { while (__sync_lock_test_and_set(&p->v, 1)) ; }
void my_unlock(my_lock_t *p) { __sync_lock_release(&p->v); }
void (*lockp)(my_lock_t *) = my_lock;
void *t1(void *a) { lockp(&l); counter++; my_unlock(&l); return a; }
int main(void)
{
    pthread_t a;
    pthread_create(&a, 0, t1, 0);
    counter = 5;
    pthread_join(a, 0);
    return 0;
}
