/* A call of a function pnbmc does not know (no definition, no model) is
 * unsupported where a run executes it, in the smt engine as in the
 * explicit one: a run that reaches it is cut (unknown), the others go
 * on.  pnbmc 42's smt engine gave up on the whole program.  Here the
 * call is on an error path the racy counter never takes. */
#include <assert.h>
#include <pthread.h>

void report_failure(const char *what); /* defined nowhere */

int counter;

static void *worker(void *arg)
{
    counter++;
    return arg;
}

int main(void)
{
    pthread_t t;
    if (pthread_create(&t, 0, worker, 0) != 0) {
        report_failure("pthread_create");
        return 1;
    }
    counter++;
    pthread_join(t, 0);
    assert(counter == 2);
    return 0;
}
