#include <assert.h>
#include <signal.h>
#include <string.h>

/* The process's first mask is unknown, but it is one mask: two reads
 * agree, and a blocked signal is in the mask read after. */
int main(void)
{
    sigset_t a, b, s;
    sigemptyset(&a);
    sigemptyset(&b);
    sigprocmask(SIG_BLOCK, 0, &a);
    sigprocmask(SIG_BLOCK, 0, &b);
    assert(sigismember(&a, SIGHUP) == sigismember(&b, SIGHUP));
    assert(sigismember(&a, SIGTERM) == sigismember(&b, SIGTERM));
    sigemptyset(&s);
    sigaddset(&s, SIGTERM);
    sigprocmask(SIG_BLOCK, &s, 0);
    sigprocmask(SIG_BLOCK, 0, &b);
    assert(sigismember(&b, SIGTERM) == 1);
    assert(sigismember(&b, SIGHUP) == sigismember(&a, SIGHUP));
    sigprocmask(SIG_UNBLOCK, &s, &b);
    assert(sigismember(&b, SIGTERM) == 1);
    sigprocmask(SIG_BLOCK, 0, &b);
    assert(sigismember(&b, SIGTERM) == 0);
    return 0;
}
