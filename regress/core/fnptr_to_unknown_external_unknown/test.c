/* A hook set to a function the program only declares: pnbmc cannot run
 * it, so a run that calls it ends unknown, naming the function and the
 * call through the pointer (pnbmc 43: call through an invalid or
 * external function pointer, without the name). */
#include <assert.h>

extern void log_event(int code);

static void (*hook)(int) = log_event;

int main(void)
{
    int code = 3;
    hook(code);
    assert(code == 3);
    return 0;
}
