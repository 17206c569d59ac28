extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
int main(void) { int x = __VERIFIER_nondet_int(); if (x * 3 == 37035) reach_error(); return 0; }
