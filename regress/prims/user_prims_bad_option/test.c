/* A primitives file line with an option create does not have
 * (handle=result): an error naming the file and line, exit 2. */
int main(void) { return 0; }
