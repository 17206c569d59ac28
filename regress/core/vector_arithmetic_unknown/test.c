/* Arithmetic on a vector type (GCC's vector extension) is not modelled:
 * only copies of small vectors are (a struct of two floats moves as
 * one).  The verdict is unknown, naming the operation. */
#include <assert.h>

typedef float v2f __attribute__((vector_size(8)));

int main(void)
{
    v2f a = {1, 2}, b = {3, 4};
    v2f c = a + b;
    assert(c[0] == 4);
    return 0;
}
