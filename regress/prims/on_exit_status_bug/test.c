/* main's return value is the exit status an on_exit handler gets. */
#include <assert.h>
#include <stdlib.h>

static void check(int status, void *arg)
{
    (void)arg;
    assert(status == 0);
}

int main(int argc, char **argv)
{
    (void)argv;
    on_exit(check, 0);
    return argc > 1 ? 0 : 2;
}
