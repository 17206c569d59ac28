/* A local's address passed as a variadic argument to the program's own
 * function, which publishes it in a global list on the heap. */
#include <pthread.h>
#include <stdarg.h>
#include <stdlib.h>
#include <stdatomic.h>
struct node { int *p; };
static _Atomic(struct node *) published;
static void publish(int n, ...)
{
    va_list ap;
    va_start(ap, n);
    struct node *nd = malloc(sizeof *nd);
    if (!nd)
        abort();
    nd->p = va_arg(ap, int *);
    va_end(ap);
    published = nd;
}
static void *writer(void *a)
{
    (void)a;
    struct node *nd;
    while (!(nd = published))
        ;
    *nd->p = 5;
    return 0;
}
int main(void)
{
    int local = 0;
    pthread_t t;
    pthread_create(&t, 0, writer, 0);
    publish(1, &local);
    local = 1;
    pthread_join(t, 0);
    return local;
}
