// memcpy copies the whole record: the copy's count is 3, so the error
// after the copy is reached
#include <string.h>
extern void reach_error(void);
struct record { int id, count; } a = {7, 3}, b;
int main(void)
{
    memcpy(&b, &a, sizeof b);
    if (b.count == 3 && b.id == 7)
        reach_error();
    return 0;
}
