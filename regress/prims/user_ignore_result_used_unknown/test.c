/* log_level is ignored (no effect on shared state), but main uses
 * what it returns: the rule gives no value. */
#include <assert.h>
int log_level(void) { return 3; }
int main(void) {
    int lv = log_level();
    assert(lv != 3);   /* real program: fails */
    return 0;
}
