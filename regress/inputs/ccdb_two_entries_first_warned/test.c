/* A file built for two targets has two entries in the compilation
 * database.  The first one's flags are used (NUM 4), as before, and now
 * with a warning naming the file. */
#include <assert.h>

int main(void)
{
    assert(NUM == 3);
    return 0;
}
