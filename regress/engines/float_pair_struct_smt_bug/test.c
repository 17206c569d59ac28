/* The smt engine copies a struct of two floats (a <2 x float> argument
 * and result) as its 64 bits, as the simulator does. */
#include <assert.h>

struct V { float x, y; };

static struct V mk(float a) { struct V v = {a, a + 1}; return v; }
static float sum(struct V v) { return v.x + v.y; }

int main(void)
{
    struct V v = mk(1.0f);
    assert(sum(v) == 4.0f); /* fails */
    return 0;
}
