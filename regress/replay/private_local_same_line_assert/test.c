/* One line reads a private local through a pointer, a string literal's
 * byte and a global: only the global's read is a witness step.  The
 * replay matches a plain access to the step by its column too (before:
 * diverged at step 1, "T0 read 4 ... the witness has 'read g -> 7'"). */
#include <assert.h>

int g = 7;

static int get(const int *a, const int *b) { return *a + *b; }
static int first(const char *s) { return s[0] + g; }

int main(void)
{
    int local = 4;
    int s = get(&local, &g);
    int r = first("A");
    assert(s + r == 0);
    return 0;
}
