/* A local's address stored in a thread-local pointer whose own address
 * is published: the other thread reads the pointer through it. */
#include <pthread.h>
static _Thread_local _Atomic(int *) mine;
static _Atomic(_Atomic(int *) *) where;
static void *writer(void *a)
{
    (void)a;
    _Atomic(int *) *w;
    while (!(w = where))
        ;
    int *p;
    while (!(p = *w))
        ;
    *p = 6;
    return 0;
}
int main(void)
{
    int local = 0;
    pthread_t t;
    where = &mine;
    pthread_create(&t, 0, writer, 0);
    mine = &local;
    local = 1;
    pthread_join(t, 0);
    return local;
}
