/* Address-taken locals declared in loop bodies that each pass writes
 * before reading: a thread id filled by pthread_create, a struct stored
 * whole, an array cleared by memset, and a struct filled field by field
 * by a helper.  Re-declaring them (or not) changes nothing: "safe". */
#include <assert.h>
#include <pthread.h>
#include <string.h>

struct pair {
    int a, b;
};

static int total;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void fill(struct pair *p, int v)
{
    p->a = v;
    p->b = v + 1;
}

static void *add(void *arg)
{
    struct pair *p = arg;
    pthread_mutex_lock(&m);
    total += p->a + p->b;
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void)
{
    for (int i = 0; i < 2; i++) {
        pthread_t t;
        struct pair p;
        fill(&p, i);
        pthread_create(&t, NULL, add, &p);
        pthread_join(t, NULL);
        int seen[3];
        memset(seen, 0, sizeof seen);
        seen[i] = 1;
        assert(seen[2] == 0);
        struct pair q = {i, i};
        assert(q.a == q.b);
    }
    assert(total == 1 + 3);
    return 0;
}
