/* Reading an uninitialised local: C leaves its value indeterminate, so
 * pnbmc must not pick one value and call the program safe. */
#include <pthread.h>
void reach_error(void);
int main(void)
{
    int budget;
    if (budget == 7)
        reach_error();
    return 0;
}
