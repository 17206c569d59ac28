// The journal mutex is made explicitly normal through an attribute; the
// flush helper locks it again while the writer already holds it.
#include <pthread.h>

static pthread_mutex_t journal;
static int records;

static void flush_journal(void)
{
    pthread_mutex_lock(&journal);
    records = 0;
    pthread_mutex_unlock(&journal);
}

static void *writer(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&journal);
    records = records + 1;
    if (records > 0)
        flush_journal();
    pthread_mutex_unlock(&journal);
    return 0;
}

int main(void)
{
    pthread_mutexattr_t kind;
    pthread_t w;
    pthread_mutexattr_init(&kind);
    pthread_mutexattr_settype(&kind, PTHREAD_MUTEX_NORMAL);
    pthread_mutex_init(&journal, &kind);
    pthread_create(&w, 0, writer, 0);
    pthread_join(w, 0);
    return 0;
}
