/* Lock striping by hashed address: each account's stripe is picked from
 * its address.  Any real layout gives x and y different stripes here
 * (64-byte aligned, adjacent), so transfer(x, y) and transfer(y, x) take
 * two stripes in opposite orders: a deadlock.  The model's own addresses
 * (id << 32) hash both to one stripe, so the address's use as a number
 * ends the run as unknown, where pnbmc said safe. */
#include <pthread.h>
#include <stdint.h>

#define NS 8
pthread_mutex_t stripe[NS];
struct acct { long bal; char pad[56]; } __attribute__((aligned(64)));
struct acct x = {100}, y = {100};

static pthread_mutex_t *lock_of(struct acct *a)
{
    return &stripe[((uintptr_t)a >> 6) % NS];
}

static void transfer(struct acct *from, struct acct *to, long amount)
{
    pthread_mutex_t *m1 = lock_of(from), *m2 = lock_of(to);
    pthread_mutex_lock(m1);
    if (m2 != m1)
        pthread_mutex_lock(m2);
    from->bal -= amount;
    to->bal += amount;
    if (m2 != m1)
        pthread_mutex_unlock(m2);
    pthread_mutex_unlock(m1);
}

static void *t1(void *p) { (void)p; transfer(&x, &y, 10); return 0; }
static void *t2(void *p) { (void)p; transfer(&y, &x, 5); return 0; }

int main(void)
{
    for (int i = 0; i < NS; i++)
        pthread_mutex_init(&stripe[i], 0);
    pthread_t a, b;
    pthread_create(&a, 0, t1, 0);
    pthread_create(&b, 0, t2, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
