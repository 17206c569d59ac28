#include <string.h>
#include <assert.h>
int main(int argc, char **argv) {
  assert(argc == 4);
  assert(strcmp(argv[1], "a b") == 0);
  assert(strcmp(argv[2], "x\"y") == 0);
  assert(strcmp(argv[3], "") == 0);
  return 0;
}
