/* 'pnbmc --json test.c other.c': the JSON file's name forgotten, the
 * first source file became the output and was overwritten with the
 * results.  Now a usage error; this file stays as it is. */
int main(void) { return 0; }
