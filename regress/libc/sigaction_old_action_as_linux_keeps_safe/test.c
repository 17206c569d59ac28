/* The old action reads back as Linux keeps it: glibc adds SA_RESTORER
 * to the flags it passes, and the kernel drops SIGKILL and SIGSTOP from
 * the mask.  (Checked natively on x86-64 with glibc.) */
#include <assert.h>
#include <signal.h>
#include <string.h>

#define RESTORER 0x04000000

int main(void)
{
    struct sigaction sa, old;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = SIG_IGN;
    sa.sa_flags = SA_RESTART;
    sigfillset(&sa.sa_mask);
    sigaction(SIGUSR1, &sa, 0);
    sigaction(SIGUSR1, 0, &old);
    assert(old.sa_flags == (SA_RESTART | RESTORER));
    assert(old.sa_handler == SIG_IGN);
    assert(sigismember(&old.sa_mask, SIGKILL) == 0);
    assert(sigismember(&old.sa_mask, SIGSTOP) == 0);
    assert(sigismember(&old.sa_mask, SIGTERM) == 1);
    sigaction(SIGUSR2, 0, &old);       /* never set: the kernel's default */
    assert(old.sa_flags == 0);
    return 0;
}
