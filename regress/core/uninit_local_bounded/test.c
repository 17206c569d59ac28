/* Reading an uninitialised local: C leaves its value indeterminate, so
 * pnbmc takes 0 but says the verdict is bounded by that choice. */
#include <pthread.h>
void reach_error(void);
int main(void)
{
    int budget;
    if (budget == 7)
        reach_error();
    return 0;
}
