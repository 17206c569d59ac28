/* r is a local copy of a shared record; strlen and strcmp read its
 * bytes and keep no pointer, so pnbmc folds r's loads into T1's own
 * steps.  The replay must not take them for steps: the macro puts the
 * loads of r.seq and of arr[0] at one line and column, and a load of
 * r.seq taken for a step was matched to the witness's read of arr[0]. */
#include <assert.h>
#include <pthread.h>
#include <string.h>

#define CHECK(e) seen = (e)

struct rec {
    int tid;
    int seq;
    char text[4];
};

struct rec shared_rec = {0, 1, "ab"};
int seen, outlen, arr[1];

static void *worker(void *arg)
{
    (void)arg;
    struct rec r = shared_rec;
    CHECK(r.seq > arr[r.tid]);
    outlen = (int)strlen(r.text) + (strcmp(r.text, "ab") != 0);
    return NULL;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_join(t, NULL);
    assert(outlen == 0);
    return 0;
}
