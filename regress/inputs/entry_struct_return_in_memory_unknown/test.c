/* f returns a 32-byte struct: x86-64 returns it through a hidden
 * pointer argument, which the harness cannot give (before, it passed
 * NULL: "null pointer dereference" at the return). */
struct big { long a, b, c, d; };

int calls;

struct big f(void)
{
    struct big r = {1, 2, 3, 4};
    calls++;
    return r;
}
