/* --entry on a function that takes a large struct by value (passed
 * through a hidden pointer): pnbmc 54 passed a null pointer and blamed
 * the program for dereferencing it.  Unsupported now. */
struct big { int a[10]; };
int g;
void add(int n) { g += n; }
void byval(struct big b) { g += b.a[0]; }
