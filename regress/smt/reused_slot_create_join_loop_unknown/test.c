/* Two rounds of create and join at one site (n is a global: the loop
 * stays a loop): the second thread takes the joined one's slot in the
 * simulator and the site's next slot in the smt encoding, so the
 * simulator refuted every candidate run that reaches the failing
 * assertion, and smt took the refutations for proof: "safe". */
#include <assert.h>
#include <pthread.h>

int x;
int n = 2;

static void *work(void *arg)
{
    (void)arg;
    x++;
    return 0;
}

int main(void)
{
    for (long i = 0; i < n; i++) {
        pthread_t t;
        pthread_create(&t, 0, work, 0);
        pthread_join(t, 0);
    }
    assert(x != 2);
    return 0;
}
