/* A message buffer declared in the loop body is filled by receive() only
 * when a message is there (the first pass); the second pass reads it
 * anyway.  Its bytes are indeterminate at each pass: taken as what the
 * previous pass left, the check would always hold ("safe"); the engines
 * re-declare it (unwritten again, read as 0), and the check fails. */
#include <assert.h>
#include <pthread.h>

struct msg {
    int kind;
    int len;
};

static int pending = 1;

static int receive(struct msg *m)
{
    if (!__atomic_exchange_n(&pending, 0, __ATOMIC_SEQ_CST))
        return 0;
    m->kind = 2;
    m->len = 4;
    return 1;
}

static void *server(void *arg)
{
    (void)arg;
    for (int round = 0; round < 2; round++) {
        struct msg m;
        receive(&m);
        assert(m.kind == 2);
    }
    return NULL;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, server, NULL);
    pthread_join(t, NULL);
    return 0;
}
