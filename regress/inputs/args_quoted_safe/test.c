/* --args splits at blanks; a "quoted" part keeps them (\" and \\ inside
 * stand for " and \); "" is an empty argument. */
#include <string.h>
#include <assert.h>
int main(int argc, char **argv) {
  assert(argc == 4);
  assert(strcmp(argv[1], "a b") == 0);
  assert(strcmp(argv[2], "x\"y") == 0);
  assert(strcmp(argv[3], "") == 0);
  return 0;
}
