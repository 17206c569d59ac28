/* --entry main would run main in threads with argc 0 and argv NULL,
 * which no real process has. */
#include <assert.h>

int main(int argc, char **argv)
{
    assert(argc >= 1 && argv);
    return 0;
}
