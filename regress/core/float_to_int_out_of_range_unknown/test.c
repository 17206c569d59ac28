/* Converting a double that does not fit into an int is undefined
 * behaviour in C: the verdict is unknown, never a guess. */
#include <pthread.h>
double scale = 1e12;
int main(void)
{
    int n = (int)scale;
    return n > 0 ? 0 : 1;
}
