#include <pthread.h>
#include <stdatomic.h>

atomic_int mode;
int out;

static void snapshot(int *dst)
{
    *dst = atomic_load_explicit(&mode, memory_order_relaxed);
}

void *set1(void *p) { atomic_store_explicit(&mode, 1, memory_order_relaxed); return 0; }
void *set2(void *p) { atomic_store_explicit(&mode, 2, memory_order_relaxed); return 0; }

void *reader(void *p)
{
    int m;
    snapshot(&m);
    if (m == 1)
        out = 1;
    return 0;
}

int main(void)
{
    pthread_t a, b, c;
    pthread_create(&a, 0, set1, 0);
    pthread_create(&b, 0, set2, 0);
    pthread_create(&c, 0, reader, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    pthread_join(c, 0);
    return out;
}
