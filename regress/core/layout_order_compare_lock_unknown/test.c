/* Lock ordering by address: t1 takes the lower-addressed mutex first,
 * t2 always a then b.  Where b lies below a (main's later local, on
 * x86-64 with gcc and clang), the two take them in opposite orders: a
 * deadlock.  C leaves the order of two objects' addresses undefined; the
 * comparison ends the run as unknown, where pnbmc said safe. */
#include <pthread.h>

struct pair { pthread_mutex_t *a, *b; };

static void *t1(void *x)
{
    struct pair *p = x;
    pthread_mutex_t *lo = p->a < p->b ? p->a : p->b;
    pthread_mutex_t *hi = p->a < p->b ? p->b : p->a;
    pthread_mutex_lock(lo);
    pthread_mutex_lock(hi);
    pthread_mutex_unlock(hi);
    pthread_mutex_unlock(lo);
    return 0;
}

static void *t2(void *x)
{
    struct pair *p = x;
    pthread_mutex_lock(p->a);
    pthread_mutex_lock(p->b);
    pthread_mutex_unlock(p->b);
    pthread_mutex_unlock(p->a);
    return 0;
}

int main(void)
{
    pthread_mutex_t a, b;
    pthread_mutex_init(&a, 0);
    pthread_mutex_init(&b, 0);
    struct pair p = {&a, &b};
    pthread_t x, y;
    pthread_create(&x, 0, t1, &p);
    pthread_create(&y, 0, t2, &p);
    pthread_join(x, 0);
    pthread_join(y, 0);
    return 0;
}
