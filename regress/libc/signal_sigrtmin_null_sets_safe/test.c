/* SIGRTMIN and SIGRTMAX are glibc's calls (34 and 64: it keeps 32 and
 * 33), and glibc's set functions refuse a null set with EINVAL.
 * (Checked natively on x86-64 with glibc.) */
#include <assert.h>
#include <errno.h>
#include <signal.h>
#include <string.h>

int main(void)
{
    assert(SIGRTMIN == 34 && SIGRTMAX == 64);
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = SIG_IGN;
    assert(sigaction(SIGRTMIN + 1, &sa, 0) == 0);
    errno = 0;
    assert(sigemptyset(NULL) == -1 && errno == EINVAL);
    errno = 0;
    assert(sigfillset(NULL) == -1 && errno == EINVAL);
    errno = 0;
    assert(sigaddset(NULL, SIGINT) == -1 && errno == EINVAL);
    errno = 0;
    assert(sigdelset(NULL, SIGINT) == -1 && errno == EINVAL);
    errno = 0;
    assert(sigismember(NULL, SIGINT) == -1 && errno == EINVAL);
    return 0;
}
