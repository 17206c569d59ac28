/* Each request is a local of the caller that a shared list holds while
 * the server answers it, and that the caller unlinks before it returns:
 * a local whose address memory holds, but never once it is dead.  Its
 * id is reused by the next call's request (nothing points to it then),
 * so the loop of calls keeps a bounded state and the search ends. */
#include <assert.h>
#include <pthread.h>

struct req {
    int arg, result, done;
    struct req *next;
};

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
static struct req *pending;
static int stop;

static int call(int arg)
{
    struct req r = {arg, 0, 0, 0};
    pthread_mutex_lock(&m);
    r.next = pending;
    pending = &r;
    pthread_cond_broadcast(&cv);
    while (!r.done)
        pthread_cond_wait(&cv, &m);
    pthread_mutex_unlock(&m);
    return r.result;
}

static void *server(void *a)
{
    (void)a;
    pthread_mutex_lock(&m);
    for (;;) {
        while (!pending && !stop)
            pthread_cond_wait(&cv, &m);
        if (!pending)
            break;
        struct req *r = pending;
        pending = r->next;
        r->result = r->arg * 2;
        r->done = 1;
        pthread_cond_broadcast(&cv);
    }
    pthread_mutex_unlock(&m);
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, server, 0);
    int sum = 0;
    for (int i = 0; i < 3; i++)
        sum += call(i);
    pthread_mutex_lock(&m);
    stop = 1;
    pthread_cond_broadcast(&cv);
    pthread_mutex_unlock(&m);
    pthread_join(t, 0);
    assert(sum == 6);
    return 0;
}
