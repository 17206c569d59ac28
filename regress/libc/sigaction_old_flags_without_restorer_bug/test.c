/* A program that expects its flags back unchanged: on Linux with glibc
 * they carry SA_RESTORER too, and the assertion fails in every run. */
#include <assert.h>
#include <signal.h>
#include <string.h>

int main(void)
{
    struct sigaction sa, old;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = SIG_IGN;
    sa.sa_flags = SA_RESTART;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGUSR1, &sa, 0);
    sigaction(SIGUSR1, 0, &old);
    assert(old.sa_flags == SA_RESTART);
    return 0;
}
