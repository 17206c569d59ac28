/* An alias is its target: a write through the alias races with a read
 * through the target's own name. */
#include <pthread.h>

int real_count = 3;
extern int count __attribute__((alias("real_count")));
static int bump(int i) { return i + 1; }
int next(int i) __attribute__((alias("bump")));

static void *writer(void *arg)
{
    (void)arg;
    count = next(count);
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, writer, 0);
    int seen = real_count;
    pthread_join(t, 0);
    return seen;
}
