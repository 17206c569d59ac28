#include <assert.h>
#include <signal.h>
#include <string.h>

static void on_term(int sig) { (void)sig; }

/* SIG_IGN and SIG_DFL install no handler; on_term is only compared. */
int main(void)
{
    struct sigaction sa, old;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = SIG_IGN;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = 0;
    assert(sigaction(SIGPIPE, &sa, &old) == 0);
    assert(old.sa_handler != on_term);
    assert(signal(SIGHUP, SIG_DFL) == SIG_DFL);
#ifdef HANDLER
    sa.sa_handler = on_term;
    sigaction(SIGTERM, &sa, 0);
#endif
#ifdef STATIC
    static struct sigaction fixed = {.sa_handler = on_term};
    sigaction(SIGUSR1, &fixed, 0);
#endif
    return 0;
}
