/* main hands the address of its local to a helper, which passes it on
 * to another that stores it in a global (under a lock): the reader
 * thread writes through it while main writes the local, a race on the
 * local itself. */
#include <pthread.h>

static int *published;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static void publish(int *p)
{
    pthread_mutex_lock(&lock);
    published = p;
    pthread_mutex_unlock(&lock);
}

static void note(int *p)
{
    publish(p);
}

static void *reader(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&lock);
    int *p = published;
    pthread_mutex_unlock(&lock);
    if (p)
        *p = 2;
    return 0;
}

int main(void)
{
    int local = 0;
    pthread_t t;
    pthread_create(&t, 0, reader, 0);
    note(&local);
    local = 1;
    pthread_join(t, 0);
    return 0;
}
