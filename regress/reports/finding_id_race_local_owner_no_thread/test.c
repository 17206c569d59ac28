/* A race on a thread's local: its name says whose local it is by
 * thread number ("(local of T2)"), which a thread created earlier
 * changes; the id leaves the number out.  The baseline was written
 * before the logger thread was added (the local was T1's). */
#include <pthread.h>

struct rec {
    int count;
};

static void *reader(void *arg)
{
    return (void *)(long)((struct rec *)arg)->count;
}
static void *writer(void *arg)
{
    ((struct rec *)arg)->count = 1;
    return 0;
}
static void *logger(void *arg) { return arg; }

static void *manager(void *arg)
{
    struct rec local = {0};
    pthread_t r, w;
    pthread_create(&w, 0, writer, &local);
    pthread_create(&r, 0, reader, &local);
    pthread_join(w, 0);
    pthread_join(r, 0);
    return arg;
}

int main(void)
{
    pthread_t l, m;
    pthread_create(&l, 0, logger, 0);
    pthread_join(l, 0);
    pthread_create(&m, 0, manager, 0);
    pthread_join(m, 0);
    return 0;
}
