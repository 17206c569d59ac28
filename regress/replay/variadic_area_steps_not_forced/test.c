/* keep() copies its va_list into a global, so no argument area counts
 * as private (model/vararg.c decides for the whole program) and the
 * accesses to them are steps of the witness ("write va.args (local of
 * T0) := 3").  The real program passes the arguments in registers and
 * on the stack, where the replay neither sees nor stops: those steps are
 * not forced, and the replay still reaches the error.  (A va_list that
 * is itself a step, like `saved` here, reads other values in the real
 * program, whose va_start fills it from the registers: not replayed.) */
#include <stdarg.h>
extern void reach_error(void);

static va_list saved;

static void keep(int n, ...)
{
    va_list ap;
    va_start(ap, n);
    va_copy(saved, ap);
    va_end(ap);
}

static int second(int n, ...)
{
    va_list ap;
    va_start(ap, n);
    (void)va_arg(ap, int);
    int v = va_arg(ap, int);
    va_end(ap);
    return v + n;
}

int main(int argc, char **argv)
{
    (void)argv;
    if (argc > 5)
        keep(0);
    if (second(1, 3, 4) == 5)
        reach_error();
    return 0;
}
